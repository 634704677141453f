import { expect, test } from '@playwright/test';
import { searchProducts } from './support/products.ts';
import { clearCart, expectAccessible, search, signIn, text } from './support/journey.ts';

const en = 'en-CA' as const;

test('quantity rules on a results row: notes before the buyer errs, then the exact catalogue errors for below minimum, not a multiple, zero and non-numeric', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, en, 'buyer-on');
  await clearCart(page);
  const products = await searchProducts(page, 'stapler', 'en');
  const withMinimum = products.find((product) => product.MinimumQuantity > 1 && product.Multiple === 1);
  const withMultiple = products.find((product) => product.Multiple > 1);
  expect(withMinimum, 'a stapler with a minimum above 1 in the seeded data').toBeDefined();
  expect(withMultiple, 'a stapler sold in multiples in the seeded data').toBeDefined();
  if (!withMinimum || !withMultiple) return;
  await search(page, en, 'stapler');

  const box = (name: string) => page.getByRole('textbox', { name: `${text(en, 'quantity.label')} — ${name}`, exact: true }).first();
  const addButton = (name: string) => page.getByRole('button', { name: `${text(en, 'cart.addToCart')} — ${name}`, exact: true }).first();
  const row = (name: string) => page.getByRole('main').locator('.add-to-cart').filter({ has: box(name) }).first();

  // The notes show before any error.
  await expect(row(withMinimum.Description)).toContainText(text(en, 'quantity.minimumNote', { X: withMinimum.MinimumQuantity }));
  await expect(row(withMultiple.Description)).toContainText(text(en, 'quantity.multipleNote', { X: withMultiple.Multiple }));
  await expect(box(withMinimum.Description)).toHaveValue(String(withMinimum.MinimumQuantity));

  // Below the minimum: blocked, the error names the product code and the minimum, focus back on the box.
  await box(withMinimum.Description).fill(String(withMinimum.MinimumQuantity - 1));
  await addButton(withMinimum.Description).click();
  await expect(row(withMinimum.Description).getByRole('alert')).toHaveText(text(en, 'quantity.notAddedMinimum', { productCode: withMinimum.ProductCode, quantity: withMinimum.MinimumQuantity }));
  await expect(box(withMinimum.Description)).toBeFocused();
  await expect(box(withMinimum.Description)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);

  // Not a multiple, with Enter: the error names the code and the multiple, and the box is reset to a multiple.
  const notMultiple = Math.max(withMultiple.MinimumQuantity, withMultiple.Multiple) + 1;
  await box(withMultiple.Description).fill(String(notMultiple));
  await box(withMultiple.Description).press('Enter');
  await expect(row(withMultiple.Description).getByRole('alert')).toHaveText(text(en, 'quantity.notAddedSalesMultiple', { productCode: withMultiple.ProductCode, salesMultiple: withMultiple.Multiple }));
  await expect(box(withMultiple.Description)).toHaveValue(String(Math.ceil(notMultiple / withMultiple.Multiple) * withMultiple.Multiple));

  // Zero, and non-numeric input (which becomes empty): 'Item not available in this quantity.'
  await box(withMinimum.Description).fill('0');
  await addButton(withMinimum.Description).click();
  await expect(row(withMinimum.Description).getByRole('alert')).toHaveText(text(en, 'quantity.notAvailable'));
  await box(withMinimum.Description).fill('');
  await box(withMinimum.Description).pressSequentially('abc');
  await expect(box(withMinimum.Description)).toHaveValue('');
  await addButton(withMinimum.Description).click();
  await expect(row(withMinimum.Description).getByRole('alert')).toHaveText(text(en, 'quantity.notAvailable'));

  // Nothing was added by any refused quantity.
  const cart = await page.request.get('/api/cart/cartDetails');
  expect(((await cart.json()) as { CartInfo: { Products: unknown[] } }).CartInfo.Products).toEqual([]);
});
