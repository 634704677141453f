import { defaultQuantity } from '@comptoir/core';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { clearCart, expectAccessible, signIn, text } from './support/journey.ts';
import { addThroughApi, searchProducts } from './support/products.ts';

const fr = 'fr-CA' as const;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Whole within the screen's width as the page opens: not in a box that must be scrolled sideways to reach it. */
const expectWithinScreenWidth = async (target: Locator) => {
  await expect(target).toBeVisible();
  const { left, right, width } = await target.evaluate((element) => ({ ...element.getBoundingClientRect().toJSON(), width: document.documentElement.clientWidth }));
  expect(left).toBeGreaterThanOrEqual(0);
  expect(right).toBeLessThanOrEqual(width);
};

const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

test('a French buyer on a phone (and a tablet held upright) reaches every part of a cart line, a submitted order and its details without scrolling sideways', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, fr, 'buyer-ab');
  await clearCart(page);
  const [product] = (await searchProducts(page, 'agrafeuse', 'fr')).filter((found) => found.CombinedDetailPrice !== null);
  if (!product) throw new Error('no priced stapler for buyer-ab');
  await addThroughApi(page, product.ProductCode, defaultQuantity({ salesMultiple: product.Multiple, minimumQuantity: product.MinimumQuantity }));

  // The cart: the line's quantity box, its steps and its remove button are on screen, not off to the right.
  await page.goto('/fr/shopping-cart');
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'cart.title') })).toBeVisible();
  const line = page.getByRole('table', { name: text(fr, 'cart.lines') }).getByRole('row').filter({ hasText: product.ProductCode });
  await expectWithinScreenWidth(line.getByRole('textbox', { name: `${text(fr, 'quantity.label')} — ${product.Description}` }));
  await expectWithinScreenWidth(line.getByRole('button', { name: `${text(fr, 'quantity.increase')} — ${product.Description}` }));
  await expectWithinScreenWidth(line.getByRole('button', { name: text(fr, 'cart.removeLine', { productCode: product.ProductCode }) }));
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  // Controls standing alone are at least 24 px high to a finger (the language switch was 19, Remove 21).
  for (const control of [page.getByRole('link', { name: 'English' }), line.getByRole('button', { name: text(fr, 'cart.removeLine', { productCode: product.ProductCode }) })]) {
    expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(24);
  }
  // Printed (the cart's Print View on paper narrower than a tablet), a line stays a table row: its cells side by side.
  await page.emulateMedia({ media: 'print' });
  const tops = await line.getByRole('cell').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await page.emulateMedia({ media: 'screen' });
  // A tablet held upright too: the remove button was past the table's right edge.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectWithinScreenWidth(line.getByRole('button', { name: text(fr, 'cart.removeLine', { productCode: product.ProductCode }) }));
  await page.setViewportSize({ width: 390, height: 844 });

  // Submitted orders: each order's Reorder is on screen.
  await page.goto('/fr/orders/summaries/1');
  await page.getByLabel(text(fr, 'orders.window')).selectOption({ label: text(fr, 'orders.allOrders') });
  const orders = page.getByRole('table', { name: text(fr, 'orders.list') });
  const firstOrder = orders.getByRole('row').nth(1);
  await expectWithinScreenWidth(firstOrder.getByRole('button', { name: new RegExp(`^${text(fr, 'orders.reorder')}`) }));
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // Its details: the page keeps the screen's width (the heading and the facts were cut at the right edge).
  await firstOrder.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fr\/orders\/submitted\?id=\d+/);
  await expectWithinScreenWidth(page.getByRole('heading', { level: 1 }));
  await expect(page.getByRole('table', { name: text(fr, 'orderDetails.lines') })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await clearCart(page);
});

test('a very long word searched on a phone breaks in the heading instead of widening the page', async ({ page }) => {
  const word = 'x'.repeat(600);
  await page.goto(`/fr/browse-products/Search?q=${word}`);
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'search.titleKeyword', { keyword: word }) })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
