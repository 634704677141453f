import { folded } from './folded.ts';

/**
 * Printer models typed into the search box ('LX-3200', 'lx3200', 'toner Lumora LX-3200', 'cartouche K-Print 3'): buyers
 * look for the cartridges that fit their printer by its model, which the catalogue knows (the ink-and-toner finder's
 * printer models) but no product names. A model is recognised by the letters and digits after its maker's name, typed
 * with or without spaces and dashes, with or without the maker's name and trailing letters ('LX-5600' for
 * 'Lumora LX-5600 MFP', 'PL-700' for 'Polaris PL-700dn').
 */
export interface PrinterModelMatch {
  /** The catalogue's models the typed words name (as the catalogue spells them). */
  models: string[];
  /** The typed words that are not part of a model ('toner', 'cartouche'), in order. */
  words: string[];
}

/**
 * Words of the supplies a buyer typing a printer model most often wants, per language (weight A: in the name): the
 * ink and toner cartridges that fit it rank before its drums, fuser kits and ribbons.
 */
export const printerSupplyWords = { en: ['cartridge', 'toner', 'ink'], fr: ['cartouche', 'toner', 'encre'] } as const;

const wordsOf = (text: string) => folded(text).match(/[\p{L}\p{N}]+/gu) ?? [];
/** Longest run of typed words tried as one model ('lumora lx 5600 mfp'). */
const MAX_RUN = 5;
/** A prefix shorter than this ('l1') names too many models to suggest from. */
const MIN_PREFIX = 3;

interface ModelKeys {
  model: string;
  /** Letters and digits after the maker's name ('lx5600mfp'), and cut after its last digit ('lx5600'). */
  keys: string[];
  /** The same, preceded by the maker's name ('lumoralx5600mfp'). */
  withMaker: string[];
}

const keysOf = (model: string): ModelKeys | null => {
  const [maker = '', ...rest] = wordsOf(model);
  const full = rest.join('');
  if (!/\d/.test(full) || !/\p{L}/u.test(full)) return null;
  const number = full.replace(/\D+$/u, '');
  const keys = number === full ? [full] : [full, number];
  return { model, keys, withMaker: keys.map((key) => maker + key) };
};

/** True when the typed words could name a printer model (one holds a digit): only then are the models worth looking up. */
export const mayNamePrinterModel = (words: readonly string[]): boolean => words.some((word) => /\d/.test(word));

/**
 * The printer models among `models` the typed words name, and the other words. With `lastIsPrefix` (search as you
 * type), the words ending the text may be the start of a model ('lx32', 'k-print').
 */
export function matchPrinterModels(typed: readonly string[], models: readonly string[], options: { lastIsPrefix?: boolean } = {}): PrinterModelMatch {
  const known = models.map(keysOf).filter((k): k is ModelKeys => k !== null);
  const words = typed.map(folded);
  const found = new Set<string>();
  const rest: string[] = [];
  for (let index = 0; index < words.length; ) {
    let matched = 0;
    for (let length = Math.min(MAX_RUN, words.length - index); length > 0 && matched === 0; length--) {
      const run = words.slice(index, index + length).join('');
      if (!/\d/.test(run)) continue;
      const asPrefix = options.lastIsPrefix === true && index + length === words.length && run.length >= MIN_PREFIX;
      for (const k of known) {
        const all = [...k.keys, ...k.withMaker];
        if (all.includes(run) || (asPrefix && all.some((key) => key.startsWith(run)))) {
          found.add(k.model);
          matched = length;
        }
      }
    }
    if (matched > 0) {
      index += matched;
    } else {
      rest.push(typed[index] as string);
      index += 1;
    }
  }
  return { models: models.filter((model) => found.has(model)), words: found.size === 0 ? [...typed] : rest };
}
