import type { Locale } from '@comptoir/core';
import { expect, test, type Page } from '@playwright/test';
import { submitForApproval } from './support/approval.ts';
import { clearCart, expectAccessible, signIn, text } from './support/journey.ts';

const fact = (page: Page, locale: Locale, label: string) =>
  page.locator('.order-facts__item').filter({ has: page.getByRole('term').getByText(text(locale, label), { exact: true }) }).getByRole('definition');

// Both languages use buyer-on's one cart: one after the other (and in the shared-carts project).
test.describe.configure({ mode: 'serial' });

for (const [locale, prefix] of [['en-CA', 'en'], ['fr-CA', 'fr']] as const) {
  test(`buyer-on cancels an order awaiting approval in ${locale}, after a confirmation; one cancelled meanwhile elsewhere is told in ${locale}`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, locale, 'buyer-on');
    const cancelled = await submitForApproval(page, prefix);
    const elsewhere = await submitForApproval(page, prefix);
    await clearCart(page);

    await page.goto(`/${prefix}/orders/submitted?id=${cancelled.orderId}`);
    const heading = (orderNumber: string) => page.getByRole('heading', { level: 1, name: text(locale, 'orders.orderTitle', { orderNumber }) });
    await expect(heading(cancelled.displayNumber)).toBeFocused();
    await expect(fact(page, locale, 'orders.status')).toHaveText(text(locale, 'orders.inApproval'));
    const cancel = page.getByRole('button', { name: text(locale, 'orders.cancelOrder'), exact: true });

    // The confirmation: Keep order first (the safe choice); Escape keeps the order and gives the focus back.
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: text(locale, 'orderDetails.cancelTitle', { orderNumber: cancelled.displayNumber }) });
    await expect(dialog).toContainText(text(locale, 'orderDetails.cancelText'));
    await expect(dialog.getByRole('button', { name: text(locale, 'orderDetails.keepOrder') })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    await expect(fact(page, locale, 'orders.status')).toHaveText(text(locale, 'orders.inApproval'));

    await cancel.click();
    await dialog.getByRole('button', { name: text(locale, 'orders.cancelOrder') }).click();
    await expect(page.getByText(text(locale, 'orders.cancelled', { orderNumber: cancelled.displayNumber }))).toBeVisible();
    await expect(fact(page, locale, 'orders.status')).toHaveText(text(locale, 'orders.statusCancelled'));
    const orderedBy = (await fact(page, locale, 'orders.orderedBy').textContent()) ?? '';
    await expect(fact(page, locale, 'orderDetails.cancelledBy')).toContainText(orderedBy);
    await expect(page.getByText(text(locale, 'orderDetails.awaitingApprovers'), { exact: true })).toHaveCount(0);
    await expect(cancel).toHaveCount(0);
    await expect(heading(cancelled.displayNumber)).toBeFocused();
    await expectAccessible(page);

    // The submitted orders list says so too.
    await page.goto(`/${prefix}/orders/summaries/1`);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: cancelled.displayNumber }) });
    await expect(row).toContainText(text(locale, 'orders.statusCancelled'));

    // Cancelled in another tab while this one asks: the service's refusal is told in the page's language, and the page
    // shows the order as it now stands.
    await page.goto(`/${prefix}/orders/submitted?id=${elsewhere.orderId}`);
    await expect(heading(elsewhere.displayNumber)).toBeFocused();
    await cancel.click();
    const buyerId = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'BuyerId')?.value ?? '');
    const other = await page.request.post(`/svc/orders/buyers/${buyerId}/orders/${elsewhere.orderId}/cancel`, { headers: { Origin: new URL(page.url()).origin }, data: {} });
    expect(other.ok(), await other.text()).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: text(locale, 'orders.cancelOrder') }).click();
    await expect(page.getByText(text(locale, 'orders.alreadyCancelled', { orderNumber: elsewhere.displayNumber }))).toBeVisible();
    await expect(fact(page, locale, 'orders.status')).toHaveText(text(locale, 'orders.statusCancelled'));
    await expectAccessible(page);
  });
}
