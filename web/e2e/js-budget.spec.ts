import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { message } from './catalogue.ts';
import { accountMenuName, signIn } from './support/journey.ts';

// Issue 8: scripts/js-budget.mjs counts what the home page's first render loads, from the build's manifest;
// here Chromium checks that the page loads nothing else (the e2e server serves the web/dist it just built).
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

for (const [home, locale] of [['/en', 'en-CA'], ['/fr', 'fr-CA']] as const) {
  test(`the home page ${home} loads only the scripts its performance budget counts`, async ({ page }) => {
    const loaded = scriptsLoadedBy(page);
    await page.goto(home);
    await expect(page.getByRole('heading', { level: 1, name: message(locale, 'home.title') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const counted = filesOf(budget(), home);
    expect(counted.length).toBeGreaterThan(3);
    expect([...loaded].sort()).toEqual(counted.sort());
  });
}

test('the home page of a buyer restored from the cookie loads only the scripts its performance budget counts', async ({ browser, page }) => {
  await signIn(page, 'en-CA', 'buyer-on');
  // A new context with the session cookies and an empty cache: the visit after the sign-in.
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const home = await context.newPage();
  const loaded = scriptsLoadedBy(home);
  await home.goto('/en');
  await expect(home.getByRole('heading', { level: 1, name: message('en-CA', 'home.title') })).toBeVisible();
  await expect(home.getByRole('button', { name: accountMenuName('en-CA') })).toBeVisible();
  await home.waitForLoadState('networkidle');
  expect([...loaded].sort()).toEqual(filesOf(budget(), '/en', true).sort());
  await context.close();
});

test('the other language is fetched when the switch is pointed at, and the page changes language in place', async ({ page }) => {
  const loaded = scriptsLoadedBy(page);
  const measures = budget();
  // The French page's scripts are the English page's with the French catalogue instead of the English one.
  const [french] = filesOf(measures, '/fr').filter((file) => !filesOf(measures, '/en').includes(file));
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: message('en-CA', 'notFound.title') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(french).toBeDefined();
  expect(loaded.has(french ?? '')).toBe(false);

  await page.getByRole('link', { name: 'Français' }).hover();
  await expect.poll(() => loaded.has(french ?? '')).toBe(true);
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/no-such-page$/);
  await expect(page.getByRole('heading', { level: 1, name: message('fr-CA', 'notFound.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
});
