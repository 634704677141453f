/** The two locales of the product (spec §1: en and fr, sent as en-CA and fr-CA). English is the default. */
export const locales = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof locales)[number];
export type Language = 'en' | 'fr';

export const defaultLocale: Locale = 'en-CA';

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/**
 * Maps a language code, URL prefix, culture code or Accept-Language value to a locale.
 * Anything French (`fr`, `fr-CA`, `FR_ca`, `fr-FR,fr;q=0.9`) is fr-CA; everything else
 * (including en-US, which the spec says also appears) falls back to English.
 */
export const localeFromLanguage = (language: string | null | undefined): Locale => {
  const primary = (language ?? '').trim().toLowerCase().split(/[-_,;]/)[0];
  return primary === 'fr' ? 'fr-CA' : 'en-CA';
};

/** The two-letter language of a locale: the URL prefix (/en, /fr) and the `language` field of search bodies. */
export const languageOf = (locale: Locale): Language => (locale === 'fr-CA' ? 'fr' : 'en');

/** The language switch toggles between the two (spec §4 'Language'). */
export const otherLocale = (locale: Locale): Locale => (locale === 'fr-CA' ? 'en-CA' : 'fr-CA');
