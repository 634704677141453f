import { checkAddQuantity, fitQuantity, formatMoney, type BuyAgainItem, type Locale } from '@comptoir/core';
import { expect, test, type Page } from '@playwright/test';
import { clearCart, expectAccessible, signIn, text } from './support/journey.ts';

/** Opens Buy again and answers what the page was given (the api is the oracle for prices and rules). */
const openBuyAgain = async (page: Page, locale: Locale): Promise<BuyAgainItem[]> => {
  const answer = page.waitForResponse((response) => /\/svc\/orders\/buyers\/[^/]+\/buy-again$/.test(new URL(response.url()).pathname) && response.ok());
  await page.goto(`/${locale === 'fr-CA' ? 'fr' : 'en'}/browse-products/buyAgain`);
  await expect(page.getByRole('heading', { level: 1, name: text(locale, 'account.buyAgain') })).toBeVisible();
  return (await (await answer).json()) as BuyAgainItem[];
};

const rowOf = (page: Page, locale: Locale, item: BuyAgainItem) =>
  page.getByRole('table', { name: text(locale, 'buyAgain.list') }).getByRole('row').filter({ has: page.getByRole('cell', { name: item.ProductCode, exact: true }) });

const ruleOf = (item: BuyAgainItem) => ({ salesMultiple: item.Multiple, minimumQuantity: item.MinimumQuantity });

/** What a row shows: the picture, the buyer's unit price per unit of measure, the contract badge, the quantity box at the last quantity with its notes. */
const expectRow = async (page: Page, locale: Locale, item: BuyAgainItem) => {
  const row = rowOf(page, locale, item);
  await expect(row.getByRole('rowheader')).toHaveText(item.Description);
  if (item.ImageUrl) await expect(row.locator(`img[src="${item.ImageUrl}"]`)).toBeVisible();
  await expect(row.getByText(formatMoney(item.FinalSellPrice ?? -1, locale), { exact: true })).toBeVisible();
  if (item.IsContract) await expect(row.getByText(text(locale, 'search.contractBadge'), { exact: true })).toBeVisible();
  const box = row.getByRole('textbox', { name: `${text(locale, 'quantity.label')} — ${item.Description}` });
  await expect(box).toHaveValue(String(fitQuantity(item.Quantity, ruleOf(item))));
  if (item.Multiple > 1) await expect(row.getByText(text(locale, 'quantity.multipleNote', { X: item.Multiple }))).toBeVisible();
  if (item.MinimumQuantity > 1) await expect(row.getByText(text(locale, 'quantity.minimumNote', { X: item.MinimumQuantity }))).toBeVisible();
  return { row, box, add: row.getByRole('button', { name: `${text(locale, 'cart.addToCart')} — ${item.Description}`, exact: true }) };
};

const cartLines = async (page: Page) =>
  ((await (await page.request.get('/api/cart/cartDetails')).json()) as { CartInfo: { Products: Array<{ ProductCode: string; Quantity: number }> } }).CartInfo.Products;

// Buyers no other browser test signs in as: the tests run in parallel and a buyer has one cart.
for (const { locale, logon } of [{ locale: 'en-CA', logon: 'buyer-ns' }, { locale: 'fr-CA', logon: 'admin-qc' }] as const) {
  test(`buy again (${locale}): pictures, the buyer's own prices and quantity notes; a wrong multiple is refused beside its box, the last quantity goes to the cart`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, locale, logon);
    await clearCart(page);
    const items = await openBuyAgain(page, locale);
    expect(items.length).toBeGreaterThan(0);
    await expect(page.getByRole('table', { name: text(locale, 'buyAgain.list') }).getByRole('row')).toHaveCount(items.length + 1);
    const sold = items.find((item) => item.Multiple > 1) as BuyAgainItem;
    const contract = items.find((item) => item.IsContract);
    await expectRow(page, locale, items[0] as BuyAgainItem);
    if (contract) await expectRow(page, locale, contract);
    await expectAccessible(page);

    // Off the sales multiple, with Enter: core's message beside the box (nothing sent), and the box is reset to a multiple.
    const { box, add } = await expectRow(page, locale, sold);
    const wrong = fitQuantity(sold.Quantity, ruleOf(sold)) + 1;
    await box.fill(String(wrong));
    await box.press('Enter');
    const problem = checkAddQuantity(wrong, ruleOf(sold), sold.ProductCode);
    await expect(page.getByRole('alert').filter({ hasText: text(locale, problem?.code ?? 'errors.generic', problem?.params ?? {}) })).toBeVisible();
    await expect(box).toHaveValue(String(fitQuantity(wrong, ruleOf(sold))));
    expect(await cartLines(page)).toEqual([]);

    // The last quantity, fitted to today's rule: into the cart, and the drawer opens on it.
    await box.fill(String(fitQuantity(sold.Quantity, ruleOf(sold))));
    await add.click();
    const drawer = page.getByRole('dialog', { name: text(locale, 'drawer.title') });
    await expect(drawer).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole('button', { name: text(locale, 'drawer.continueShopping') }).click();
    await expect(add).toBeFocused();
    expect(await cartLines(page)).toEqual([expect.objectContaining({ ProductCode: sold.ProductCode, Quantity: fitQuantity(sold.Quantity, ruleOf(sold)) })]);
    await clearCart(page);
  });
}
