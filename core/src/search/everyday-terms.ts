import type { Language } from '../i18n/locale.ts';

/**
 * Trademarks Canadians use as common nouns ("a Post-it", "un Duo-Tang"). The catalogue carries house and
 * partner brands, never these, so a search for one looks for the generic product instead, in the
 * searcher's language. Keys are the trademark's words, lower case without accents or punctuation.
 */
const brandTerms: ReadonlyArray<{ words: readonly string[]; en: string; fr: string }> = [
  { words: ['post', 'it'], en: 'sticky notes', fr: 'papillons adhésifs' },
  { words: ['postit'], en: 'sticky notes', fr: 'papillons adhésifs' },
  { words: ['sharpie'], en: 'permanent markers', fr: 'marqueurs permanents' },
  { words: ['hi', 'liter'], en: 'highlighters', fr: 'surligneurs' },
  { words: ['hiliter'], en: 'highlighters', fr: 'surligneurs' },
  { words: ['kleenex'], en: 'facial tissue', fr: 'papiers-mouchoirs' },
  { words: ['duo', 'tang'], en: 'report covers', fr: 'couvertures de rapport' },
  { words: ['duotang'], en: 'report covers', fr: 'couvertures de rapport' },
  { words: ['scotch'], en: 'tape', fr: 'ruban adhésif' },
];

const folded = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The typed words with every trademark replaced by its generic words in `language`; a generic word already
 * typed is not repeated ('Scotch tape' is 'tape', 'ruban Scotch' is 'ruban adhésif'). Other words are kept as typed.
 */
export const genericSearchWords = (typed: readonly string[], language: Language): string[] => {
  const out: string[] = [];
  const add = (word: string) => {
    if (!out.some((kept) => folded(kept) === folded(word))) out.push(word);
  };
  for (let index = 0; index < typed.length; ) {
    const term = brandTerms.find(({ words }) => words.every((word, offset) => folded(typed[index + offset] ?? '') === word));
    if (term) {
      wordsOf(term[language]).forEach(add);
      index += term.words.length;
    } else {
      add(typed[index] as string);
      index += 1;
    }
  }
  return out;
};
