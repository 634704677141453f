import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogue, loadConsoleCatalogue, loadStorefrontCatalogue, type Catalogue, type CatalogueLoader } from '@comptoir/core';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

/** The app's own source files (tests excluded): what ships to the browser. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/**
 * Every key written as a literal: in a `t('…')` call, or anywhere when it names an `admin.` text (the console
 * keeps its labels in tables). Keys computed at run time cannot be read here; other dotted literals are mostly
 * machine event types ('drawer.viewCartClicked'), not texts.
 */
const literalKeys = (files: readonly string[]) =>
  files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*(['"`])([a-zA-Z]+(?:\.[a-zA-Z]\w*)+)\1|(['"`])(admin(?:\.[a-zA-Z]\w*)+)\3/g)].map((match) => ({
      file: file.slice(root.length),
      key: (match[2] ?? match[4]) as string,
    })),
  );

/** A key is there as a text, or as the base of plural forms (`_one`, `_other`). */
const holds = (catalogue: Catalogue, key: string) =>
  ['', '_one', '_other'].some((suffix) => {
    const value = `${key}${suffix}`.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
    return typeof value === 'string';
  });

// The storefront's first render shows only texts of its first part: web/e2e/js-budget.spec.ts looks for keys there.
const apps: ReadonlyArray<[string, CatalogueLoader]> = [
  ['web', loadStorefrontCatalogue],
  ['admin-console', loadConsoleCatalogue],
];

describe('the texts each app asks for are in the catalogue it loads (decision 026)', () => {
  it.each(apps)('%s: every literal key in both languages', async (app, load) => {
    const keys = literalKeys(sourceFiles(join(root, app, 'src')));
    // Guards the scan itself: a regular expression that stopped matching would make this test pass on nothing.
    expect(keys.length).toBeGreaterThan(50);
    for (const locale of ['en-CA', 'fr-CA'] as const) {
      const catalogue = await load(locale);
      expect(keys.filter(({ key }) => !holds(catalogue, key)).map(({ file, key }) => `${file}: ${key} (${locale})`)).toEqual([]);
    }
  });

  it('the scan finds a key the storefront does not load, such as an admin console text', async () => {
    const catalogue = await loadCatalogue('en-CA');
    expect(holds(catalogue, 'cart.title')).toBe(true);
    expect(holds(catalogue, 'admin.users.title')).toBe(false);
    expect(holds(await loadConsoleCatalogue('en-CA'), 'admin.users.title')).toBe(true);
  });
});
