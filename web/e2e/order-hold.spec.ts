import { formatDate } from '@comptoir/core';
import { expect, test } from '@playwright/test';
import { fillDeliveryDetails } from './support/checkout.ts';
import { addThroughApi, searchProducts } from './support/products.ts';
import { clearCart, expectAccessible, signIn, text } from './support/journey.ts';

const en = 'en-CA' as const;

test('a buyer whose organisation is on order hold sees the notice with its dates and cannot submit', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, en, 'suspended');
  const buyerId = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'BuyerId')?.value ?? '');
  const buyer = (await (await page.request.get(`/svc/buyers/buyers/${buyerId}?includes=client`)).json()) as { suspendedDateFrom: string | null; suspendedDateUntil: string | null; client: { suspendedDateFrom: string; suspendedDateUntil: string } };
  const from = buyer.suspendedDateFrom ?? buyer.client.suspendedDateFrom;
  const until = buyer.suspendedDateUntil ?? buyer.client.suspendedDateUntil;
  const notice = text(en, 'orderHold.withDates', { from: formatDate(from, en), until: formatDate(until, en) });
  await expect(page.getByRole('alert').filter({ hasText: notice }).first()).toBeVisible();
  await expectAccessible(page);

  await clearCart(page);
  const [product] = await searchProducts(page, 'paper', 'en');
  expect(product).toBeDefined();
  if (!product) return;
  await addThroughApi(page, product.ProductCode, Math.max(product.MinimumQuantity, product.Multiple));
  await page.goto('/en/checkout');
  await fillDeliveryDetails(page, en);
  await page.getByRole('button', { name: text(en, 'checkout.continueToReview') }).click();
  await expect(page.getByRole('heading', { level: 2, name: text(en, 'checkout.reviewAndConfirm') })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: notice })).toHaveCount(2);
  const placeOrder = page.getByRole('button', { name: text(en, 'checkout.placeOrder') });
  await expect(placeOrder).toBeDisabled();
  // It looks unavailable too (it looked like the enabled button beside it).
  await expect(placeOrder).toHaveCSS('cursor', 'not-allowed');
  await expect(placeOrder).not.toHaveCSS('opacity', '1');
  await expectAccessible(page);
});
