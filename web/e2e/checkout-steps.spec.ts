import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillDeliveryDetails } from './support/checkout.ts';
import { searchProducts } from './support/products.ts';
import { clearCart, expectAccessible, signIn, text } from './support/journey.ts';

// One buyer's cart (the demo account: card options, no prompt), one language after the other.
test.describe.configure({ mode: 'serial' });

const boxOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
/** Where an element starts on the page (not in the window, which scrolls). */
const pageTop = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const cases = [
  // French labels at a desktop width ran over each other; English at 200% zoom (a 1280 px screen) ran off the page.
  { locale: 'fr-CA', language: 'fr', viewport: { width: 1280, height: 900 } },
  { locale: 'en-CA', language: 'en', viewport: { width: 640, height: 800 } },
] as const;

for (const { locale, language, viewport } of cases) {
  test(`${locale} at ${viewport.width} px: the header keeps its shape as the first item goes in; at checkout the card's boxes sit under their own labels, and the browser's Back goes from Review & Confirm to Delivery Details`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signIn(page, locale, 'demo');
    await clearCart(page);
    const product = (await searchProducts(page, language === 'fr' ? 'papier' : 'paper', language)).find((found) => (found.CombinedDetailPrice ?? 0) > 0);
    if (!product) throw new Error('no priced product for the demo buyer');

    // The header keeps its shape as the first item goes in: the page under it does not move (it moved 50 px in French).
    await page.goto(`/${language}/product-detail/product?code=${encodeURIComponent(product.ProductCode)}`);
    const add = page.getByRole('main').getByRole('button', { name: `${text(locale, 'cart.addToCart')} — ${product.Description}`, exact: true });
    await expect(add).toBeVisible();
    const cartLink = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${text(locale, 'cart.headerLink', { count: 0, subtotal: '' }).split(',')[0]},`) });
    const before = { link: await boxOf(cartLink), main: await pageTop(page.getByRole('main')) };
    // Twelve or more (a multiple of its sales multiple): a longer label than the empty cart's, in either language.
    const step = Math.max(product.Multiple, 1);
    const quantity = Math.max(product.MinimumQuantity, Math.ceil(12 / step) * step);
    await page.getByRole('main').getByRole('textbox', { name: `${text(locale, 'quantity.label')} — ${product.Description}` }).fill(String(quantity));
    await add.click();
    const drawer = page.getByRole('dialog', { name: text(locale, 'drawer.title') });
    await drawer.getByRole('button', { name: text(locale, 'drawer.continueShopping') }).click();
    await expect(drawer).toBeHidden();
    await expect(cartLink).not.toHaveText(new RegExp(`\\b0 ${language === 'fr' ? 'article' : 'items'}\\b`));
    const after = { link: await boxOf(cartLink), main: await pageTop(page.getByRole('main')) };
    expect([after.link.width, after.main]).toEqual([before.link.width, before.main]);

    await page.goto(`/${language}/shopping-cart`);
    await page.getByRole('link', { name: text(locale, 'cart.checkout') }).click();
    await expect(page.getByRole('heading', { level: 2, name: text(locale, 'checkout.deliveryDetails') })).toBeVisible();
    await page.getByRole('radio', { name: text(locale, 'billing.checkoutCreditCard'), exact: true }).check();
    const card = page.getByRole('group', { name: text(locale, 'checkout.cardDetails') });
    const fields = ['checkout.cardNumber', 'checkout.expiryMonth', 'checkout.expiryYear', 'checkout.cvc'];
    const labels = await Promise.all(fields.map((key) => boxOf(card.getByText(text(locale, key), { exact: true }))));
    const inputs = await Promise.all(fields.map((key) => boxOf(card.getByRole('textbox', { name: text(locale, key) }))));
    const group = await boxOf(card);
    const parts = [...labels, ...inputs];
    expect(parts.flatMap((a, i) => parts.slice(i + 1).filter((b) => overlap(a, b)))).toEqual([]);
    expect(parts.every((part) => part.left >= group.left - 1 && part.right <= group.right + 1)).toBe(true);
    // Month, year and security code side by side, their boxes level and as tall as the card number's.
    expect(new Set(inputs.slice(1).map((input) => Math.round(input.top))).size).toBe(1);
    expect(inputs.every((input) => Math.abs(input.height - (inputs[0]?.height ?? 0)) < 1)).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await fillDeliveryDetails(page, locale);

    const cardNumber = page.getByRole('textbox', { name: text(locale, 'checkout.cardNumber') });
    const deliveryDetails = page.getByRole('heading', { level: 2, name: text(locale, 'checkout.deliveryDetails') });
    const reviewAndConfirm = page.getByRole('heading', { level: 2, name: text(locale, 'checkout.reviewAndConfirm') });
    const continueButton = page.getByRole('button', { name: text(locale, 'checkout.continueToReview') });
    await continueButton.click();
    await expect(reviewAndConfirm).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/${language}/checkout\\?step=review$`));
    await page.goBack();
    await expect(deliveryDetails).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/${language}/checkout$`));
    await expect(cardNumber).toHaveValue('4242 4242 4242 4242');

    // A reload on Review & Confirm comes back to Delivery Details (the card is typed again); Edit delivery details
    // steps back over the Review & Confirm entry, so Back then leaves checkout for the cart it came from.
    await continueButton.click();
    await expect(reviewAndConfirm).toBeFocused();
    await page.reload();
    await expect(deliveryDetails).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${language}/checkout$`));
    await fillDeliveryDetails(page, locale);
    await continueButton.click();
    await expect(reviewAndConfirm).toBeFocused();
    await expectAccessible(page);
    await page.getByRole('button', { name: text(locale, 'checkout.editDeliveryDetails') }).click();
    await expect(deliveryDetails).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/${language}/checkout$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${language}/shopping-cart$`));
    await expect(page.getByRole('heading', { level: 1, name: text(locale, 'cart.title') })).toBeVisible();
  });
}
