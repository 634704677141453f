import { isLocale, locales, type Locale } from './locale.ts';
import type { Catalogue } from './messages.ts';
import { paramText } from './param-text.ts';

/** Fetches one locale's catalogue: the storefront's or the admin console's. */
export type CatalogueLoader = (locale: Locale) => Promise<Catalogue>;

/**
 * The storefront's catalogue of one locale, each in its own chunk (issue 8): a browser loads only the language
 * on screen and fetches the other one when the buyer switches. Servers and tests use `messages`.
 */
export const loadCatalogue: CatalogueLoader = async (locale) =>
  (locale === 'fr-CA' ? await import('./fr-CA.json', { with: { type: 'json' } }) : await import('./en-CA.json', { with: { type: 'json' } })).default;

/**
 * The admin console's catalogue (decision 026): the storefront's texts it shares (common, errors, fields …)
 * and its own `admin` texts, a chunk of their own per locale so that the storefront never loads them.
 */
export const loadConsoleCatalogue: CatalogueLoader = async (locale) => {
  const [shared, own] = await Promise.all([
    loadCatalogue(locale),
    locale === 'fr-CA' ? import('./admin-fr-CA.json', { with: { type: 'json' } }) : import('./admin-en-CA.json', { with: { type: 'json' } }),
  ]);
  return { ...shared, ...own.default };
};

/**
 * An i18next backend over a catalogue loader: `changeLanguage` and `loadLanguages` fetch a catalogue not
 * loaded yet and switch only once it is there. Shaped as i18next's BackendModule (core does not depend on i18next).
 */
export const catalogueBackend = (load: CatalogueLoader) =>
  ({
    type: 'backend',
    // i18next 26.7+: `read` answers with a promise.
    callbackApi: false,
    init: (): void => undefined,
    read: (language: string): Promise<Catalogue> => (isLocale(language) ? load(language) : Promise.reject(new Error(`No catalogue for ${language}`))),
  }) as const;

/**
 * The i18next settings of every app, started with the catalogue of the page's locale already loaded
 * (synchronous first render). Placeholders are single-brace (`{X}`) as the spec writes them; React
 * escapes, so i18next does not.
 */
export const i18nextOptions = (locale: Locale, catalogue: Catalogue) => ({
  lng: locale,
  supportedLngs: [...locales],
  load: 'currentOnly' as const,
  // Both catalogues hold every key (the parity test), and a fallback language would load the other one too.
  fallbackLng: false as const,
  resources: { [locale]: { translation: catalogue } },
  partialBundledLanguages: true,
  // alwaysFormat: every placeholder goes through catalogueFormatter, so numbers follow the language as in formatMessage.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false, alwaysFormat: true },
  initAsync: false,
});

/**
 * The i18next formatter of every app (shaped as i18next's FormatterModule): a placeholder's value as
 * formatMessage writes it (paramText), so a count reads 2 006 on a French page and 2,006 on an English one.
 */
export const catalogueFormatter = {
  type: 'formatter',
  init: (): void => undefined,
  format: (value: unknown, _format: string | undefined, language: string | undefined): unknown =>
    isLocale(language) && (typeof value === 'number' || typeof value === 'string') ? paramText(language, value) : value,
  add: (): void => undefined,
  addCached: (): void => undefined,
} as const;

/** The part of an i18next instance that a language switch uses. */
export interface LanguageSwitchable {
  readonly language: string;
  hasResourceBundle(language: string, namespace: string): boolean;
  addResourceBundle(language: string, namespace: string, resources: Catalogue): unknown;
  changeLanguage(language: string): Promise<unknown>;
}

/**
 * Makes i18next show a locale: at once when its catalogue is loaded (a switch never shows a mixed
 * page), otherwise once it is, the page keeping its texts meanwhile. `unavailable` runs when it cannot
 * be loaded (a newer build replaced its chunk). Returns a cancel, for a switch overtaken by another.
 * The catalogue is loaded here rather than through i18next's `loadLanguages`, which answers at once for a
 * language whose load is already under way (the switch's prefetch on hover), before its catalogue is in.
 */
export const followLocale = (i18n: LanguageSwitchable, locale: Locale, unavailable: () => void, load: CatalogueLoader): (() => void) => {
  let wanted = true;
  if (i18n.language === locale) return () => undefined;
  const show = () => void i18n.changeLanguage(locale);
  if (i18n.hasResourceBundle(locale, 'translation')) show();
  else
    load(locale).then(
      (catalogue) => {
        if (!i18n.hasResourceBundle(locale, 'translation')) i18n.addResourceBundle(locale, 'translation', catalogue);
        if (wanted) show();
      },
      () => {
        if (wanted) unavailable();
      },
    );
  return () => {
    wanted = false;
  };
};
