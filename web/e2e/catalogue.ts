import { readFileSync } from 'node:fs';
import type { CatalogueKey, Locale } from '@comptoir/core';

// core imports its JSON catalogue without an import attribute, which Node's ESM loader (used by
// Playwright) refuses; the browser tests read the same files directly.
type Tree = { [key: string]: string | Tree };
const catalogues = new Map<Locale, Tree>();
const catalogue = (locale: Locale): Tree => {
  if (!catalogues.has(locale)) {
    catalogues.set(locale, JSON.parse(readFileSync(new URL(`../../core/src/i18n/${locale}.json`, import.meta.url), 'utf8')) as Tree);
  }
  return catalogues.get(locale) as Tree;
};

/** The catalogue text of a key (no placeholders), as the app shows it. */
export const message = (locale: Locale, key: CatalogueKey): string => {
  const text = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalogue(locale));
  if (typeof text !== 'string') throw new Error(`No ${locale} text for ${key}`);
  return text;
};
