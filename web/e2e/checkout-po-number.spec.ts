import { expect, test } from '@playwright/test';
import { expectReviewLines } from './support/checkout.ts';
import { addThroughApi, searchProducts } from './support/products.ts';
import { clearCart, expectAccessible, signIn, text } from './support/journey.ts';

const en = 'en-CA' as const;

test('a buyer whose client has no PO number prompt types the PO number on Delivery Details: checked beside the field, kept over a reload, on Review & Confirm, the confirmation, the order, and found by order search', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, en, 'buyer-bc'); // Coastal Engineering: a cost centre prompt, no PO number prompt, $75 minimum
  await clearCart(page);
  const product = (await searchProducts(page, 'paper', 'en')).find((found) => (found.CombinedDetailPrice ?? 0) > 0);
  expect(product).toBeDefined();
  if (!product?.CombinedDetailPrice) return;
  const step = Math.max(product.Multiple, 1);
  const quantity = Math.max(product.MinimumQuantity, Math.ceil(Math.ceil(9000 / product.CombinedDetailPrice) / step) * step);
  await addThroughApi(page, product.ProductCode, quantity);

  await page.goto('/en/checkout');
  await expect(page.getByRole('heading', { level: 2, name: text(en, 'checkout.deliveryDetails') })).toBeVisible();
  for (const field of await page.getByRole('combobox', { name: new RegExp(`\\(${text(en, 'common.required')}\\)`) }).all()) await field.selectOption({ index: 1 });
  const poNumber = page.getByRole('textbox', { name: text(en, 'fields.poNumber') });
  await poNumber.fill('CEL<2026>');
  await page.getByRole('button', { name: text(en, 'checkout.continueToReview') }).click();
  await expect(poNumber).toBeFocused();
  await expect(poNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(text(en, 'checkout.poNumberCharacters'))).toBeVisible();
  await expectAccessible(page);

  const typed = `CEL-${Date.now() % 1_000_000}/A`;
  const instructions = 'Leave at the site trailer, gate 3.';
  await poNumber.fill(typed);
  await page.getByRole('textbox', { name: text(en, 'fields.deliveryInstructions') }).fill(instructions);
  await page.getByRole('button', { name: text(en, 'checkout.continueToReview') }).click();
  await expect(page.getByRole('heading', { level: 2, name: text(en, 'checkout.reviewAndConfirm') })).toBeFocused();
  await expect(page.getByRole('region', { name: text(en, 'checkout.customPrompts') })).toContainText(typed);
  await expectReviewLines(page, en);

  // Continue saved them: a reload comes back to Delivery Details with both.
  await page.reload();
  await expect(poNumber).toHaveValue(typed);
  await expect(page.getByRole('textbox', { name: text(en, 'fields.deliveryInstructions') })).toHaveValue(instructions);
  await page.getByRole('button', { name: text(en, 'checkout.continueToReview') }).click();
  await expect(page.getByRole('region', { name: text(en, 'checkout.shippingAddress') })).toContainText(instructions);
  await page.getByRole('button', { name: text(en, 'checkout.placeOrder') }).click();

  await expect(page.getByRole('heading', { level: 1, name: text(en, 'checkout.confirmationTitle') })).toBeFocused();
  await expect(page.getByRole('term').filter({ hasText: text(en, 'fields.poNumber') }).locator('+ dd')).toHaveText(typed);
  await expectAccessible(page);
  const orderNumber = /EW\d+/.exec((await page.getByRole('status').filter({ hasText: /EW\d+/ }).textContent()) ?? '')?.[0] ?? '';
  await page.getByRole('status').getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'orders.orderTitle', { orderNumber }) })).toBeFocused();
  const fact = (label: string) => page.locator('.order-facts__item').filter({ has: page.getByRole('term').getByText(text(en, label), { exact: true }) }).getByRole('definition');
  await expect(fact('fields.poNumber')).toHaveText(typed);
  await expect(fact('fields.deliveryInstructions')).toHaveText(instructions);

  const buyerId = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'BuyerId')?.value ?? '');
  const found = await page.request.get(`/svc/orders/buyers/${buyerId}/searchOrders`, { params: { searchText: typed.toLowerCase() } });
  expect(((await found.json()) as Array<{ displayNumber: string }>).map((order) => order.displayNumber)).toEqual([orderNumber]);
});
