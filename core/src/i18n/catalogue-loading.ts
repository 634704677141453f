import { isLocale, locales, type Locale } from './locale.ts';
import type { Catalogue } from './messages.ts';
import { paramText } from './param-text.ts';
import type { LaterTexts } from './later-texts.ts';

/** Fetches one locale's catalogue, or one part of it. */
export type CatalogueLoader = (locale: Locale) => Promise<Catalogue>;

/**
 * The storefront's first-render catalogue of one locale, each in its own chunk (issue 8): a browser loads only the
 * language on screen and fetches the other one when the buyer switches. It holds every text the home page can show;
 * the later pages' texts come with them (loadLaterCatalogue). Servers and tests use `messages`.
 */
export const loadCatalogue: CatalogueLoader = async (locale) =>
  (locale === 'fr-CA' ? await import('./fr-CA.json', { with: { type: 'json' } }) : await import('./en-CA.json', { with: { type: 'json' } })).default;

/**
 * The storefront's texts that its first render never shows (decision 044: checkout, orders, templates, product …), a
 * chunk of their own per locale, so that the home page loads without them and every later page with them.
 */
export const loadLaterCatalogue: CatalogueLoader = async (locale) =>
  (locale === 'fr-CA' ? await import('./later-fr-CA.json', { with: { type: 'json' } }) : await import('./later-en-CA.json', { with: { type: 'json' } })).default;

/** Every storefront text of one locale, both parts: what the storefront has once a later page has loaded. */
export const loadStorefrontCatalogue: CatalogueLoader = async (locale) => {
  const [firstRender, later] = await Promise.all([loadCatalogue(locale), loadLaterCatalogue(locale)]);
  return { ...firstRender, ...later };
};

/**
 * The admin console's catalogue (decisions 026 and 047): its own `admin` texts and the few storefront groups it shows
 * (common, nav, auth, errors, fields, account, signIn, notFound), one chunk per locale, so that the console loads
 * neither the other language nor the storefront's pages' texts.
 */
export const loadConsoleCatalogue: CatalogueLoader = async (locale) =>
  (locale === 'fr-CA' ? await import('./console-fr-CA.ts') : await import('./console-en-CA.ts')).default;

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
  addResourceBundle(language: string, namespace: string, resources: Catalogue, deep?: boolean, overwrite?: boolean): unknown;
  changeLanguage(language: string): Promise<unknown>;
}

/**
 * Makes i18next show a locale: at once when its catalogue is loaded (a switch never shows a mixed
 * page), otherwise once it is, the page keeping its texts meanwhile. `unavailable` runs when it cannot
 * be loaded (a newer build replaced its chunk). Returns a cancel, for a switch overtaken by another.
 * The catalogue is loaded here rather than through i18next's `loadLanguages`, which answers at once for a
 * language whose load is already under way (the switch's prefetch on hover), before its catalogue is in.
 * With `later` (the storefront, decision 044), a page that has the later texts switches only once the new
 * language's are in too, fetched beside its catalogue; a page that never asked for them (the home page) stays without.
 */
export const followLocale = (i18n: LanguageSwitchable, locale: Locale, unavailable: () => void, load: CatalogueLoader, later?: LaterTexts): (() => void) => {
  let wanted = true;
  if (i18n.language === locale) return () => undefined;
  const show = () => void i18n.changeLanguage(locale);
  const loaded = () => i18n.hasResourceBundle(locale, 'translation');
  const ready = () => loaded() && !later?.neededBy(locale);
  const bring = async () => {
    // Again while a later page asks for the later texts as the catalogue arrives (a link from the home page to the other language's cart).
    while (!ready()) {
      later?.prefetch(locale);
      if (!loaded()) {
        const catalogue = await load(locale);
        if (!loaded()) i18n.addResourceBundle(locale, 'translation', catalogue);
      }
      if (later?.neededBy(locale)) await later.add(locale);
    }
  };
  if (ready()) show();
  else
    bring().then(
      () => {
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
