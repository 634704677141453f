import type { Locale } from '@comptoir/core';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accountMenuName, expectAccessible, PASSWORD, signIn, text } from './support/journey.ts';

const en = 'en-CA' as const;
const fr = 'fr-CA' as const;
const UNKNOWN = 'EW999999999';

/** The newest order number in a buyer's submitted orders, read from the list as the buyer sees it. */
const newestOrderNumber = async (page: Page, locale: Locale): Promise<string> => {
  await page.goto(`/${locale === fr ? 'fr' : 'en'}/orders/summaries/1`);
  await page.getByLabel(text(locale, 'orders.window')).selectOption({ label: text(locale, 'orders.allOrders') });
  const first = page.getByRole('table', { name: text(locale, 'orders.list') }).getByRole('link').first();
  await expect(first).toBeVisible();
  const orderNumber = (await first.textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^EW\d+$/);
  return orderNumber;
};

/** Another client's buyer's order number, read in a browser context of its own. */
const orderNumberOf = async (browser: Browser, locale: Locale, logonName: string): Promise<string> => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, locale, logonName);
    return await newestOrderNumber(page, locale);
  } finally {
    await context.close();
  }
};

const lookUp = async (page: Page, locale: Locale, entry: string) => {
  await page.getByRole('textbox', { name: text(locale, 'findOrder.numberLabel') }).fill(entry);
  await page.getByRole('button', { name: text(locale, 'findOrder.submit') }).click();
};

test('English: a guest is asked to sign in and comes back; bad entries are refused on the field; unknown and other-client numbers are not found; the buyer’s own order opens; order search falls back to Find your order', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const otherClientOrder = await orderNumberOf(browser, fr, 'buyer-qc');

  await page.goto('/en/orders/find-your-order?number=EW42');
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'findOrder.title') })).toBeVisible();
  await expect(page.getByText(text(en, 'findOrder.signInPrompt'))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: text(en, 'nav.signIn') }).click();
  await page.getByLabel(text(en, 'signIn.logonName')).fill('buyer-on');
  await page.getByLabel(text(en, 'signIn.password')).fill(PASSWORD);
  await page.getByRole('button', { name: text(en, 'signIn.submit') }).click();
  await expect(page).toHaveURL(/\/en\/orders\/find-your-order\?number=EW42$/);
  const field = page.getByRole('textbox', { name: text(en, 'findOrder.numberLabel') });
  await expect(field).toHaveValue('EW42');

  const ownOrder = await newestOrderNumber(page, en);
  await page.goto('/en/orders/find-your-order');
  await page.getByRole('button', { name: text(en, 'findOrder.submit') }).click();
  await expect(page.getByText(text(en, 'findOrder.numberRequired'))).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(text(en, 'findOrder.numberRequired')));
  await lookUp(page, en, 'GR12');
  await expect(page.getByText(text(en, 'findOrder.numberInvalid'))).toBeVisible();
  await expect(field).toBeFocused();
  await expectAccessible(page);

  for (const number of [UNKNOWN, otherClientOrder]) {
    await lookUp(page, en, number);
    const outcome = page.getByRole('alert').filter({ hasText: text(en, 'findOrder.notFound', { orderNumber: number }) });
    await expect(outcome).toBeVisible();
    await expect(outcome).toBeFocused();
    await expect(outcome.getByText(text(en, 'findOrder.nextSteps'))).toBeVisible();
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByRole('alert').getByRole('link', { name: text(en, 'checkout.viewSubmittedOrders') })).toHaveAttribute('href', '/en/orders/summaries/1');
  await expectAccessible(page);

  await lookUp(page, en, ` ${ownOrder.toLowerCase()} `);
  await expect(page).toHaveURL(/\/en\/orders\/submitted\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'orders.orderTitle', { orderNumber: ownOrder }) })).toBeVisible();

  // The order summaries' search: no match, then the spec's fallback hint leads to Find your order with the search kept.
  await page.goto('/en/orders/summaries/1');
  const search = page.getByRole('search', { name: text(en, 'orders.searchLabel') });
  await search.getByRole('searchbox', { name: text(en, 'orders.searchLabel') }).fill(UNKNOWN);
  await search.getByRole('button', { name: text(en, 'orders.searchSubmit') }).click();
  await expect(page.getByText(text(en, 'dashboard.noMatches'))).toBeVisible();
  await expect(page.getByText(text(en, 'dashboard.findYourOrderHint'))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: text(en, 'dashboard.findYourOrder') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'findOrder.title') })).toBeVisible();
  await expect(field).toHaveValue(UNKNOWN);
});

test('French: from the account menu, a Quebec buyer finds an order in French; another client’s number and unknown numbers are not found', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const otherClientOrder = await orderNumberOf(browser, en, 'buyer-on');
  await signIn(page, fr, 'buyer-qc');
  const ownOrder = await newestOrderNumber(page, fr);

  await page.getByRole('button', { name: accountMenuName(fr) }).click();
  await page.getByRole('link', { name: text(fr, 'account.findOrder') }).click();
  await expect(page).toHaveURL(/\/fr\/orders\/find-your-order$/);
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'findOrder.title') })).toBeVisible();
  await expectAccessible(page);

  const field = page.getByRole('textbox', { name: text(fr, 'findOrder.numberLabel') });
  await lookUp(page, fr, 'EW12-34');
  await expect(page.getByText(text(fr, 'findOrder.numberInvalid'))).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  for (const number of [UNKNOWN, otherClientOrder]) {
    await lookUp(page, fr, number);
    const outcome = page.getByRole('alert').filter({ hasText: text(fr, 'findOrder.notFound', { orderNumber: number }) });
    await expect(outcome).toBeVisible();
    await expect(outcome).toBeFocused();
    await expect(outcome.getByText(text(fr, 'findOrder.nextSteps'))).toBeVisible();
  }
  await expectAccessible(page);

  await lookUp(page, fr, ownOrder.slice(2));
  await expect(page).toHaveURL(/\/fr\/orders\/submitted\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'orders.orderTitle', { orderNumber: ownOrder }) })).toBeVisible();
  const summary = page.getByRole('complementary', { name: text(fr, 'orderDetails.summary') });
  await expect(summary.getByText(/^TPS \(5/)).toBeVisible();
  await expect(summary.getByText(/^TVQ \(9,975/)).toBeVisible();
  await expectAccessible(page);
});
