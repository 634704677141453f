import { expect, test } from '@playwright/test';
import { fillDeliveryDetails } from './support/checkout.ts';
import { clearCart, expectAccessible, search, signIn, tabTo, text } from './support/journey.ts';

const en = 'en-CA' as const;
const fr = 'fr-CA' as const;
const percent = (value: number) => new Intl.NumberFormat(en, { style: 'percent', maximumFractionDigits: 3 }).format(value);

test('an Ontario buyer in English: sign-in, misspelt search, product, then add, checkout and submit by keyboard with HST and delivery instructions, confirmation of an approval order, its details, reorder, then the approver finds it among the orders to approve', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en');
  await search(page, en, 'staplr');
  await expect(page.getByText(text(en, 'search.signInForPricing')).first()).toBeVisible();
  await expectAccessible(page);

  await signIn(page, en, 'buyer-on');
  // Each page reached has its heading focused, so a screen reader says where the buyer is (not the page body).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await clearCart(page);
  await search(page, en, 'staplr');
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'search.titleKeyword', { keyword: 'staplr' }) })).toBeFocused();
  await expectAccessible(page);
  const productLink = page.getByRole('main').getByRole('link', { name: /stapler/i }).first();
  const productName = (await productLink.textContent())?.trim() ?? '';
  await productLink.click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeFocused();
  await expectAccessible(page);

  // Keyboard only from here: add, drawer, cart, checkout, submit.
  const add = page.getByRole('main').getByRole('button', { name: `${text(en, 'cart.addToCart')} — ${productName}`, exact: true });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: text(en, 'drawer.title') });
  await expect(drawer).toBeVisible();
  await expectAccessible(page);
  const viewCart = drawer.getByRole('button', { name: text(en, 'drawer.viewCart') });
  await tabTo(page, viewCart, 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'cart.title') })).toBeFocused();
  await expectAccessible(page);
  // Switching language mid-journey: the cart's lines come again in French (the api's own French name), then in English.
  const frenchCart = await page.request.get('/api/cart/cartDetails', { headers: { 'Accept-Language': fr } });
  const frenchName = ((await frenchCart.json()) as { CartInfo: { Products: Array<{ Description: string }> } }).CartInfo.Products[0]?.Description ?? '';
  await page.getByRole('link', { name: text(en, 'common.otherLanguageName') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'cart.title') })).toBeVisible();
  await expect(page.getByRole('table').getByText(frenchName, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: text(fr, 'common.otherLanguageName') }).click();
  await expect(page.getByRole('table').getByText(productName, { exact: true })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: text(en, 'cart.checkout') }));
  await page.keyboard.press('Enter');
  await fillDeliveryDetails(page, en);
  // On Delivery Details too: the billing options the api names follow the language, and what was typed stays.
  await page.getByRole('link', { name: text(en, 'common.otherLanguageName') }).click();
  await expect(page.getByRole('radio', { name: text(fr, 'billing.onAccount') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: new RegExp(`\\(${text(fr, 'common.required')}\\)`) })).toHaveValue('4512');
  await page.getByRole('link', { name: text(fr, 'common.otherLanguageName') }).click();
  await expect(page.getByRole('radio', { name: text(en, 'billing.onAccount') })).toBeVisible();
  const instructions = 'Deliver to the loading dock before noon.';
  await page.getByRole('textbox', { name: text(en, 'fields.deliveryInstructions') }).fill(instructions);
  await tabTo(page, page.getByRole('button', { name: text(en, 'checkout.continueToReview') }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: text(en, 'checkout.reviewAndConfirm') })).toBeFocused();
  // Continue saved Delivery Details: a reload on Review & Confirm comes back to them with the instructions kept.
  // buyer-on's client has a PO number prompt, so that prompt is the only PO number field.
  await page.reload();
  await expect(page.getByRole('textbox', { name: text(en, 'fields.deliveryInstructions') })).toHaveValue(instructions);
  await expect(page.getByRole('textbox', { name: /PO number/ })).toHaveCount(1);
  await tabTo(page, page.getByRole('button', { name: text(en, 'checkout.continueToReview') }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: text(en, 'checkout.reviewAndConfirm') })).toBeFocused();
  await expect(page.getByRole('region', { name: text(en, 'checkout.customPrompts') })).toContainText('LPM-4512');
  await expect(page.getByText(text(en, 'cart.taxLine', { tax: text(en, 'tax.hst'), rate: percent(0.13) }), { exact: true })).toBeVisible();
  await expect(page.getByText(text(en, 'cart.taxLine', { tax: text(en, 'tax.gst'), rate: percent(0.05) }))).toHaveCount(0);
  await expect(page.getByText(instructions)).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('button', { name: text(en, 'checkout.placeOrder') }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: text(en, 'checkout.confirmationTitle') })).toBeFocused();
  const orderNumber = /EW\d+/.exec((await page.getByRole('status').filter({ hasText: /EW\d+/ }).textContent()) ?? '')?.[0] ?? '';
  expect(orderNumber).toMatch(/^EW\d+$/);
  // buyer-on's orders go to approver-on: the confirmation and the order say so, with the PO prompt's answer and the instructions.
  const confirmation = page.getByRole('status').filter({ hasText: orderNumber });
  await expect(confirmation).toHaveText(text(en, 'checkout.awaitingApproval', { orderNumber }));
  await expect(page.getByRole('term').filter({ hasText: text(en, 'fields.poNumber') }).locator('+ dd')).toHaveText('LPM-4512');
  await expectAccessible(page);
  await confirmation.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'orders.orderTitle', { orderNumber }) })).toBeFocused();
  const fact = (label: string) => page.locator('.order-facts__item').filter({ has: page.getByRole('term').getByText(text(en, label), { exact: true }) }).getByRole('definition');
  await expect(fact('orders.status')).toHaveText(text(en, 'orders.inApproval'));
  await expect(fact('orderDetails.awaitingApprovers')).not.toBeEmpty();
  await expect(fact('fields.poNumber')).toHaveText('LPM-4512');
  await expect(fact('fields.deliveryInstructions')).toHaveText(instructions);
  await page.goBack();
  await expect(confirmation).toHaveText(text(en, 'checkout.awaitingApproval', { orderNumber }));
  await page.getByRole('link', { name: text(en, 'checkout.viewSubmittedOrders') }).click();
  await expect(page.getByRole('rowheader', { name: orderNumber })).toBeVisible();
  await expectAccessible(page);
  const reorder = page.getByRole('button', { name: text(en, 'orders.reorderOrder', { orderNumber }) });
  await reorder.click();
  await expect(page.getByText(text(en, 'orders.reorderSuccess', { ORDER_ID: orderNumber.replace(/^EW/, '') }))).toBeVisible();
  await expect(reorder).toBeFocused();
  await expect(page.getByRole('link', { name: /^Cart, [1-9]\d* items/ })).toBeVisible();

  // approver-on lands on the orders to approve (firstPageType 5), buyer-on's order among them, and opens it.
  await page.context().clearCookies();
  await signIn(page, en, 'approver-on');
  await expect(page).toHaveURL(/\/en\/orders\/summaries\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'account.approvalOrders') })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('rowheader', { name: orderNumber }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'orders.orderTitle', { orderNumber }) })).toBeFocused();
  await page.getByRole('link', { name: text(en, 'orderDetails.backToApprovals') }).click();
  await expect(page).toHaveURL(/\/en\/orders\/summaries\/2$/);
});
