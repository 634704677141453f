import { folded } from './folded.ts';

/**
 * Colours typed with a kind of product ('papier blanc', 'blue pens', 'stylos à bille bleus'): a colour is an
 * attribute of the product, not what it is. Searched as a word like the others, 'white' found the white paper
 * trimmers before the copy paper (which has no colour) and 'white envelopes' found nothing. Keys are the
 * catalogue's colour names in English, lower case (the products' colour_en); typed words lower case without accents.
 */
const colours: ReadonlyArray<{ key: string; typed: readonly string[] }> = [
  { key: 'black', typed: ['black', 'noir', 'noire', 'noirs', 'noires'] },
  { key: 'blue', typed: ['blue', 'bleu', 'bleue', 'bleus', 'bleues'] },
  { key: 'red', typed: ['red', 'rouge', 'rouges'] },
  { key: 'green', typed: ['green', 'vert', 'verte', 'verts', 'vertes'] },
  { key: 'yellow', typed: ['yellow', 'jaune', 'jaunes'] },
  { key: 'pink', typed: ['pink', 'rose', 'roses'] },
  { key: 'orange', typed: ['orange', 'oranges', 'orangee', 'orangees'] },
  { key: 'purple', typed: ['purple', 'violet', 'violette', 'violets', 'violettes', 'mauve'] },
  { key: 'white', typed: ['white', 'blanc', 'blanche', 'blancs', 'blanches'] },
  { key: 'grey', typed: ['grey', 'gray', 'gris', 'grise', 'grises'] },
  { key: 'navy', typed: ['navy'] },
  { key: 'assorted', typed: ['assorted', 'assorties', 'assortis', 'assortie'] },
];

/** Colours named by two words ('bleu marine' is navy, not blue). */
const twoWordColours: ReadonlyArray<{ key: string; typed: readonly [string, string] }> = [
  { key: 'navy', typed: ['bleu', 'marine'] },
  { key: 'navy', typed: ['navy', 'blue'] },
];


/**
 * The forms of a colour word in both languages, folded ('bleu': blue, bleu, bleue, bleus, bleues); null for other words.
 * Typed whole while searching as you type, a colour is that colour, not the start of a longer word: 'blue' completed to
 * 'Bluetooth', 'vert' to 'vertical', 'white' to 'whiteout'.
 */
export function colourForms(word: string): string[] | null {
  const colour = colours.find((c) => c.typed.includes(folded(word)));
  return colour ? [...colour.typed] : null;
}

export interface ColourSplit {
  /** The words that say what the product is ('papier', 'stylos à bille'), in order. */
  words: string[];
  /** The colours typed, as the catalogue's colour keys ('white'). */
  colours: string[];
  /** The colour words as typed ('blanc', 'bleu marine'), for products that name their colour in their text. */
  colourWords: string[];
}

/**
 * The typed words with their colours set apart. A text of colours only ('blue', 'noir') keeps them as words:
 * then the colour is what is looked for.
 */
export function splitColourWords(typed: readonly string[]): ColourSplit {
  const split: ColourSplit = { words: [], colours: [], colourWords: [] };
  for (let index = 0; index < typed.length; index++) {
    const word = typed[index] as string;
    const pair = twoWordColours.find((c) => c.typed[0] === folded(word) && c.typed[1] === folded(typed[index + 1] ?? ''));
    const single = colours.find((c) => c.typed.includes(folded(word)));
    if (pair) {
      split.colours.push(pair.key);
      split.colourWords.push(word, typed[index + 1] as string);
      index++;
    } else if (single) {
      split.colours.push(single.key);
      split.colourWords.push(word);
    } else {
      split.words.push(word);
    }
  }
  if (split.words.length === 0) return { words: [...typed], colours: [], colourWords: [] };
  return { ...split, colours: [...new Set(split.colours)] };
}
