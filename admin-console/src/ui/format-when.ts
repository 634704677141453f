import type { Locale } from '../paths.ts';

/** A moment as the console shows it: 'December 3, 2026 at 4:47 p.m.', '3 décembre 2026 à 16 h 43'. */
export const formatWhen = (iso: string, locale: Locale): string => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
