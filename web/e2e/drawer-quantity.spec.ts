import { defaultQuantity, formatMoney, QUANTITY_MAX, type Locale } from '@comptoir/core';
import { expect, test, type Page } from '@playwright/test';
import { searchProducts } from './support/products.ts';
import { clearCart, expectAccessible, search, signIn, tabTo, text } from './support/journey.ts';

interface Cart {
  CartInfo: { Products: Array<{ ProductCode: string; Quantity: number }>; CartSummary: { PriceDetails: { subTotal: number } } };
}
const readCart = async (page: Page) => (await (await page.request.get('/api/cart/cartDetails')).json()) as Cart;
const cartQuantity = async (page: Page, productCode: string) => (await readCart(page)).CartInfo.Products.find((line) => line.ProductCode === productCode)?.Quantity;

for (const [locale, logonName, keyword] of [['en-CA', 'buyer-on', 'stapler'], ['fr-CA', 'buyer-qc', 'agrafeuse']] as const) {
  test(`keyboard only (${locale}): the minimum told on leaving a row's box; in the drawer a refused quantity is told in the page's language and the box shows the cart's quantity again; a good one is saved`, async ({ page }) => {
    test.setTimeout(90_000);
    const language = locale === 'fr-CA' ? 'fr' : 'en';
    await signIn(page, locale as Locale, logonName);
    await clearCart(page);
    const products = await searchProducts(page, keyword, language);
    const product = products.find((candidate) => candidate.Multiple > 1);
    const withMinimum = products.find((candidate) => candidate.MinimumQuantity > 1 && candidate.ProductCode !== product?.ProductCode);
    expect(withMinimum, `a ${keyword} with a minimum above 1 in the seeded data`).toBeDefined();
    expect(product, `a ${keyword} sold in multiples in the seeded data`).toBeDefined();
    if (!withMinimum || !product) return;
    await search(page, locale, keyword);

    // Spec §5: leaving the box below the minimum says the minimum, before Add.
    const rowBox = (name: string) => page.getByRole('main').getByRole('textbox', { name: `${text(locale, 'quantity.label')} — ${name}`, exact: true }).first();
    const addButton = (name: string) => page.getByRole('main').getByRole('button', { name: `${text(locale, 'cart.addToCart')} — ${name}`, exact: true }).first();
    await rowBox(withMinimum.Description).fill(String(withMinimum.MinimumQuantity - 1));
    await tabTo(page, addButton(withMinimum.Description), 4);
    const row = page.getByRole('main').locator('.add-to-cart').filter({ has: page.getByRole('textbox', { name: `${text(locale, 'quantity.label')} — ${withMinimum.Description}`, exact: true }) }).first();
    await expect(row.getByRole('alert')).toHaveText(text(locale, 'quantity.minimumOrder', { productCode: withMinimum.ProductCode, quantity: withMinimum.MinimumQuantity }));
    await expect(rowBox(withMinimum.Description)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    // Add with the keyboard: the drawer opens on the line, its box holding the cart's quantity.
    const added = defaultQuantity({ salesMultiple: product.Multiple, minimumQuantity: product.MinimumQuantity });
    await addButton(product.Description).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: text(locale, 'drawer.title') });
    await expect(drawer).toBeVisible();
    const box = drawer.getByRole('textbox', { name: `${text(locale, 'quantity.label')} — ${product.Description}`, exact: true });
    await expect(box).toHaveValue(String(added));
    await expectAccessible(page);

    const ask = async (quantity: number) => {
      await tabTo(page, box, 5);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(String(quantity));
      await page.keyboard.press('Enter');
    };
    await ask(0);
    await expect(drawer.getByRole('alert')).toHaveText(text(locale, 'quantity.belowMinimum', { X: Math.max(product.MinimumQuantity, 1) }));
    await expect(box).toHaveValue(String(added));
    await expect(box).toBeFocused();
    await ask(QUANTITY_MAX + 1);
    await expect(drawer.getByRole('alert')).toHaveText(text(locale, 'quantity.maximum', { X: QUANTITY_MAX }));
    await expect(box).toHaveValue(String(added));
    await ask(added + product.Multiple + 1);
    await expect(drawer.getByRole('alert')).toHaveText(text(locale, 'quantity.salesMultiple', { X: product.Multiple }));
    await expect(box).toHaveValue(String(added));
    expect(await cartQuantity(page, product.ProductCode)).toBe(added);
    await expectAccessible(page);

    const wanted = added + 2 * product.Multiple;
    await ask(wanted);
    await expect(drawer.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => cartQuantity(page, product.ProductCode)).toBe(wanted);
    await expect(box).toHaveValue(String(wanted));
    // The header's cart follows (its name read with plain spaces, as Playwright reads it).
    const subtotal = formatMoney((await readCart(page)).CartInfo.CartSummary.PriceDetails.subTotal, locale);
    await expect(page.getByRole('banner').getByRole('link', { name: text(locale, 'cart.headerLink', { count: wanted, subtotal }).replace(/\s/g, ' ') })).toBeVisible();

    // Escape closes the drawer and gives the keyboard back to the Add button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(addButton(product.Description)).toBeFocused();
  });
}
