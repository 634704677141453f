import type { Language } from '../i18n/locale.ts';
import { folded } from './folded.ts';

/**
 * Words for an assortment of kinds ('school supplies', 'fournitures scolaires'): no product is named so and no category
 * says it, so searched as words they found nothing. Each stands for the kinds the catalogue has that a buyer means by it,
 * in the searcher's language. Keys are the typed words, lower case without accents.
 */
const assortments: ReadonlyArray<{ typed: ReadonlyArray<readonly string[]>; en: readonly string[]; fr: readonly string[] }> = [
  {
    typed: [['school', 'supplies'], ['school', 'supply'], ['back', 'to', 'school'], ['fournitures', 'scolaires'], ['fourniture', 'scolaire'],
      ['materiel', 'scolaire'], ['articles', 'scolaires'], ['rentree', 'scolaire']],
    en: ['pens', 'pencils', 'notebooks', 'exercise books', 'binders', 'highlighters', 'scissors', 'markers', 'report covers'],
    fr: ['stylos', 'crayons', 'cahiers', "cahiers d'exercices", 'reliures', 'surligneurs', 'ciseaux', 'marqueurs', 'couvertures de rapport'],
  },
];

export interface Assortment {
  /** The typed words other than the assortment's, in order. */
  words: string[];
  /** The kinds the assortment stands for in the searcher's language; empty when none was typed. */
  kinds: string[];
}

/** The typed words with the first assortment they name ('school supplies') set apart as its kinds in `language`. */
export function assortmentOf(typed: readonly string[], language: Language): Assortment {
  const keys = typed.map(folded);
  for (let index = 0; index < keys.length; index++) {
    for (const assortment of assortments) {
      const words = assortment.typed.find((term) => term.every((word, offset) => keys[index + offset] === word));
      if (words) return { words: [...typed.slice(0, index), ...typed.slice(index + words.length)], kinds: [...assortment[language]] };
    }
  }
  return { words: [...typed], kinds: [] };
}
