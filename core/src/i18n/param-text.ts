import { formatNumber } from '../money/money.ts';
import type { Locale } from './locale.ts';

/**
 * A placeholder's value as the locale writes it: a number (a count, a quantity, a limit) with the locale's
 * digit grouping (en-CA 2,006, fr-CA 2 006); a text as it is, so identifiers and years are passed as text.
 * Its own module: the storefront's i18next uses it without the catalogues messages.ts bundles (decision 026).
 */
export const paramText = (locale: Locale, value: string | number): string => (typeof value === 'number' ? formatNumber(value, locale) : value);
