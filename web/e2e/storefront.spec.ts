import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@comptoir/core';
import { message } from './catalogue.ts';
import { expectAccessible, signIn, text } from './support/journey.ts';

interface MenuItem { Name: string; Url: string }

/** The top categories as the api gives them: the page must show exactly these, in this order. */
const topCategories = async (page: Page, locale: Locale): Promise<MenuItem[]> => {
  const response = await page.request.get('/api/menu/category/1/0', { headers: { 'Accept-Language': locale } });
  expect(response.status()).toBe(200);
  return (await response.json()) as MenuItem[];
};

const categoryHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

test('the home page lists the top categories in English, then in French after the language switch', async ({ page }) => {
  const english = await topCategories(page, 'en-CA');
  const french = await topCategories(page, 'fr-CA');
  expect(english.length).toBeGreaterThan(3);
  expect(english.map((item) => item.Name)).toContain('Paper');
  expect(french.map((item) => item.Name)).toContain('Papier');

  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('heading', { level: 1, name: message('en-CA', 'home.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: message('en-CA', 'home.shopByCategory') })).toBeVisible();
  await expect(categoryHeadings(page)).toHaveText(english.map((item) => item.Name));
  await expect(page.getByRole('link', { name: 'Paper', exact: true })).toHaveAttribute('href', `/en${english.find((item) => item.Name === 'Paper')?.Url}`);
  await expect(page.getByRole('link', { name: message('en-CA', 'nav.signIn'), exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: message('fr-CA', 'home.title') })).toBeVisible();
  await expect(categoryHeadings(page)).toHaveText(french.map((item) => item.Name));
  await expect(page.getByRole('link', { name: 'Papier', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: message('fr-CA', 'nav.signIn'), exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(categoryHeadings(page).first()).toHaveText(english[0]?.Name ?? '');
});

test('the site root sends French browsers to /fr and others to /en', async ({ browser }) => {
  for (const [locale, prefix] of [['fr-CA', '/fr'], ['en-CA', '/en']] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`${prefix}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await context.close();
  }
});

test('an unknown page shows the 404 page in the language of its prefix, and the switch keeps the page', async ({ page }) => {
  const response = await page.goto('/en/no-such-page?from=test');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: message('en-CA', 'notFound.title') })).toBeVisible();
  await expect(page.getByText(message('en-CA', 'notFound.body'))).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/no-such-page\?from=test$/);
  await expect(page.getByRole('heading', { level: 1, name: message('fr-CA', 'notFound.title') })).toBeVisible();

  await page.getByRole('link', { name: message('fr-CA', 'notFound.backHome') }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole('heading', { level: 1, name: message('fr-CA', 'home.title') })).toBeVisible();
});

test('a failed category menu shows the catalogue error, and "Try again" recovers', async ({ page }) => {
  // Without a content layout the home page shows the menu's tiles; the header's category menu and
  // those tiles both ask for the top categories: fail both.
  await page.route('**/svc/cms/cms/layout**', (route) => route.fulfill({ status: 500, json: { isSuccess: false, Messages: [] } }));
  let failures = 2;
  await page.route('**/api/menu/category/1/0', async (route) => {
    if (failures-- > 0) return route.fulfill({ status: 500, json: { isSuccess: false, Messages: [] } });
    return route.continue();
  });
  await page.goto('/en');
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: message('en-CA', 'errors.generic') })).toBeVisible();
  await page.getByRole('button', { name: message('en-CA', 'common.retry') }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Paper', exact: true })).toBeVisible();
});

/** Nothing is wider than the screen: the page never scrolls sideways (wide tables scroll in their own box). */
const expectFitsScreen = async (page: Page) => {
  const [scrollWidth, screenWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth, page.url()).toBeLessThanOrEqual(screenWidth);
};
const expectOnScreen = async (page: Page, name: string, role: 'button' | 'link') => {
  const box = await page.getByRole('banner').getByRole(role, { name }).first().boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320, `${name} on screen`).toBe(true);
};

test('on a phone (320 px, the WCAG reflow width) in French: header, results in list and table view, a guest cart and a buyer\'s orders fit the screen', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/fr');
  await expect(page.getByRole('heading', { level: 1, name: message('fr-CA', 'home.title') })).toBeVisible();
  await expectFitsScreen(page);
  await expectOnScreen(page, message('fr-CA', 'search.submit'), 'button');
  await expectOnScreen(page, 'English', 'link');

  await page.getByRole('combobox').fill('papier');
  await page.getByRole('combobox').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /papier/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectFitsScreen(page);
  const firstProduct = page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link');
  const productName = await firstProduct.textContent();
  await page.getByRole('radio', { name: message('fr-CA', 'search.viewTable') }).click();
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  await expectFitsScreen(page);

  await page.getByRole('main').getByRole('link', { name: productName ?? '' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: productName ?? '' })).toBeVisible();
  await expectFitsScreen(page);
  await page.getByRole('main').getByRole('button', { name: new RegExp(`^${message('fr-CA', 'cart.addToCart')} — `) }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: message('fr-CA', 'drawer.viewCart') }).click();
  await expect(page.getByRole('table', { name: message('fr-CA', 'cart.lines') })).toBeVisible();
  await expectFitsScreen(page);

  await signIn(page, 'fr-CA', 'buyer-qc');
  await expectFitsScreen(page);
  await expectOnScreen(page, text('fr-CA', 'account.menu', { name: 'Geneviève Gagnon' }), 'button');
  for (const path of ['/fr/orders/summaries/1', '/fr/browse-products/buyAgain']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    await expectFitsScreen(page);
  }
  await expectAccessible(page);
});
