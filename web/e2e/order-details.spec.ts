import { expect, test } from '@playwright/test';
import { formatMoney } from '@comptoir/core';
import { clearCart, expectAccessible, signIn, text } from './support/journey.ts';

const en = 'en-CA' as const;

test('an Ontario buyer opens a submitted order (lines, totals, facts), reorders it, notes a cart line, tries a coupon, then clears the cart through its confirmation', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, en, 'buyer-on');
  await clearCart(page);

  await page.goto('/en/orders/summaries/1');
  await page.getByLabel(text(en, 'orders.window')).selectOption({ label: text(en, 'orders.allOrders') });
  const firstOrder = page.getByRole('table', { name: text(en, 'orders.list') }).getByRole('link').first();
  await expect(firstOrder).toBeVisible();
  const orderNumber = (await firstOrder.textContent())?.trim() ?? '';
  await expect(firstOrder).toHaveAccessibleName(text(en, 'orders.viewOrder', { orderNumber }));
  await firstOrder.click();

  await expect(page).toHaveURL(/\/en\/orders\/submitted\?id=\d+/);
  const heading = page.getByRole('heading', { level: 1, name: text(en, 'orders.orderTitle', { orderNumber }) });
  await expect(heading).toBeFocused();
  const lines = page.getByRole('table', { name: text(en, 'orderDetails.lines') });
  await expect(lines.getByRole('row')).not.toHaveCount(1);
  await expect(lines.getByRole('columnheader', { name: text(en, 'cart.lineTotal') })).toBeVisible();
  const summary = page.getByRole('complementary', { name: text(en, 'orderDetails.summary') });
  await expect(summary.getByText(text(en, 'cart.subTotal'))).toBeVisible();
  await expect(summary.getByText(text(en, 'cart.orderTotal'))).toBeVisible();
  await expect(summary.getByText(/^HST \(13%\)$/)).toBeVisible();
  for (const label of ['orders.status', 'orders.orderDate', 'fields.poNumber', 'fields.deliveryInstructions', 'checkout.paymentMethod', 'checkout.shippingAddress']) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${text(en, label)}$`) })).toBeVisible();
  }
  await expectAccessible(page);

  // The spec's own parameter (ewayorderno, EW prefix tolerated) opens the same order.
  await page.goto(`/en/orders/submitted?ewayorderno=${orderNumber}`);
  await expect(heading).toBeVisible();
  // The order's actions sit together at the end of its heading's row, not Reorder alone in the middle of the page.
  const reorderBox = await page.getByRole('button', { name: text(en, 'orders.reorder'), exact: true }).boundingBox();
  const templateBox = await page.getByRole('button', { name: text(en, 'cartTools.saveAsTemplate'), exact: true }).boundingBox();
  expect((templateBox?.x ?? 0) - ((reorderBox?.x ?? 0) + (reorderBox?.width ?? 0))).toBeLessThan(40);
  await page.getByRole('button', { name: text(en, 'orders.reorder'), exact: true }).click();
  await expect(page.getByText(text(en, 'orders.reorderSuccess', { ORDER_ID: orderNumber.replace(/^(EW|GR)/, '') }))).toBeVisible();

  // The reordered lines are in the cart: a note on the first line, then Clear cart with its confirmation.
  await page.goto('/en/shopping-cart');
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'cart.title') })).toBeVisible();
  const note = page.getByRole('textbox', { name: /^Note for / }).first();
  const productCode = (await page.locator('.line-note label').first().textContent())?.replace(/^Note for /, '') ?? '';
  await note.fill('Leave at reception');
  await page.getByRole('button', { name: text(en, 'cartTools.saveNote', { productCode }) }).click();
  await expect(page.getByRole('button', { name: text(en, 'cartTools.saveNote', { productCode }) })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('textbox', { name: text(en, 'cartTools.lineNote', { productCode }) })).toHaveValue('Leave at reception');
  await expect(page.getByRole('button', { name: text(en, 'cartTools.printView') })).toBeVisible();

  const coupon = page.getByRole('textbox', { name: text(en, 'cartTools.couponCode') });
  const apply = page.getByRole('button', { name: text(en, 'cartTools.applyCoupon') });
  await apply.click();
  await expect(page.getByText(text(en, 'cartTools.couponRequired'))).toBeVisible();
  await coupon.fill('NOSUCHCODE');
  await apply.click();
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#coupon-outcome')).not.toHaveText(text(en, 'cartTools.couponRequired'));
  await expect(page.locator('#coupon-outcome')).not.toBeEmpty();
  await expectAccessible(page);

  const clear = page.getByRole('button', { name: text(en, 'cartTools.clearCart') });
  await clear.click();
  const dialog = page.getByRole('dialog', { name: text(en, 'cartTools.clearCartTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: text(en, 'common.cancel') })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(clear).toBeFocused();

  await clear.click();
  await dialog.getByRole('button', { name: text(en, 'cartTools.clearCartConfirm') }).click();
  await expect(page.getByText(text(en, 'cart.empty'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'cart.title') })).toBeFocused();
});

test('change password: empty fields focus the first, a wrong current password is refused beside its field, in English and French', async ({ page }) => {
  await signIn(page, en, 'buyer-on');
  await page.goto('/en/change-password');
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'account.changePassword') })).toBeVisible();
  // The rule is told before the buyer tries, as the new password field's description.
  await expect(page.getByLabel(text(en, 'changePassword.newPassword'), { exact: true })).toHaveAccessibleDescription(text(en, 'changePassword.newPasswordHint', { min: 12, distinct: 5 }));
  await expectAccessible(page);
  const submit = page.getByRole('button', { name: text(en, 'account.changePassword') });
  await submit.click();
  await expect(page.getByLabel(text(en, 'changePassword.currentPassword'), { exact: true })).toBeFocused();

  await page.getByLabel(text(en, 'changePassword.currentPassword'), { exact: true }).fill('Not-the-password-1');
  await page.getByLabel(text(en, 'changePassword.newPassword'), { exact: true }).fill('Another-Password-2026');
  await page.getByLabel(text(en, 'changePassword.confirmPassword'), { exact: true }).fill('Another-Password-2027');
  await submit.click();
  await expect(page.getByText(text(en, 'changePassword.mismatch'))).toBeVisible();
  await expect(page.getByLabel(text(en, 'changePassword.confirmPassword'), { exact: true })).toBeFocused();

  await page.getByLabel(text(en, 'changePassword.confirmPassword'), { exact: true }).fill('Another-Password-2026');
  await submit.click();
  const current = page.getByLabel(text(en, 'changePassword.currentPassword'), { exact: true });
  await expect(page.getByText(text(en, 'password.wrongCurrent'))).toBeVisible();
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  const fr = 'fr-CA' as const;
  await page.goto('/fr/change-password');
  await expect(page.getByLabel(text(fr, 'changePassword.newPassword'), { exact: true })).toHaveAccessibleDescription(text(fr, 'changePassword.newPasswordHint', { min: 12, distinct: 5 }));
  await page.getByLabel(text(fr, 'changePassword.currentPassword'), { exact: true }).fill('Pas-le-bon-mot-de-passe-1');
  await page.getByLabel(text(fr, 'changePassword.newPassword'), { exact: true }).fill('Autre-Mot-de-passe-2026');
  await page.getByLabel(text(fr, 'changePassword.confirmPassword'), { exact: true }).fill('Autre-Mot-de-passe-2026');
  await page.getByRole('button', { name: text(fr, 'account.changePassword') }).click();
  await expect(page.getByText(text(fr, 'password.wrongCurrent'))).toBeVisible();
  await expectAccessible(page);
});

test('a Quebec buyer in French: back-ordered orders open their details, and buy again adds a product ordered before', async ({ page }) => {
  const fr = 'fr-CA' as const;
  await signIn(page, fr, 'buyer-qc');
  await clearCart(page);

  await page.goto('/fr/orders/back-ordered');
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'account.backOrdered') })).toBeVisible();
  const backOrdered = page.getByRole('table', { name: text(fr, 'account.backOrdered') });
  const order = backOrdered.getByRole('link').first();
  await expect(order).toBeVisible();
  // Each order's status in French (it showed the service's English description, 'Back-ordered').
  await expect(backOrdered.getByRole('columnheader', { name: text(fr, 'orders.status') })).toBeVisible();
  const statuses = (['orders.statusPending', 'orders.statusShipped', 'orders.statusCancelled', 'orders.statusArchived', 'orders.inApproval'] as const).map((key) => text(fr, key));
  await expect(backOrdered.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(new RegExp(`^(${statuses.join('|')})$`));
  await expectAccessible(page);
  const orderNumber = (await order.textContent())?.trim() ?? '';
  await order.click();
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'orders.orderTitle', { orderNumber }) })).toBeVisible();
  const waiting = text(fr, 'cart.backOrdered', { quantity: 0 }).replace(/^0/, '');
  await expect(page.getByRole('table', { name: text(fr, 'orderDetails.lines') }).getByText(new RegExp(`^\\d+${waiting.replace(/[()]/g, '\\$&')}$`)).first()).toBeVisible();
  const summary = page.getByRole('complementary', { name: text(fr, 'orderDetails.summary') });
  await expect(summary.getByText(/^TVQ /)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/fr/browse-products/buyAgain');
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'account.buyAgain') })).toBeVisible();
  const rows = page.getByRole('table', { name: text(fr, 'buyAgain.list') });
  const firstName = (await rows.getByRole('rowheader').first().textContent())?.trim() ?? '';
  await expectAccessible(page);
  await rows.getByRole('button', { name: `${text(fr, 'cart.addToCart')} — ${firstName}`, exact: true }).click();
  await expect(page.getByRole('dialog', { name: text(fr, 'drawer.title') })).toBeVisible();
  await clearCart(page);
});

test('an Ontario buyer (contract product totals on) reads the contract and non-contract products above the subtotal of the cart, in English and French', async ({ page }) => {
  test.setTimeout(90_000);
  const fr = 'fr-CA' as const;
  await signIn(page, en, 'buyer-on');
  await clearCart(page);
  // One product at the client's contract (standing-offer) price and one not, as the search lists them for the buyer.
  const origin = new URL(page.url()).origin;
  const search = await page.request.post('/svc/search/Search/keyword', { headers: { Origin: origin }, data: { keyWord: 'paper', language: 'en', currentPage: 1, recordPerPage: 50, sortBy: 0 } });
  const records = ((await search.json()) as { Records: Array<{ ProductCode: string; IsContract: boolean }> }).Records;
  const contract = records.find((record) => record.IsContract);
  const other = records.find((record) => !record.IsContract);
  expect(contract && other).toBeTruthy();
  const added = await page.request.post('/api/cart/addtocart', { headers: { Origin: origin }, data: { Products: [{ ProductCode: contract?.ProductCode, Quantity: 2 }, { ProductCode: other?.ProductCode, Quantity: 1 }] } });
  expect(added.ok()).toBe(true);
  type Details = { CartInfo: { Products: Array<{ IsContract: boolean; UnitSellPrice: number; Quantity: number }>; CartSummary: { PriceDetails: { mobTotal: number; nonMobTotal: number; subTotal: number } } } };
  const cart = (await (await page.request.get('/api/cart/cartDetails')).json()) as Details;
  const goods = (isContract: boolean) => cart.CartInfo.Products.filter((line) => line.IsContract === isContract).reduce((sum, line) => sum + line.UnitSellPrice * line.Quantity, 0);
  const { mobTotal, nonMobTotal, subTotal } = cart.CartInfo.CartSummary.PriceDetails;
  expect([mobTotal, nonMobTotal]).toEqual([goods(true), goods(false)]);

  for (const [language, locale] of [['en', en], ['fr', fr]] as const) {
    await page.goto(`/${language}/shopping-cart`);
    const summary = page.getByRole('complementary', { name: text(locale, 'cart.summary') });
    const terms = summary.getByRole('term');
    const amounts = summary.getByRole('definition');
    await expect(terms.nth(0)).toHaveText(text(locale, 'cart.mobTotal'));
    await expect(terms.nth(1)).toHaveText(text(locale, 'cart.nonMobTotal'));
    await expect(terms.nth(2)).toHaveText(text(locale, 'cart.subTotal'));
    await expect(amounts.nth(0)).toHaveText(formatMoney(mobTotal, locale));
    await expect(amounts.nth(1)).toHaveText(formatMoney(nonMobTotal, locale));
    await expect(amounts.nth(2)).toHaveText(formatMoney(subTotal, locale));
  }
  await expectAccessible(page);
  await clearCart(page);
});
