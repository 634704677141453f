import type { Locale } from '../paths.ts';

// The hour is asked for as 'numeric' rather than through timeStyle: fr-CA's timeStyle writes '07 h 26' and
// '02 h 26 min 54 s', where a Canadian French reader writes '7 h 26' and '2 h 26 min 54 s' (no zero before the hour).
const clock = { hour: 'numeric', minute: '2-digit' } as const;

/**
 * A moment as the console shows it: 'December 3, 2026 at 4:47 p.m.', '3 décembre 2026 à 16 h 43', in the browser's
 * time zone unless one is given (tests).
 */
export const formatWhen = (iso: string, locale: Locale, timeZone?: string): string =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', ...clock, timeZone }).format(new Date(iso));

/** A time of day to the second, for a check that may be repeated within a minute: '2:26:54 a.m.', '2 h 26 min 54 s'. */
export const formatClockTime = (moment: Date, locale: Locale, timeZone?: string): string =>
  new Intl.DateTimeFormat(locale, { ...clock, second: '2-digit', timeZone }).format(moment);
