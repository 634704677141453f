import { numberFormat } from '../i18n/intl-formats.ts';
import type { Locale } from '../i18n/locale.ts';

/** Money is integer cents, CAD (architecture §2, spec §9). */
export type Cents = number;
export const CURRENCY = 'CAD';

const NBSP = '\u00a0';

/** Rejects anything that is not a safe integer number of cents: money never carries fractions of a cent. */
export const assertCents = (value: number): Cents => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer number of cents: ${value}`);
  return value;
};

/** Rounds half away from zero to whole cents (the tax and proration rounding, decision 003). */
export const roundHalfAwayFromZero = (value: number): Cents => {
  const rounded = Math.sign(value) * Math.round(Math.abs(value) + Number.EPSILON * Math.abs(value));
  return rounded === 0 ? 0 : rounded;
};

/** Dollars (as typed or as a decimal) to cents, rounded to the nearest cent. */
export const dollarsToCents = (dollars: number | string): Cents | undefined => {
  const value = typeof dollars === 'number' ? dollars : Number(dollars.replace(/[\s\u00a0\u202f$]/g, '').replace(',', '.'));
  if (typeof dollars === 'string' && dollars.trim() === '') return undefined;
  return Number.isFinite(value) ? roundHalfAwayFromZero(value * 100) : undefined;
};

export const centsToDollars = (cents: Cents): number => cents / 100;

export const sumCents = (values: readonly Cents[]): Cents => values.reduce((total, value) => total + value, 0);

/** Multiplies a unit price by a quantity. */
export const lineAmount = (unitCents: Cents, quantity: number): Cents => unitCents * quantity;

const formatterFor = (locale: Locale): Intl.NumberFormat =>
  numberFormat(locale, { style: 'currency', currency: CURRENCY, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Formats cents as CAD: en-CA `$1,234.56`, fr-CA `1 234,56 $` (spec §9: narrow symbol, 2 decimals).
 * French spaces are normalised to U+00A0 whatever the ICU version emits (some use U+202F), so texts
 * never wrap inside an amount and tests are stable across Node versions.
 */
export const formatMoney = (cents: Cents, locale: Locale): string =>
  formatterFor(locale)
    .format(cents / 100)
    .replace(/[\u202f\u0020]/g, NBSP);

/** Plain number formatting in a locale (quantities, counts), with the same space normalisation. */
export const formatNumber = (value: number, locale: Locale): string => numberFormat(locale).format(value).replace(/[\u202f\u0020]/g, NBSP);

/** Spec §9: the savings percentage is rounded (whole percent, never negative; 0 when there is no regular price). */
export const savingsPercentage = (regularCents: Cents, sellCents: Cents): number => {
  if (regularCents <= 0 || sellCents >= regularCents) return 0;
  return Math.round(((regularCents - sellCents) / regularCents) * 100);
};

/**
 * Splits an amount over weights in proportion, in whole cents, so the parts always add up to the
 * amount (largest remainder). Used to spread an order-level discount or fee over lines.
 */
export const allocateCents = (amount: Cents, weights: readonly number[]): Cents[] => {
  const totalWeight = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  if (weights.length === 0) return [];
  if (totalWeight === 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  const sign = amount < 0 ? -1 : 1;
  const absolute = Math.abs(amount);
  const exact = weights.map((weight) => (absolute * Math.max(0, weight)) / totalWeight);
  const parts = exact.map(Math.floor);
  let remainder = absolute - sumCents(parts);
  const order = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) })).sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (remainder <= 0) break;
    parts[index] = (parts[index] as number) + 1;
    remainder -= 1;
  }
  return parts.map((part) => (part === 0 ? 0 : sign * part));
};
