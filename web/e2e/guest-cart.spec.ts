import { checkLineQuantity, defaultQuantity, type Locale } from '@comptoir/core';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, text } from './support/journey.ts';
import { searchProducts, type FoundProduct } from './support/products.ts';

type Product = FoundProduct & { IsRestricted: boolean };

/** Two products a guest can add, found through the search service: one sold by the unit, one sold in multiples. */
const twoProducts = async (page: Page, language: 'en' | 'fr') => {
  for (const keyWord of ['paper', 'pen', 'stapler', 'toner', 'folder']) {
    const found = (await searchProducts(page, keyWord, language)) as Product[];
    const single = found.find((p) => !p.IsRestricted && p.Multiple === 1 && p.MinimumQuantity === 1);
    const sold = found.find((p) => !p.IsRestricted && p.Multiple > 1 && p.ProductCode !== single?.ProductCode);
    if (single && sold) return { single, sold };
  }
  throw new Error('no unit and multiple products to add as a guest');
};

const ruleOf = (product: Product) => ({ salesMultiple: product.Multiple, minimumQuantity: product.MinimumQuantity });

/** Adds a product from its page as a guest: the price box asks to sign in, the quantity box and the add button are there. */
const addFromProductPage = async (page: Page, locale: Locale, product: Product) => {
  await page.goto(`/${locale === 'fr-CA' ? 'fr' : 'en'}/product-detail/product?code=${product.ProductCode}`);
  const buyBox = page.getByRole('complementary', { name: text(locale, 'search.price') });
  await expect(buyBox.getByRole('link', { name: text(locale, 'search.signInForPricing') })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: new RegExp(`^${text(locale, 'cart.addToCart')} — `) }).first().click();
  const drawer = page.getByRole('dialog', { name: text(locale, 'drawer.title') });
  await expect(drawer).toBeVisible();
  // The keyboard starts on the drawer's title, not on the first line's '−'.
  await expect(drawer.getByRole('heading', { name: text(locale, 'drawer.title') })).toBeFocused();
  return drawer;
};

const guestLines = async (page: Page) =>
  ((await (await page.request.get('/api/cart/cartDetails')).json()) as { CartInfo: { Products: Array<{ ProductCode: string; Quantity: number }>; LoginForPricing?: boolean } }).CartInfo;

for (const locale of ['en-CA', 'fr-CA'] as const) {
  test(`a guest (${locale}) adds from product pages, changes quantities in the drawer and the cart under the quantity rules, and removes a line; no price anywhere`, async ({ page }) => {
    test.setTimeout(120_000);
    const language = locale === 'fr-CA' ? 'fr' : 'en';
    const { single, sold } = await twoProducts(page, language);

    const first = await addFromProductPage(page, locale, single);
    await expectAccessible(page);
    await first.getByRole('button', { name: text(locale, 'drawer.continueShopping') }).click();

    // The drawer's quantity box changes the guest's line (the drawer quantity update, on the guest cart).
    const drawer = await addFromProductPage(page, locale, sold);
    const start = defaultQuantity(ruleOf(sold));
    const inDrawer = drawer.getByRole('textbox', { name: new RegExp(`^${text(locale, 'quantity.label')} — `) }).last();
    await expect(inDrawer).toHaveValue(String(start));
    await inDrawer.fill(String(start + sold.Multiple));
    await inDrawer.press('Enter');
    await expect.poll(async () => (await guestLines(page)).Products.find((line) => line.ProductCode === sold.ProductCode)?.Quantity).toBe(start + sold.Multiple);
    await drawer.getByRole('button', { name: text(locale, 'drawer.viewCart') }).click();

    // The cart page: the guest's lines without any price, and what signing in brings.
    await expect(page.getByRole('heading', { level: 1, name: text(locale, 'cart.title') })).toBeVisible();
    await expect(page.getByText(text(locale, 'cart.guestNote'))).toBeVisible();
    await expect(page.getByRole('link', { name: text(locale, 'signIn.guestPrompt') })).toBeVisible();
    const table = page.getByRole('table', { name: text(locale, 'cart.lines') });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('columnheader', { name: text(locale, 'cart.unitPrice') })).toHaveCount(0);
    await expect(page.getByText(/\$/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: text(locale, 'cart.headerLinkGuest', { count: 1 + start + sold.Multiple }) })).toBeVisible();
    await expectAccessible(page);

    // A new quantity for the unit product.
    const box = (product: Product) => table.getByRole('row').filter({ hasText: product.ProductCode }).getByRole('textbox');
    await box(single).fill('3');
    await box(single).press('Enter');
    await expect(page.getByText(text(locale, 'cart.itemUpdated', { productCode: single.ProductCode }))).toBeVisible();
    await expect(page.getByRole('link', { name: text(locale, 'cart.headerLinkGuest', { count: 3 + start + sold.Multiple }) })).toBeVisible();

    // Off the sales multiple: refused beside the box by core's rule, nothing sent.
    const wrong = start + 1;
    await box(sold).fill(String(wrong));
    await box(sold).press('Enter');
    const problem = checkLineQuantity(wrong, ruleOf(sold), sold.ProductCode);
    await expect(table.getByRole('alert').filter({ hasText: text(locale, problem?.code ?? 'errors.generic', problem?.params ?? {}) })).toBeVisible();
    await expectAccessible(page);

    // Remove the unit product's line.
    await table.getByRole('button', { name: text(locale, 'cart.removeLine', { productCode: single.ProductCode }) }).click();
    await expect(page.getByText(text(locale, 'cart.itemRemoved', { productCode: single.ProductCode }))).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    const cart = await guestLines(page);
    expect(cart.LoginForPricing).toBe(true);
    expect(cart.Products.map((line) => [line.ProductCode, line.Quantity])).toEqual([[sold.ProductCode, start + sold.Multiple]]);
  });
}

for (const locale of ['en-CA', 'fr-CA'] as const) {
  test(`a guest (${locale}) types a quantity in the drawer and closes it with Escape: the quantity is kept, the keyboard is back on the add button`, async ({ page }) => {
    const { sold } = await twoProducts(page, locale === 'fr-CA' ? 'fr' : 'en');
    const drawer = await addFromProductPage(page, locale, sold);
    const wanted = defaultQuantity(ruleOf(sold)) + sold.Multiple;
    await drawer.getByRole('textbox', { name: new RegExp(`^${text(locale, 'quantity.label')} — `) }).fill(String(wanted));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('main').getByRole('button', { name: new RegExp(`^${text(locale, 'cart.addToCart')} — `) }).first()).toBeFocused();
    await expect.poll(async () => (await guestLines(page)).Products.find((line) => line.ProductCode === sold.ProductCode)?.Quantity).toBe(wanted);
  });
}

for (const locale of ['en-CA', 'fr-CA'] as const) {
  test(`a guest's header counts the cart on every page opened, and a tab shown again counts what another tab added (${locale})`, async ({ page, context }) => {
    const language = locale === 'fr-CA' ? 'fr' : 'en';
    const { single, sold } = await twoProducts(page, language);
    const headerCart = (count: number) => page.getByRole('banner').getByRole('link', { name: text(locale, 'cart.headerLinkGuest', { count }) });
    await addFromProductPage(page, locale, single);
    const first = defaultQuantity(ruleOf(single));
    // A page opened afresh (it said 0 items on every page but the cart).
    for (const path of ['', '/compare-products', '/browse-products/Category?q=paper']) {
      await page.goto(`/${language}${path}`);
      await expect(headerCart(first)).toBeVisible();
    }
    // Another tab adds; back on this one, its header counts both.
    const other = await context.newPage();
    await addFromProductPage(other, locale, sold);
    await other.close();
    await page.bringToFront();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(headerCart(first + defaultQuantity(ruleOf(sold)))).toBeVisible();
    await expectAccessible(page);
  });
}
