import { loadLaterCatalogue, type CatalogueLoader, type LanguageSwitchable } from './catalogue-loading.ts';
import { isLocale, type Locale } from './locale.ts';
import type { Catalogue } from './messages.ts';

/**
 * The storefront's later texts in one i18next instance (decision 044). None until a later page or piece asks for them;
 * from then on the language shown has them, and followLocale brings them along to every language switched to, so a
 * later page never shows a key.
 */
export interface LaterTexts {
  /** Adds the later texts of the language shown (and of the next one, if a switch came meanwhile); resolves once they are in. */
  request(): Promise<void>;
  /** Whether a switch to `locale` must bring its later texts first: a later page asked for them and they are not in yet. */
  neededBy(locale: Locale): boolean;
  /** Starts fetching a locale's later texts if a switch to it would need them (the switch's prefetch, beside its catalogue). */
  prefetch(locale: Locale): void;
  /** Adds a locale's later texts, fetched once however many ask for them (StrictMode's double effects, pieces loading together). */
  add(locale: Locale): Promise<void>;
}

/**
 * The later texts of `i18n`. They are merged into its bundle (deep, never replacing a text it holds), after the
 * locale's catalogue: i18next takes a language with any bundle for a loaded one, so followLocale adds the catalogue first.
 */
export const createLaterTexts = (i18n: Pick<LanguageSwitchable, 'language' | 'addResourceBundle'>, load: CatalogueLoader = loadLaterCatalogue): LaterTexts => {
  let requested = false;
  const held = new Set<Locale>();
  const fetching = new Map<Locale, Promise<Catalogue>>();
  const fetch = (locale: Locale): Promise<Catalogue> => {
    const known = fetching.get(locale);
    if (known) return known;
    // A failed fetch (a newer build replaced the chunk) is not kept: the next page asks again.
    const fetched = load(locale).catch((error: unknown) => {
      fetching.delete(locale);
      throw error;
    });
    fetching.set(locale, fetched);
    return fetched;
  };
  const neededBy = (locale: Locale) => requested && !held.has(locale);
  const add = async (locale: Locale) => {
    const texts = await fetch(locale);
    if (held.has(locale)) return;
    i18n.addResourceBundle(locale, 'translation', texts, true, false);
    held.add(locale);
  };
  return {
    request: async () => {
      requested = true;
      for (let shown = i18n.language; isLocale(shown) && !held.has(shown); shown = i18n.language) await add(shown);
    },
    neededBy,
    prefetch: (locale) => {
      if (neededBy(locale)) void fetch(locale).catch(() => undefined);
    },
    add,
  };
};
