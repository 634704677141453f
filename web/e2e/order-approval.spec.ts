import type { Locale } from '@comptoir/core';
import { expect, test, type Page } from '@playwright/test';
import { submitForApproval } from './support/approval.ts';
import { PASSWORD, clearCart, expectAccessible, text } from './support/journey.ts';

/** Signs in from the sign-in page of the language, back to `path` in that language (buyer-on's own landing page is in English). */
const signInTo = async (page: Page, locale: Locale, logonName: string, path: string) => {
  await page.context().clearCookies();
  await page.goto(`${path.slice(0, 3)}/api/login?returnUrl=${encodeURIComponent(path)}`);
  await page.getByLabel(text(locale, 'signIn.logonName')).fill(logonName);
  await page.getByLabel(text(locale, 'signIn.password')).fill(PASSWORD);
  await page.getByRole('button', { name: text(locale, 'signIn.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
};

const fact = (page: Page, locale: Locale, label: string) =>
  page.locator('.order-facts__item').filter({ has: page.getByRole('term').getByText(text(locale, label), { exact: true }) }).getByRole('definition');

// Both languages use buyer-on's one cart: one after the other.
test.describe.configure({ mode: 'serial' });

for (const [locale, prefix] of [['en-CA', 'en'], ['fr-CA', 'fr']] as const) {
  test(`order approval in ${locale}: approver-on approves one of buyer-on's orders and rejects another with a reason; buyer-on sees both outcomes`, async ({ page: buyer, browser }) => {
    test.setTimeout(180_000);
    await signInTo(buyer, locale, 'buyer-on', `/${prefix}/orders/summaries/1`);
    const { displayNumber: approved } = await submitForApproval(buyer, prefix);
    const { displayNumber: rejected } = await submitForApproval(buyer, prefix);
    await clearCart(buyer);

    // approver-on in a browser of their own: buyer-on stays signed in (each sign-in counts against the account's throttle).
    const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await signInTo(page, locale, 'approver-on', `/${prefix}/orders/summaries/2`);
    await page.getByRole('rowheader', { name: approved }).getByRole('link').click();
    const heading = (orderNumber: string) => page.getByRole('heading', { level: 1, name: text(locale, 'orders.orderTitle', { orderNumber }) });
    await expect(heading(approved)).toBeFocused();
    const decision = page.getByRole('region', { name: text(locale, 'orderDetails.approvalTitle') });
    await expect(decision).toBeVisible();
    await expectAccessible(page);
    await decision.getByRole('button', { name: text(locale, 'orders.approve'), exact: true }).click();
    await expect(page.getByText(text(locale, 'orders.approved', { orderNumber: approved }))).toBeVisible();
    await expect(fact(page, locale, 'orders.status')).toHaveText(text(locale, 'orders.statusApproved'));
    await expect(decision).toHaveCount(0);
    await expect(heading(approved)).toBeFocused();

    // Reject asks for an optional reason in a modal dialog: Cancel first, Escape gives the focus back to Reject.
    await page.goto(`/${prefix}/orders/summaries/2`);
    await expect(page.getByRole('rowheader', { name: approved })).toHaveCount(0);
    await page.getByRole('rowheader', { name: rejected }).getByRole('link').click();
    await expect(heading(rejected)).toBeFocused();
    const reject = decision.getByRole('button', { name: text(locale, 'orders.reject'), exact: true });
    await reject.click();
    const dialog = page.getByRole('dialog', { name: text(locale, 'orderDetails.rejectTitle', { orderNumber: rejected }) });
    await expect(dialog.getByRole('button', { name: text(locale, 'common.cancel') })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(reject).toBeFocused();
    await reject.click();
    const reason = locale === 'fr-CA' ? 'Veuillez commander les agrafeuses du contrat.' : 'Please order the contract staplers instead.';
    await dialog.getByRole('textbox', { name: text(locale, 'orderDetails.rejectReason') }).fill(reason);
    await dialog.getByRole('button', { name: text(locale, 'orderDetails.rejectConfirm') }).click();
    await expect(page.getByText(text(locale, 'orders.rejected', { orderNumber: rejected }))).toBeVisible();
    await expect(fact(page, locale, 'orders.status')).toHaveText(text(locale, 'orders.statusRejected'));
    await expect(fact(page, locale, 'orderDetails.rejectionReason')).toHaveText(reason);
    await expectAccessible(page);

    // Recently approved lists the approved order, not the rejected one.
    await page.goto(`/${prefix}/orders/summaries/3`);
    await expect(page.getByRole('rowheader', { name: approved })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: rejected })).toHaveCount(0);
    await page.context().close();

    // buyer-on sees both outcomes in the submitted orders and on the rejected order, with the reason.
    await buyer.goto(`/${prefix}/orders/summaries/1`);
    const rowOf = (orderNumber: string) => buyer.getByRole('row').filter({ has: buyer.getByRole('rowheader', { name: orderNumber }) });
    await expect(rowOf(approved)).toContainText(text(locale, 'orders.statusApproved'));
    await expect(rowOf(rejected)).toContainText(text(locale, 'orders.statusRejected'));
    await expectAccessible(buyer);
    await rowOf(rejected).getByRole('link', { name: text(locale, 'orders.viewOrder', { orderNumber: rejected }) }).click();
    await expect(buyer.getByRole('heading', { level: 1, name: text(locale, 'orders.orderTitle', { orderNumber: rejected }) })).toBeFocused();
    await expect(fact(buyer, locale, 'orders.status')).toHaveText(text(locale, 'orders.statusRejected'));
    await expect(fact(buyer, locale, 'orderDetails.rejectionReason')).toHaveText(reason);
    await expect(buyer.getByRole('region', { name: text(locale, 'orderDetails.approvalTitle') })).toHaveCount(0);
    await expectAccessible(buyer);
  });
}

test('a rejection reason with no space (a pasted link) stays within a phone’s screen on buyer-on’s dashboard and order; the order read in the other language keeps the keyboard on the language switch', async ({ page: buyer, browser }) => {
  test.setTimeout(120_000);
  const locale = 'fr-CA';
  await signInTo(buyer, locale, 'buyer-on', '/fr/orders/summaries/1');
  const { orderId, displayNumber } = await submitForApproval(buyer, 'fr');
  await clearCart(buyer);
  const reason = `https://intranet.example.ca/approbations/${'politique-achats-'.repeat(20)}${Date.now()}`;
  const approver = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await approver.newPage();
  await signInTo(page, locale, 'approver-on', '/fr/orders/summaries/2');
  const approverId = (await approver.cookies()).find((cookie) => cookie.name === 'BuyerId')?.value;
  const rejected = await page.request.post(`/svc/orders/approvers/${approverId}/orders/${orderId}/reject`, { headers: { Origin: new URL(page.url()).origin }, data: { reason } });
  expect(rejected.ok(), await rejected.text()).toBe(true);
  await approver.close();

  const overflow = () => buyer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await buyer.setViewportSize({ width: 390, height: 844 });
  await buyer.goto('/fr/dashboard');
  const messages = buyer.getByRole('region', { name: text(locale, 'dashboard.messagesTile') });
  await expect(messages.getByText(text(locale, 'orders.yourOrderRejected', { orderNumber: displayNumber }))).toBeVisible();
  await expect(messages.getByText(text(locale, 'orders.yourOrderRejectedReason', { reason }))).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(buyer);

  await buyer.goto(`/fr/orders/submitted?id=${orderId}`);
  const heading = buyer.getByRole('heading', { level: 1, name: text(locale, 'orders.orderTitle', { orderNumber: displayNumber }) });
  await expect(heading).toBeFocused();
  await expect(fact(buyer, locale, 'orderDetails.rejectionReason')).toHaveText(reason);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // The same order in English: the page stays, and so does the keyboard, on the switch (now the link back to French).
  await buyer.getByRole('link', { name: 'English' }).focus();
  await buyer.keyboard.press('Enter');
  await expect(buyer.getByRole('heading', { level: 1, name: text('en-CA', 'orders.orderTitle', { orderNumber: displayNumber }) })).toBeVisible();
  await expect(buyer).toHaveURL(new RegExp(`/en/orders/submitted\\?id=${orderId}$`));
  await expect(buyer.getByRole('link', { name: 'Français' })).toBeFocused();
});
