import { describe, expect, it, vi } from 'vitest';
import adminEn from './admin-en-CA.json' with { type: 'json' };
import adminFr from './admin-fr-CA.json' with { type: 'json' };
import storefrontEn from './en-CA.json' with { type: 'json' };
import laterEn from './later-en-CA.json' with { type: 'json' };
import laterFr from './later-fr-CA.json' with { type: 'json' };
import { catalogueBackend, catalogueFormatter, followLocale, i18nextOptions, loadCatalogue, loadConsoleCatalogue, loadLaterCatalogue, loadStorefrontCatalogue, type LanguageSwitchable } from './catalogue-loading.ts';
import { locales, type Locale } from './locale.ts';
import { messages, type Catalogue } from './messages.ts';

/** A catalogue without the given groups. */
const without = (catalogue: Catalogue, groups: readonly string[]): Catalogue => Object.fromEntries(Object.entries(catalogue).filter(([group]) => !groups.includes(group)));
const laterGroups = Object.keys(laterEn);

describe('catalogue loading (issue 8: one language per page)', () => {
  it('loads each locale’s first-render catalogue on its own: every text but the later pages’ and the admin console’s', async () => {
    for (const locale of locales) {
      expect(messages[locale].admin).toBeDefined();
      expect(await loadCatalogue(locale)).toEqual(without(messages[locale], ['admin', ...laterGroups]));
    }
  });

  it('decision 044: the later texts are whole groups of their own, the same in both languages, loaded per locale', async () => {
    expect(laterGroups).toEqual(Object.keys(laterFr));
    expect(laterGroups.filter((group) => group in storefrontEn || group in adminEn)).toEqual([]);
    expect(laterGroups).toEqual(expect.arrayContaining(['checkout', 'templates', 'orders', 'orderDetails', 'findOrder', 'compare', 'payments', 'billing', 'changePassword', 'backOrdered', 'buyAgain']));
    // The home page shows these (the header's cart, the order-hold notice, toasts, search suggestions …).
    expect(laterGroups.filter((group) => ['common', 'nav', 'errors', 'auth', 'cart', 'orderHold', 'home', 'toast', 'search', 'account', 'branding'].includes(group))).toEqual([]);
    for (const locale of locales) {
      const later = await loadLaterCatalogue(locale);
      expect(later).toEqual(Object.fromEntries(laterGroups.map((group) => [group, messages[locale][group]])));
      const { admin: _admin, ...storefront } = messages[locale];
      expect(await loadStorefrontCatalogue(locale)).toEqual(storefront);
    }
  });

  it('decision 026: the admin console’s files hold only its own namespace', () => {
    expect([Object.keys(adminEn), Object.keys(adminFr)]).toEqual([['admin'], ['admin']]);
  });

  it('decision 047: the console’s catalogue is its own texts and the storefront groups it shows, whole, the same in both languages', async () => {
    const shown = ['common', 'nav', 'auth', 'errors', 'fields', 'account', 'signIn', 'notFound', 'admin'];
    for (const locale of locales) {
      const catalogue = await loadConsoleCatalogue(locale);
      expect(Object.keys(catalogue).toSorted()).toEqual(shown.toSorted());
      expect(catalogue).toEqual(Object.fromEntries(shown.map((group) => [group, messages[locale][group]])));
    }
    // Neither the storefront's pages (checkout, orders …) nor the home page's own groups come along.
    expect(await loadConsoleCatalogue('en-CA')).not.toHaveProperty('checkout');
    expect(await loadConsoleCatalogue('en-CA')).not.toHaveProperty('home');
  });

  it('serves i18next as a promise backend over the given loader, refusing a language it has no catalogue for', async () => {
    expect(await catalogueBackend(loadConsoleCatalogue).read('fr-CA')).toEqual(await loadConsoleCatalogue('fr-CA'));
    expect(await catalogueBackend(loadCatalogue).read('fr-CA')).not.toHaveProperty('admin');
    await expect(catalogueBackend(loadCatalogue).read('de-DE')).rejects.toThrow('No catalogue for de-DE');
  });

  it('starts i18next with only the page locale loaded and no fallback language (which would load the other one)', () => {
    const options = i18nextOptions('fr-CA', messages['fr-CA']);
    expect(Object.keys(options.resources)).toEqual(['fr-CA']);
    expect(options).toMatchObject({ lng: 'fr-CA', fallbackLng: false, partialBundledLanguages: true, initAsync: false, interpolation: { prefix: '{', suffix: '}' } });
  });

  it('formats every placeholder as formatMessage does: numbers in the language, texts and anything else as given', () => {
    expect(i18nextOptions('en-CA', messages['en-CA']).interpolation.alwaysFormat).toBe(true);
    expect(catalogueFormatter.format(2006, undefined, 'fr-CA')).toBe('2\u00a0006');
    expect(catalogueFormatter.format(2006, undefined, 'en-CA')).toBe('2,006');
    expect(catalogueFormatter.format('EW4100216', undefined, 'en-CA')).toBe('EW4100216');
    expect(catalogueFormatter.format(2006, undefined, 'de-DE')).toBe(2006);
    const value = { a: 1 };
    expect(catalogueFormatter.format(value, undefined, 'fr-CA')).toBe(value);
    expect([catalogueFormatter.init(), catalogueFormatter.add(), catalogueFormatter.addCached()]).toEqual([undefined, undefined, undefined]);
  });
});

/** An i18next stand-in and a catalogue loader: `loadable` are the catalogues the loader can fetch. */
const fakeI18n = (language: string, loaded: string[], loadable: string[]) => {
  const bundles = new Set(loaded);
  const i18n: LanguageSwitchable & { shown: string[]; load: (locale: Locale) => Promise<Catalogue> } = {
    language,
    shown: [],
    hasResourceBundle: (locale) => bundles.has(locale),
    addResourceBundle: vi.fn((locale: string) => bundles.add(locale)),
    changeLanguage: vi.fn(async (locale: string) => {
      i18n.shown.push(locale);
    }),
    load: vi.fn(async (locale: Locale) => {
      if (!loadable.includes(locale)) throw new Error('chunk gone');
      return messages[locale];
    }),
  };
  return i18n;
};
/** Lets the stand-in's promise chains finish (core has no timers). */
const settle = async () => {
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
};

describe('followLocale', () => {
  it('switches at once to a loaded catalogue, and does nothing for the language shown', () => {
    const i18n = fakeI18n('en-CA', ['en-CA', 'fr-CA'], []);
    followLocale(i18n, 'fr-CA', () => undefined, i18n.load);
    expect(i18n.shown).toEqual(['fr-CA']);
    followLocale(fakeI18n('fr-CA', ['fr-CA'], []), 'fr-CA', () => undefined, i18n.load);
    expect(i18n.load).not.toHaveBeenCalled();
  });

  it('loads a catalogue first, then switches, unless another switch overtook it', async () => {
    const i18n = fakeI18n('en-CA', ['en-CA'], ['fr-CA']);
    followLocale(i18n, 'fr-CA', () => undefined, i18n.load);
    expect(i18n.shown).toEqual([]);
    await settle();
    expect(i18n.addResourceBundle).toHaveBeenCalledWith('fr-CA', 'translation', messages['fr-CA']);
    expect(i18n.shown).toEqual(['fr-CA']);

    const overtaken = fakeI18n('en-CA', ['en-CA'], ['fr-CA']);
    const cancel = followLocale(overtaken, 'fr-CA', () => undefined, overtaken.load);
    cancel();
    await settle();
    expect(overtaken.shown).toEqual([]);
  });

  it('reports a catalogue that cannot be loaded, keeping the language shown', async () => {
    const i18n = fakeI18n('en-CA', ['en-CA'], []);
    const unavailable = vi.fn();
    followLocale(i18n, 'fr-CA', unavailable, i18n.load);
    await settle();
    expect(unavailable).toHaveBeenCalledTimes(1);
    expect(i18n.shown).toEqual([]);
  });
});
