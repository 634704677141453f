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
  /** Makers whose printers the typed words named for what a supply is for ('toner for Lumora printer': lumora), folded. */
  makers?: string[];
}

/** Words after which a supply says what it is for ('toner for …', 'cartouche pour …'). */
const purposeWords = new Set(['for', 'pour']);
/** Little words between that word and the printer ('for my', 'pour les'). */
const articleWords = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'un', 'une', 'le', 'la', 'les', 'l', 'des', 'mon', 'ma', 'mes', 'notre', 'nos', 'votre', 'vos']);
/** The machines supplies fit. */
const machineWords = new Set([
  'printer', 'printers', 'copier', 'copiers', 'mfp', 'imprimante', 'imprimantes', 'copieur', 'copieurs', 'photocopieur', 'photocopieurs',
  'photocopieuse', 'photocopieuses',
]);

/** Words that end what a supply is for ('for Lumora and …'). */
const joiningWords = new Set(['and', 'with', 'or', 'et', 'avec', 'ou', 'for', 'pour']);
/** Words read after 'for' for the printer: the maker, the machine and a word or two saying which ('laser', 'Tech'). */
const PRINTER_WORDS = 4;

/**
 * The end of a maker's printers named for what a supply is for, from `start` ('for Lumora printer', 'pour imprimante
 * laser Lumora', 'for my Lumora', 'for Polaris Tech printers'), and the maker; null when the words there name none. Every
 * typed word was required, and the toner cartridges' text says 'laser printing', not 'printer': 'toner for Lumora
 * printer' listed Lumora's fuser kits. Without a machine word, the maker comes first ('toner for Lumora').
 */
function makersPrinters(words: readonly string[], start: number, makers: ReadonlySet<string>): { end: number; maker: string } | null {
  if (!purposeWords.has(words[start] ?? '')) return null;
  let first = start + 1;
  while (articleWords.has(words[first] ?? '')) first += 1;
  const window: string[] = [];
  for (let at = first; at < words.length && window.length < PRINTER_WORDS && !joiningWords.has(words[at] as string); at += 1) window.push(words[at] as string);
  const makerAt = window.findIndex((word) => makers.has(word));
  const lastMachine = window.map((word) => machineWords.has(word)).lastIndexOf(true);
  if (makerAt === -1 || (lastMachine === -1 && makerAt > 0)) return null;
  return { end: first + Math.max(makerAt, lastMachine) + 1, maker: window[makerAt] as string };
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

/**
 * True when the typed words could name a printer model (one holds a digit) or a maker's printers (what a supply is for):
 * only then are the models worth looking up.
 */
export const mayNamePrinterModel = (words: readonly string[]): boolean => words.some((word) => /\d/.test(word) || purposeWords.has(folded(word)));

/**
 * The printer models among `models` the typed words name, and the other words. With `lastIsPrefix` (search as you
 * type), the words ending the text may be the start of a model ('lx32', 'k-print').
 */
export function matchPrinterModels(typed: readonly string[], models: readonly string[], options: { lastIsPrefix?: boolean } = {}): PrinterModelMatch {
  const known = models.map(keysOf).filter((k): k is ModelKeys => k !== null);
  const words = typed.map(folded);
  const found = new Set<string>();
  const rest: string[] = [];
  const makers = new Set(models.map((model) => wordsOf(model)[0] ?? ''));
  const named: string[] = [];
  for (let index = 0; index < words.length; ) {
    const printers = makersPrinters(words, index, makers);
    if (printers) {
      models.filter((model) => wordsOf(model)[0] === printers.maker).forEach((model) => found.add(model));
      named.push(printers.maker);
      index = printers.end;
      continue;
    }
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
  const match = { models: models.filter((model) => found.has(model)), words: found.size === 0 ? [...typed] : rest };
  return named.length === 0 ? match : { ...match, makers: [...new Set(named)] };
}
