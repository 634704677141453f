import { formatMoney, type Locale } from '@comptoir/core';
import { expect, test, type Page } from '@playwright/test';
import { addThroughApi, searchProducts } from './support/products.ts';
import { clearCart, expectAccessible, signIn, text } from './support/journey.ts';

const cartLine = async (page: Page, productCode: string) => {
  const cart = (await (await page.request.get('/api/cart/cartDetails')).json()) as { CartInfo: { Products: Array<{ ProductCode: string; Quantity: number; LineNote: string | null }> } };
  return cart.CartInfo.Products.find((line) => line.ProductCode === productCode);
};
const cartQuantity = async (page: Page, productCode: string) => (await cartLine(page, productCode))?.Quantity;
const cartLineNote = async (page: Page, productCode: string) => (await cartLine(page, productCode))?.LineNote;

for (const [locale, logonName, keyword] of [['en-CA', 'buyer-on', 'stapler'], ['fr-CA', 'buyer-qc', 'agrafeuse']] as const) {
  test(`cart lines through the cart-line machine (${locale}): a refused multiple is told beside the box and not sent, a new quantity is saved, then the line is removed`, async ({ page }) => {
    test.setTimeout(90_000);
    const language = locale === 'fr-CA' ? 'fr' : 'en';
    await signIn(page, locale as Locale, logonName);
    await clearCart(page);
    const products = await searchProducts(page, keyword, language);
    if (locale === 'fr-CA') {
      // buyer-qc's client orders at least 50,00 $ (seeded): under it the cart says so beside its totals, before checkout.
      const cheap = products.find((candidate) => candidate.Multiple === 1 && candidate.MinimumQuantity <= 1 && (candidate.CombinedDetailPrice ?? Infinity) < 5000);
      expect(cheap, `a ${keyword} under 50,00 $ sold by one`).toBeDefined();
      await addThroughApi(page, cheap?.ProductCode ?? '', 1);
      await page.goto(`/${language}/shopping-cart`);
      const summary = page.getByRole('complementary', { name: text(locale, 'cart.summary') });
      // And says how much more to add: the minimum alone left the buyer to do the subtraction.
      const shortfall = formatMoney(5000 - (cheap?.CombinedDetailPrice ?? 0), locale);
      await expect(summary.getByText(text(locale, 'cart.underMinimumShortfall', { amount: formatMoney(5000, locale), shortfall }), { exact: true })).toBeVisible();
      await clearCart(page);
    }
    const product = products.find((candidate) => candidate.Multiple > 1);
    expect(product, `a ${keyword} sold in multiples in the seeded data`).toBeDefined();
    if (!product) return;
    const start = Math.max(product.MinimumQuantity, product.Multiple);
    await addThroughApi(page, product.ProductCode, start);

    await page.goto(`/${language}/shopping-cart`);
    const box = page.getByRole('textbox', { name: `${text(locale, 'quantity.label')} — ${product.Description}`, exact: true });
    await expect(box).toHaveValue(String(start));
    const row = page.getByRole('row').filter({ has: box });

    await box.fill(String(start + 1));
    await box.press('Enter');
    await expect(row.getByRole('alert')).toHaveText(text(locale, 'quantity.notChangedSalesMultiple', { productCode: product.ProductCode, salesMultiple: product.Multiple }));
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(await cartQuantity(page, product.ProductCode)).toBe(start);
    await expectAccessible(page);

    const next = start + product.Multiple;
    await box.fill(String(next));
    await box.press('Enter');
    await expect(page.getByText(text(locale, 'cart.itemUpdated', { productCode: product.ProductCode })).first()).toBeVisible();
    await expect(row.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => cartQuantity(page, product.ProductCode)).toBe(next);
    await expect(box).toHaveValue(String(next));

    // Print View: on paper a line without a note shows no note box nor its typing hint, and the quantity without its box.
    await page.emulateMedia({ media: 'print' });
    await expect(row.getByRole('textbox', { name: text(locale, 'cartTools.lineNote', { productCode: product.ProductCode }) })).toBeHidden();
    await expect(row.getByText(text(locale, 'checkout.promptLengthHint', { max: 250 }))).toBeHidden();
    await expect(box).toBeVisible();
    await expect(box.locator('..')).toHaveCSS('border-top-style', 'none');
    await page.emulateMedia({ media: 'screen' });
    const note = row.getByRole('textbox', { name: text(locale, 'cartTools.lineNote', { productCode: product.ProductCode }) });
    await expect(note).toBeVisible();

    // A note typed and left without Save is saved as the keyboard leaves it, and "saved" is said in the line's polite live region.
    const typed = locale === 'fr-CA' ? 'Livrer au quai B' : 'Deliver to dock B';
    await note.fill(typed);
    await note.press('Tab');
    await expect(row.getByRole('status')).toHaveText(text(locale, 'cartTools.lineNoteSaved'));
    await expect.poll(() => cartLineNote(page, product.ProductCode)).toBe(typed);
    await expectAccessible(page);
    // Going straight from the note to checkout, without Save, keeps the note too.
    await note.fill(`${typed} 2`);
    await page.getByRole('link', { name: text(locale, 'cart.checkout') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(locale, 'checkout.title') })).toBeVisible();
    await expect.poll(() => cartLineNote(page, product.ProductCode)).toBe(`${typed} 2`);
    await page.goto(`/${language}/shopping-cart`);
    await expect(note).toHaveValue(`${typed} 2`);

    // By keyboard, + then Tab is a change too: it is saved as the keyboard leaves the box and its steps.
    await row.getByRole('button', { name: `${text(locale, 'quantity.increase')} — ${product.Description}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue(String(next + product.Multiple));
    await page.keyboard.press('Tab');
    const remove = row.getByRole('button', { name: text(locale, 'cart.removeLine', { productCode: product.ProductCode }) });
    await expect(remove).toBeFocused();
    await expect.poll(() => cartQuantity(page, product.ProductCode)).toBe(next + product.Multiple);
    await expect(remove).not.toHaveAttribute('aria-disabled', 'true');

    await page.keyboard.press('Enter');
    await expect(page.getByText(text(locale, 'cart.empty'))).toBeVisible();
    // Told as a removal (a danger toast, spec §8), not as an error the buyer made.
    const told = page.getByRole('alert').filter({ hasText: text(locale, 'cart.itemRemoved', { productCode: product.ProductCode }) });
    await expect(told).toContainText(text(locale, 'toast.itemRemoved'));
    await expect(told).not.toContainText(text(locale, 'toast.error'));
    // Remove went with its line: the keyboard is on the cart's heading, above what the empty cart says, not on the page body.
    await expect(page.getByRole('heading', { level: 1, name: text(locale, 'cart.title') })).toBeFocused();
    expect(await cartQuantity(page, product.ProductCode)).toBeUndefined();
    await expectAccessible(page);
  });
}
