import { formatDate, latestScheduledDate, toIsoDate } from '@comptoir/core';
import { expect, test } from '@playwright/test';
import { expectReviewLines, fillDeliveryDetails } from './support/checkout.ts';
import { clearCart, expectAccessible, search, signIn, text } from './support/journey.ts';

const fr = 'fr-CA' as const;
const nextSaturday = () => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + (((6 - day.getUTCDay() + 7) % 7) || 7));
  return day.toISOString().slice(0, 10);
};
const percent = (value: number) => new Intl.NumberFormat(fr, { style: 'percent', maximumFractionDigits: 3 }).format(value);

test('a Quebec buyer in French: guest prices hidden, sign-in, misspelt search, product, drawer, cart, checkout (a Saturday and a date past the 90-day horizon refused as scheduled date) with TPS and TVQ, confirmation, reorder', async ({ page }) => {
  test.setTimeout(120_000);
  // Guest: no prices, the sign-in prompt instead.
  await page.goto('/fr');
  await search(page, fr, 'agrafeus');
  await expect(page.getByText(text(fr, 'search.signInForPricing')).first()).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${text(fr, 'cart.addToCart')}`) })).toHaveCount(0);
  await expectAccessible(page);

  await signIn(page, fr, 'buyer-qc');
  // Each page reached has its heading focused, so a screen reader says where the buyer is (not the page body).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectAccessible(page);
  await clearCart(page);

  // A misspelt search still finds staplers; open the first product.
  await search(page, fr, 'agrafeus');
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'search.titleKeyword', { keyword: 'agrafeus' }) })).toBeFocused();
  await expect(page.getByRole('button', { name: new RegExp(`^${text(fr, 'cart.addToCart')}`) }).first()).toBeVisible();
  await expectAccessible(page);
  const productLink = page.getByRole('main').getByRole('link', { name: /Agrafeuse/ }).first();
  const productName = (await productLink.textContent())?.trim() ?? '';
  await productLink.click();
  await expect(page).toHaveURL(/product-detail\/product/);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeFocused();
  const add = page.getByRole('main').getByRole('button', { name: `${text(fr, 'cart.addToCart')} — ${productName}`, exact: true });
  await expect(add).toBeVisible();
  await expectAccessible(page);

  // The drawer is a real dialog: focus inside, Continuer returns focus to the add button.
  await add.click();
  const drawer = page.getByRole('dialog', { name: text(fr, 'drawer.title') });
  await expect(drawer).toBeVisible();
  await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectAccessible(page);
  await drawer.getByRole('button', { name: text(fr, 'drawer.continueShopping') }).click();
  await expect(drawer).toBeHidden();
  await expect(add).toBeFocused();
  await add.click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: text(fr, 'drawer.viewCart') }).click();

  // Cart, then checkout to the Quebec ship-to.
  await expect(page).toHaveURL(/\/fr\/shopping-cart$/);
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'cart.title') })).toBeFocused();
  await expect(page.getByRole('table')).toBeVisible();
  // The order summary holds its totals and the longer French coupon button inside its box.
  const summary = page.getByRole('complementary', { name: text(fr, 'cart.summary') });
  expect(await summary.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  await expectAccessible(page);
  await page.getByRole('link', { name: text(fr, 'cart.checkout') }).click();
  await fillDeliveryDetails(page, fr);
  await expect(page.getByRole('radio', { name: /\bQC\b/ }).first()).toBeChecked();
  // A scheduled delivery on a Saturday is refused on the spot, and Continue goes back to the date.
  await page.getByRole('radio', { name: text(fr, 'checkout.deliveryScheduled') }).check();
  const date = page.getByLabel(text(fr, 'checkout.scheduledDate'));
  await date.fill(nextSaturday());
  await expect(page.getByText(text(fr, 'checkout.scheduledDateInvalid'))).toBeVisible();
  // Past the horizon: the box's max, and the last date allowed named beside it.
  const latest = latestScheduledDate(toIsoDate(new Date()), 'QC');
  await expect(date).toHaveAttribute('max', latest);
  await date.fill('9999-12-31');
  await expect(page.getByText(text(fr, 'checkout.scheduledDateTooLate', { date: formatDate(latest, fr) }))).toBeVisible();
  await date.fill(nextSaturday());
  await page.getByRole('button', { name: text(fr, 'checkout.continueToReview') }).click();
  await expect(date).toBeFocused();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('radio', { name: text(fr, 'checkout.deliveryStandard') }).check();
  await page.getByRole('button', { name: text(fr, 'checkout.continueToReview') }).click();
  await expect(page.getByRole('heading', { level: 2, name: text(fr, 'checkout.reviewAndConfirm') })).toBeVisible();
  await expect(page.getByText(text(fr, 'cart.taxLine', { tax: text(fr, 'tax.gst'), rate: percent(0.05) }), { exact: true })).toBeVisible();
  await expect(page.getByText(text(fr, 'cart.taxLine', { tax: text(fr, 'tax.qst'), rate: percent(0.09975) }), { exact: true })).toBeVisible();
  await expectReviewLines(page, fr);
  await page.getByRole('button', { name: text(fr, 'checkout.placeOrder') }).click();

  // Confirmation with the EW number, then the order in the submitted orders, then reorder.
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'checkout.confirmationTitle') })).toBeVisible();
  const confirmation = await page.getByRole('status').filter({ hasText: /EW\d+/ }).textContent();
  const orderNumber = /EW\d+/.exec(confirmation ?? '')?.[0] ?? '';
  expect(orderNumber).toMatch(/^EW\d+$/);
  await expectAccessible(page);
  // The order: the PO number prompt's answer with its prefix, and no delivery instructions said in agreement.
  await page.getByRole('status').filter({ hasText: orderNumber }).getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'orders.orderTitle', { orderNumber }) })).toBeFocused();
  const fact = (label: string) => page.locator('.order-facts__item').filter({ has: page.getByRole('term').getByText(text(fr, label), { exact: true }) }).getByRole('definition');
  await expect(fact('fields.poNumber')).toHaveText('GCB4512');
  await expect(fact('fields.deliveryInstructions')).toHaveText('Aucune');
  await page.goBack();
  await page.getByRole('link', { name: text(fr, 'checkout.viewSubmittedOrders') }).click();
  await expect(page.getByRole('rowheader', { name: orderNumber })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: text(fr, 'orders.reorderOrder', { orderNumber }) }).click();
  await expect(page.getByText(text(fr, 'orders.reorderSuccess', { ORDER_ID: orderNumber.replace(/^EW/, '') }))).toBeVisible();
});
