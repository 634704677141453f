/**
 * Years typed with a kind of product ('calendar 2027', 'calendrier 2027', 'agenda 2026-2027'): the year says which
 * edition is wanted, not what the product is. Searched as a word like the others, a year no product text holds found
 * nothing, and after it the typo fallback. Set apart, the other words find the kind and the year ranks the products
 * that mention it first. Words are letters and digits, as typed.
 */
const yearPattern = /^(19|20)\d\d$/;
/** True for four digits from 1900 to 2099 ('2027'): a year when it stands alone. */
export const isYear = (word: string): boolean => yearPattern.test(word);
/** The year after, as a span writes it ('2026-2027'). */
const yearAfter = (year: string) => String(Number(year) + 1);

export interface YearSplit {
  /** The words that say what the product is ('calendar'), in order. */
  words: string[];
  /** The years typed, four digits each, without repeats ('2026', '2027' for '2026-27'). */
  years: string[];
}

/**
 * The typed words with their years set apart. A text of years only ('2027') keeps them as words: then the year is what
 * is looked for. A year is four digits from 1900 to 2099 standing alone; a model or code holding one ('LX-2050' typed
 * 'lx2050') is one word with letters and stays a word.
 */
export function splitYearWords(typed: readonly string[]): YearSplit {
  const split: YearSplit = { words: [], years: [] };
  const addYear = (year: string) => {
    if (!split.years.includes(year)) split.years.push(year);
  };
  for (let index = 0; index < typed.length; index++) {
    const word = typed[index] as string;
    if (!isYear(word)) {
      split.words.push(word);
      continue;
    }
    addYear(word);
    // A span written short ('2026-27') ends with the year after's last two digits.
    if (typed[index + 1] === yearAfter(word).slice(-2)) {
      addYear(yearAfter(word));
      index++;
    }
  }
  return split.words.length === 0 ? { words: [...typed], years: [] } : split;
}
