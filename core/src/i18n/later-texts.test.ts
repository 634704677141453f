import { describe, expect, it, vi } from 'vitest';
import { followLocale, loadCatalogue, loadLaterCatalogue, type LanguageSwitchable } from './catalogue-loading.ts';
import { createLaterTexts } from './later-texts.ts';
import type { Locale } from './locale.ts';
import type { Catalogue } from './messages.ts';

/** A promise the test settles. */
const deferred = <T,>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

/** Lets promise chains finish (core has no timers). */
const settle = async () => {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
};

/** An i18next stand-in showing `language` with its catalogue, logging what is added to it and what it shows. */
const fakeI18n = (language: Locale) => {
  const bundles = new Set<string>([language]);
  const log: string[] = [];
  const i18n: LanguageSwitchable & { language: string } = {
    language,
    hasResourceBundle: (locale) => bundles.has(locale),
    addResourceBundle: (locale, _namespace, resources, deep, overwrite) => {
      bundles.add(locale);
      log.push(`${locale} ${'checkout' in resources ? 'later' : 'catalogue'}${deep ? ' deep' : ''}${overwrite === false ? ' keeping' : ''}`);
    },
    changeLanguage: async (locale) => {
      i18n.language = locale;
      log.push(`show ${locale}`);
    },
  };
  return { i18n, log };
};

/** Loaders the test answers one by one, each call logged. */
const controlledLoader = (real: (locale: Locale) => Promise<Catalogue>) => {
  const pending = new Map<Locale, ReturnType<typeof deferred<Catalogue>>>();
  const load = vi.fn((locale: Locale) => {
    const answer = deferred<Catalogue>();
    pending.set(locale, answer);
    return answer.promise;
  });
  const answer = async (locale: Locale) => pending.get(locale)?.resolve(await real(locale));
  const fail = (locale: Locale) => pending.get(locale)?.reject(new Error('chunk gone'));
  return { load, answer, fail };
};

describe('later texts (decision 044)', () => {
  it('none until a later page asks; then the language shown gets them, merged deep without replacing a text, fetched once for every asker', async () => {
    const { i18n, log } = fakeI18n('fr-CA');
    const later = controlledLoader(loadLaterCatalogue);
    const texts = createLaterTexts(i18n, later.load);
    expect([texts.neededBy('fr-CA'), texts.neededBy('en-CA')]).toEqual([false, false]);
    texts.prefetch('en-CA');
    expect(later.load).not.toHaveBeenCalled();

    let done = 0;
    // StrictMode's double effects and two pieces loading at once ask together.
    for (const ask of [texts.request(), texts.request()]) void ask.then(() => (done += 1));
    await settle();
    expect(done).toBe(0);
    await later.answer('fr-CA');
    await settle();
    expect([done, log, later.load.mock.calls]).toEqual([2, ['fr-CA later deep keeping'], [['fr-CA']]]);
    expect([texts.neededBy('fr-CA'), texts.neededBy('en-CA')]).toEqual([false, true]);
    await texts.request();
    expect(later.load).toHaveBeenCalledTimes(1);
  });

  it('a request overtaken by a switch resolves once the new language has them too', async () => {
    const { i18n, log } = fakeI18n('en-CA');
    const later = controlledLoader(loadLaterCatalogue);
    const texts = createLaterTexts(i18n, later.load);
    let done = false;
    void texts.request().then(() => (done = true));
    i18n.language = 'fr-CA';
    await later.answer('en-CA');
    await settle();
    expect(done).toBe(false);
    await later.answer('fr-CA');
    await settle();
    expect([done, log]).toEqual([true, ['en-CA later deep keeping', 'fr-CA later deep keeping']]);
  });

  it('a fetch that failed is asked again by the next page', async () => {
    const { i18n, log } = fakeI18n('en-CA');
    const later = controlledLoader(loadLaterCatalogue);
    const texts = createLaterTexts(i18n, later.load);
    const first = texts.request();
    later.fail('en-CA');
    await expect(first).rejects.toThrow('chunk gone');
    const second = texts.request();
    await later.answer('en-CA');
    await second;
    expect([later.load.mock.calls.length, log]).toEqual([2, ['en-CA later deep keeping']]);
  });
});

describe('followLocale with the later texts (decision 044)', () => {
  const setUp = (language: Locale) => {
    const { i18n, log } = fakeI18n(language);
    const catalogue = controlledLoader(loadCatalogue);
    const later = controlledLoader(loadLaterCatalogue);
    return { i18n, log, catalogue, later, texts: createLaterTexts(i18n, later.load) };
  };

  it('a page that never asked for them (the home page) switches with the catalogue alone', async () => {
    const { i18n, log, catalogue, later, texts } = setUp('en-CA');
    followLocale(i18n, 'fr-CA', () => undefined, catalogue.load, texts);
    await catalogue.answer('fr-CA');
    await settle();
    expect([log, later.load.mock.calls]).toEqual([['fr-CA catalogue', 'show fr-CA'], []]);
  });

  it('a page that has them fetches the new language’s beside its catalogue, adds them over it, and only then switches', async () => {
    const { i18n, log, catalogue, later, texts } = setUp('en-CA');
    later.load.mockImplementationOnce(loadLaterCatalogue);
    await texts.request();
    log.length = 0;
    followLocale(i18n, 'fr-CA', () => undefined, catalogue.load, texts);
    expect([catalogue.load.mock.calls, later.load.mock.calls.slice(1)]).toEqual([[['fr-CA']], [['fr-CA']]]);
    await later.answer('fr-CA');
    await settle();
    expect(log).toEqual([]);
    await catalogue.answer('fr-CA');
    await settle();
    expect(log).toEqual(['fr-CA catalogue', 'fr-CA later deep keeping', 'show fr-CA']);
  });

  it('a catalogue already there (the switch’s prefetch) still waits for the later texts', async () => {
    const { i18n, log, catalogue, later, texts } = setUp('en-CA');
    later.load.mockImplementationOnce(loadLaterCatalogue);
    await texts.request();
    i18n.addResourceBundle('fr-CA', 'translation', await loadCatalogue('fr-CA'));
    log.length = 0;
    followLocale(i18n, 'fr-CA', () => undefined, catalogue.load, texts);
    await settle();
    expect(log).toEqual([]);
    await later.answer('fr-CA');
    await settle();
    expect([log, catalogue.load.mock.calls]).toEqual([['fr-CA later deep keeping', 'show fr-CA'], []]);
  });

  it('a later page asking for them while the catalogue loads (a link from the home page to the other language’s cart) gets them before the switch', async () => {
    const { i18n, log, catalogue, later, texts } = setUp('en-CA');
    followLocale(i18n, 'fr-CA', () => undefined, catalogue.load, texts);
    void texts.request();
    await later.answer('en-CA');
    await catalogue.answer('fr-CA');
    await settle();
    expect(log).toEqual(['en-CA later deep keeping', 'fr-CA catalogue']);
    await later.answer('fr-CA');
    await settle();
    expect(log).toEqual(['en-CA later deep keeping', 'fr-CA catalogue', 'fr-CA later deep keeping', 'show fr-CA']);
  });

  it('later texts that cannot be fetched keep the language shown and report it', async () => {
    const { i18n, log, catalogue, later, texts } = setUp('en-CA');
    later.load.mockImplementationOnce(loadLaterCatalogue);
    await texts.request();
    const unavailable = vi.fn();
    followLocale(i18n, 'fr-CA', unavailable, catalogue.load, texts);
    await catalogue.answer('fr-CA');
    await settle();
    later.fail('fr-CA');
    await settle();
    expect(unavailable).toHaveBeenCalledTimes(1);
    expect(later.load).toHaveBeenCalledTimes(2);
    expect(log.filter((line) => line.startsWith('show'))).toEqual([]);
  });
});
