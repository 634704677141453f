import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loadLaterCatalogue } from '@comptoir/core';
import { message } from './catalogue.ts';
import { accountMenuName, signIn } from './support/journey.ts';

// Issue 8: scripts/js-budget.mjs counts what the home page's first render loads, from the build's manifest;
// here Chromium checks that the page loads nothing else (the e2e server serves the web/dist it just built): not the
// later pages' texts either (decision 044), which come with the first later page.
const root = path.resolve(import.meta.dirname, '..', '..');

interface PageMeasure {
  page: string;
  buyer: boolean;
  files: Array<{ file: string; gzip: number }>;
  total: number;
}

const budget = (): PageMeasure[] => {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'js-budget.mjs'), '--dist', path.join(root, 'web', 'dist'), '--json'], { encoding: 'utf8' });
  return JSON.parse(run.stdout) as PageMeasure[];
};
const filesOf = (measures: PageMeasure[], home: string, buyer = false) =>
  measures.find((measure) => measure.page === home && measure.buyer === buyer)?.files.map(({ file }) => file) ?? [];

const scriptsLoadedBy = (page: Page): Set<string> => {
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) loaded.add(pathname.slice(1));
  });
  return loaded;
};

/**
 * What i18next shows for a text it does not have: a key of the later texts (decision 044), which the home page never
 * loads. Keys go on in lowercase after the group: a sentence ending before the next element's capital ('past orders.'
 * 'Continue') is not one.
 */
const laterKey = async () => new RegExp(`\\b(?:${Object.keys(await loadLaterCatalogue('en-CA')).join('|')})\\.[a-z]`);

/** The home page loads exactly the scripts its row counts, and shows every text it has (no later text's key). */
const expectOnlyCounted = async (page: Page, home: '/en' | '/fr', buyer: boolean, loaded: Set<string>) => {
  await page.waitForLoadState('networkidle');
  const counted = filesOf(budget(), home, buyer);
  expect(counted.length).toBeGreaterThan(3);
  expect([...loaded].sort()).toEqual(counted.sort());
  await expect(page.locator('body')).not.toContainText(await laterKey());
};

for (const [home, locale] of [['/en', 'en-CA'], ['/fr', 'fr-CA']] as const) {
  test(`the home page ${home} loads only the scripts its performance budget counts`, async ({ page }) => {
    const loaded = scriptsLoadedBy(page);
    await page.goto(home);
    await expect(page.getByRole('heading', { level: 1, name: message(locale, 'home.title') })).toBeVisible();
    await expectOnlyCounted(page, home, false, loaded);
  });

  test(`the home page ${home} of a buyer restored from the cookie loads only the scripts its performance budget counts`, async ({ browser, page }) => {
    await signIn(page, locale, 'buyer-on');
    // A new context with the session cookies and an empty cache: the visit after the sign-in.
    const context = await browser.newContext({ storageState: await page.context().storageState() });
    const visit = await context.newPage();
    const loaded = scriptsLoadedBy(visit);
    await visit.goto(home);
    await expect(visit.getByRole('heading', { level: 1, name: message(locale, 'home.title') })).toBeVisible();
    await expect(visit.getByRole('button', { name: accountMenuName(locale) })).toBeVisible();
    await expectOnlyCounted(visit, home, true, loaded);
    await context.close();
  });
}

/** The chunk the build the e2e server serves made of a source file (path from web/). */
const chunkOf = (source: string): string => (JSON.parse(readFileSync(path.join(root, 'web', 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string } | undefined>)[source]?.file ?? '';

test('a later page comes with the later texts; the other language, with its later texts, is fetched when the switch is pointed at and the page changes language in place', async ({ page }) => {
  const loaded = scriptsLoadedBy(page);
  const catalogueChunk = (file: string) => chunkOf(`../core/src/i18n/${file}`);
  const [english, englishLater, frenchLater] = [catalogueChunk('en-CA.json'), catalogueChunk('later-en-CA.json'), catalogueChunk('later-fr-CA.json')] as const;
  expect([english, englishLater, frenchLater].every((file) => file.endsWith('.js'))).toBe(true);
  await page.goto('/fr');
  await expect(page.getByRole('heading', { level: 1, name: message('fr-CA', 'home.title') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loaded.has(frenchLater)).toBe(false);

  // A guest's empty cart: its link back to shopping is a later text (checkout.continueShopping).
  await page.locator('.site-header__cart').click();
  await expect(page.getByRole('link', { name: message('fr-CA', 'checkout.continueShopping') })).toBeVisible();
  expect(loaded.has(frenchLater)).toBe(true);
  await expect(page.locator('body')).not.toContainText(await laterKey());
  await page.waitForLoadState('networkidle');
  expect([loaded.has(english), loaded.has(englishLater)]).toEqual([false, false]);

  await page.getByRole('link', { name: 'English' }).hover();
  await expect.poll(() => [loaded.has(english), loaded.has(englishLater)]).toEqual([true, true]);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/shopping-cart$/);
  await expect(page.getByRole('link', { name: message('en-CA', 'checkout.continueShopping') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.locator('body')).not.toContainText(await laterKey());
});
