import type { Language } from '../i18n/locale.ts';
import { folded } from './folded.ts';

/**
 * Sizes typed as one word that names write apart: a size across ('24x36', '3x3', '12x9x6', the '5x11' of '8.5x11') is
 * '24 in x 36 in' in names, a quantity and its unit ('500ml', '1To', '128gb', '2m', '9v') is '500 mL', '1 To', '128 GB'.
 * Typed whole, each was one word no name holds: 'sticky notes 3x3' and 'hand soap 500ml' answered by the fallbacks,
 * which say no exact match was found, and '128gb' found nothing.
 */
const across = /^\d+(?:x\d+)+$/i;
/** Digits, then one to three letters: a unit or a model's letters ('264xl'), which search also matches typed whole. */
const quantity = /^(\d+)(\p{L}{1,3})$/u;
/**
 * The one-letter units names write after a number ('2 m', '5 L', '9 V', '60 W', '100 g') and the 'x' of a size. Another
 * letter is a model's ('12A', the HP toner): set apart, 'a' is an English little word, and 'toner 12A' matched '12 mm'.
 */
const oneLetterUnit = /^[mlgvwx]$/i;

/** The typed words with each size typed as one word set out as names write it ('24x36': '24', 'x', '36'). */
export function splitSizeWords(typed: readonly string[]): string[] {
  return typed.flatMap((word) => {
    if (across.test(word)) return word.toLowerCase().split('x').flatMap((number, index) => (index === 0 ? [number] : ['x', number]));
    const unit = quantity.exec(word);
    return unit && (unit[2] as string).length + (oneLetterUnit.test(unit[2] as string) ? 1 : 0) > 1 ? [unit[1] as string, unit[2] as string] : [word];
  });
}

/**
 * Garment sizes typed as buyers abbreviate them ('gloves xl', 'gants TG', 'safety vest XL'), as the catalogue's names
 * write them in the searcher's language ('Extra large', 'très grand'): typed so, they were words no name holds and the
 * fallbacks listed every size. Only abbreviations that are no other word: 'm' is a metre, 'l' a litre.
 */
const garmentSizes: Record<Language, ReadonlyMap<string, string>> = {
  en: new Map(Object.entries({ xs: 'extra small', xl: 'extra large', tg: 'extra large', tp: 'extra small', sm: 'small', med: 'medium', lg: 'large' })),
  fr: new Map(Object.entries({ xs: 'très petit', xl: 'très grand', tg: 'très grand', tp: 'très petit' })),
};

/**
 * The typed words with garment size abbreviations written out in `language`. Letters after a number stay as typed: they
 * are a model's ('264 XL', the '64xl' of 'HP 64XL').
 */
export function garmentSizeWords(words: readonly string[], language: Language): string[] {
  return words.flatMap((word, index) => {
    const size = garmentSizes[language].get(word.toLowerCase());
    return size === undefined || /^\d+$/.test(words[index - 1] ?? '') ? [word] : size.split(' ');
  });
}

/**
 * Units a count is written with after its number ('40 sheets', '4 tiroirs', '160 pages'): typed together, the number and
 * its unit say one thing and match side by side. Apart, '500 sheets' matched '500 mL' disinfectants whose description
 * mentions a safety data sheet. They say how many, not what kind (see head-word.ts).
 */
const countUnits = new Set([
  'sheet', 'sheets', 'page', 'pages', 'pocket', 'pockets', 'tab', 'tabs', 'drawer', 'drawers', 'shelf', 'shelves', 'seat', 'seats', 'compartments', 'compartment',
  'feuille', 'feuilles', 'pochette', 'pochettes', 'onglet', 'onglets', 'tiroir', 'tiroirs', 'tablette', 'tablettes', 'places', 'compartiment', 'compartiments',
  // Names write no ply ('toilet paper 2 ply'): a unit, not the kind asked for.
  'ply', 'plies', 'pli', 'plis',
]);

/** True for a unit a count is written with ('sheets', 'feuilles'), whatever its case and accents. */
export const isCountUnit = (word: string): boolean => countUnits.has(folded(word));

/** The fractions of an inch sizes are typed in, as the decimals names write ('12.5 in', '10,5 po'). */
const fractionDecimals: Readonly<Record<string, string>> = { '1/2': '5', '1/4': '25', '3/4': '75', '½': '5', '¼': '25', '¾': '75' };
const mixedNumber = /(?<![\p{L}\d.,/-])(\d+)(?:[ -]?([½¼¾])|[ -]+([13])\/([24]))(?![\d/])/gu;
const fractionAlone = /(?<![\p{L}\d.,/-])(?:([½¼¾])|([13])\/([24]))(?![\d/])/gu;

/**
 * A text with each fraction typed ('laminator 12 1/2', '1 1/2" binder', '1/2 inch', '10½') written as the decimal names
 * write ('12.5', '1.5', '0.5', '10.5'): the slash cut '12 1/2' into three numbers, so 'laminator 12 1/2' answered by the
 * fallback and '1 1/2 inch binder' listed the index dividers tabbed '1-31'. Halves and quarters only, whose decimals
 * names write; other slashes ('2026/27', '1/3') are left as typed.
 */
export function fractionsAsDecimals(text: string): string {
  const decimal = (glyph: string | undefined, numerator: string | undefined, denominator: string | undefined) =>
    fractionDecimals[glyph ?? `${numerator}/${denominator}`];
  return text
    .replace(mixedNumber, (typed, whole: string, glyph?: string, numerator?: string, denominator?: string) => {
      const digits = decimal(glyph, numerator, denominator);
      return digits === undefined ? typed : `${whole}.${digits}`;
    })
    .replace(fractionAlone, (typed, glyph?: string, numerator?: string, denominator?: string) => {
      const digits = decimal(glyph, numerator, denominator);
      return digits === undefined ? typed : `0.${digits}`;
    });
}
