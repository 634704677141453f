import { dateTimeFormat } from '../i18n/intl-formats.ts';
import type { Locale } from '../i18n/locale.ts';

/** A calendar day as ISO `yyyy-mm-dd` (or a longer ISO date-time string), or a Date instant. */
export type DateInput = Date | string;
export type IsoDate = string;

/** Canada spans six time zones; 'today' for business rules is taken in Eastern time unless a zone is given. */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

/** Spec §9: a date of 1900-01-01 means no date. */
export const NO_DATE: IsoDate = '1900-01-01';

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day of an input: strings keep their written day; instants are read in the given time zone. */
export const toIsoDate = (input: DateInput, timeZone: string = DEFAULT_TIME_ZONE): IsoDate => {
  if (typeof input === 'string') {
    const match = isoDayPattern.exec(input);
    if (!match) throw new RangeError(`Not an ISO date: ${input}`);
    return match[0];
  }
  if (Number.isNaN(input.getTime())) throw new RangeError('Invalid Date');
  // en-CA's numeric date is yyyy-mm-dd.
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(input);
};

export const isNoDate = (input: DateInput | null | undefined): boolean => {
  if (input === null || input === undefined) return true;
  if (typeof input === 'string') return input.trim() === '' || input.startsWith(NO_DATE);
  return Number.isNaN(input.getTime()) || input.getUTCFullYear() <= 1900;
};

const toUtc = (iso: IsoDate): Date => {
  const [year, month, day] = toIsoDate(iso).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};
const fromUtc = (date: Date): IsoDate => date.toISOString().slice(0, 10);

/** Builds an ISO day from parts (month 1-12). */
export const isoDate = (year: number, month: number, day: number): IsoDate => fromUtc(new Date(Date.UTC(year, month - 1, day)));

export const addDays = (iso: IsoDate, days: number): IsoDate => {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
};

/** 0 Sunday … 6 Saturday. */
export const dayOfWeek = (iso: IsoDate): number => toUtc(iso).getUTCDay();
export const isWeekend = (iso: IsoDate): boolean => dayOfWeek(iso) === 0 || dayOfWeek(iso) === 6;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);

/** Spec §9: the two display formats. 'short' is 'dd MMM yyyy'; 'long' is 'MMMM dd, yyyy' (en) or 'dd MMMM yyyy' (fr). */
export type DateStyle = 'short' | 'long';

const partsOf = (iso: IsoDate, locale: Locale, month: 'short' | 'long'): Record<string, string> =>
  Object.fromEntries(
    dateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month, year: 'numeric' })
      .formatToParts(toUtc(iso))
      .map((part) => [part.type, part.value]),
  );

/**
 * Formats a calendar day in the spec's formats. Built from Intl's parts so the order is the spec's
 * whatever the ICU version; the no-date value (1900-01-01) formats as an empty string.
 */
export const formatDate = (input: DateInput | null | undefined, locale: Locale, style: DateStyle = 'long'): string => {
  if (input === null || input === undefined || isNoDate(input)) return '';
  const iso = toIsoDate(input);
  const { day, month, year } = partsOf(iso, locale, style === 'short' ? 'short' : 'long');
  if (style === 'long' && locale === 'en-CA') return `${month} ${day}, ${year}`;
  return `${day} ${month} ${year}`;
};

/** Spec §9: date windows for order lists; -1 is all orders. */
export const DATE_WINDOWS = [30, 60, 90, 180, -1] as const;
export type DateWindow = (typeof DATE_WINDOWS)[number];
export const ALL_ORDERS_WINDOW = -1;

/** The first day inside a window ending today, or null for all orders. */
export const windowStart = (today: IsoDate, window: DateWindow): IsoDate | null => (window === ALL_ORDERS_WINDOW ? null : addDays(today, -window));
