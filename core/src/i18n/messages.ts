import adminEn from './admin-en-CA.json' with { type: 'json' };
import adminFr from './admin-fr-CA.json' with { type: 'json' };
import storefrontEn from './en-CA.json' with { type: 'json' };
import storefrontFr from './fr-CA.json' with { type: 'json' };
import laterEn from './later-en-CA.json' with { type: 'json' };
import laterFr from './later-fr-CA.json' with { type: 'json' };
import { pluralRules } from './intl-formats.ts';
import { paramText } from './param-text.ts';
import type { Locale } from './locale.ts';

/** A nested catalogue: groups of message texts by area. */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

// Every text in one catalogue per language; browsers load its parts apart: the storefront's first render, the storefront's
// later pages (decision 044) and the admin console (decision 026).
const en = { ...storefrontEn, ...laterEn, ...adminEn };
const fr = { ...storefrontFr, ...laterFr, ...adminFr };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type PluralBase<K> = K extends `${infer B}_${'one' | 'other'}` ? B : never;

/** Every key of the catalogue, dot-separated (`quantity.belowMinimum`); plural keys also by their base name. */
export type CatalogueKey = Leaves<typeof en>;
export type MessageKey = CatalogueKey | PluralBase<CatalogueKey>;
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The i18next resources used by web, admin-console and api alike. Placeholders are single-brace
 * (`{X}`), so apps configure i18next with `interpolation: { prefix: '{', suffix: '}' }`;
 * plurals use i18next's `_one` / `_other` suffixes.
 */
export const messages: Readonly<Record<Locale, Catalogue>> = { 'en-CA': en, 'fr-CA': fr };

/** Flattens a catalogue to `[key, text]` pairs. */
export const flattenCatalogue = (catalogue: Catalogue, prefix = ''): Array<[string, string]> =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : flattenCatalogue(value, `${prefix}${key}.`),
  );

const flat: Readonly<Record<Locale, ReadonlyMap<string, string>>> = {
  'en-CA': new Map(flattenCatalogue(en)),
  'fr-CA': new Map(flattenCatalogue(fr)),
};

/** The placeholder names a text uses, sorted and without repeats. */
export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string))].sort();

/** The raw text of a key (no interpolation), or undefined when the catalogue has none. */
export const messageText = (locale: Locale, key: string, count?: number): string | undefined => {
  const texts = flat[locale];
  const exact = texts.get(key);
  if (exact !== undefined) return exact;
  if (count === undefined) return texts.get(`${key}_other`);
  const category = pluralRules(locale).select(count);
  return texts.get(`${key}_${category}`) ?? texts.get(`${key}_other`);
};

export const hasMessage = (locale: Locale, key: string): boolean => messageText(locale, key) !== undefined;

/**
 * Formats a message in a locale. Plural keys pick `_one`/`_other` from `params.count`
 * with the locale's plural rules (in French, 0 and 1 are singular). An unknown key returns the key
 * itself, as i18next does, so a missing text is visible but never breaks a screen; a placeholder
 * with no value is left as written. Numbers follow the locale (paramText).
 */
export const formatMessage = (locale: Locale, key: MessageKey | (string & {}), params: MessageParams = {}): string => {
  const count = typeof params.count === 'number' ? params.count : undefined;
  const text = messageText(locale, key, count);
  return text === undefined ? key : fillPlaceholders(locale, text, params);
};

/**
 * A text's `{name}` placeholders filled from the params' own members, numbers in the locale's way; one without a value is
 * left as written. Own members only: a placeholder named 'constructor' or 'toString' is not read off Object.prototype.
 */
export const fillPlaceholders = (locale: Locale, text: string, params: MessageParams): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? paramText(locale, params[name] as string | number) : whole));
