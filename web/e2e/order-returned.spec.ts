import type { Locale } from '@comptoir/core';
import { expect, test, type Page } from '@playwright/test';
import { submitForApproval } from './support/approval.ts';
import { clearCart, expectAccessible, PASSWORD, signIn, text } from './support/journey.ts';

const fact = (page: Page, locale: Locale, label: string) =>
  page.locator('.order-facts__item').filter({ has: page.getByRole('term').getByText(text(locale, label), { exact: true }) }).getByRole('definition');

test('an order left with no one to approve it goes back to its buyer: hannah.patel reads it cancelled, why and what to do, in English and French', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'en-CA', 'hannah.patel');
  const order = await submitForApproval(page, 'en');
  await clearCart(page);

  // admin-on, in the console, leaves hannah.patel as the only approver of her own group: no one else can approve her order.
  const console_ = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await console_.goto('/admin/en/sign-in');
  await console_.getByLabel(text('en-CA', 'signIn.logonName')).fill('admin-on');
  await console_.getByLabel(text('en-CA', 'signIn.password')).fill(PASSWORD);
  await console_.getByRole('button', { name: text('en-CA', 'signIn.submit') }).click();
  await expect(console_).toHaveURL(/\/admin\/en\/user-management/);
  const origin = { Origin: new URL(console_.url()).origin };
  const userOf = async (logon: string) => ((await (await console_.request.get(`/admin-api/users?search=${logon}`)).json()) as { users: Array<{ buyerId: string; logonName: string; approvalGroupId: string | null; firstName: string; lastName: string }> }).users.find((user) => user.logonName === logon);
  const [hannah, admin] = [await userOf('hannah.patel'), await userOf('admin-on')];
  const groupId = hannah?.approvalGroupId ?? '';
  const group = (await (await console_.request.get(`/admin-api/approval-groups/${groupId}`)).json()) as { approvers: Array<{ buyerId: string }> };
  const approvers = group.approvers.map((approver) => approver.buyerId);
  try {
    const patched = await console_.request.patch(`/admin-api/approval-groups/${groupId}`, { headers: origin, data: { approverIds: [hannah?.buyerId] } });
    expect(patched.ok(), await patched.text()).toBe(true);
  } finally {
    // The group as it was: the other journeys' orders await approver-on.
    const restored = await console_.request.patch(`/admin-api/approval-groups/${groupId}`, { headers: origin, data: { approverIds: approvers } });
    expect(restored.ok(), await restored.text()).toBe(true);
    await console_.context().close();
  }

  for (const [locale, prefix] of [['en-CA', 'en'], ['fr-CA', 'fr']] as const) {
    await page.goto(`/${prefix}/orders/submitted?id=${order.orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: text(locale, 'orders.orderTitle', { orderNumber: order.displayNumber }) })).toBeFocused();
    await expect(fact(page, locale, 'orders.status')).toHaveText(text(locale, 'orders.statusCancelled'));
    await expect(fact(page, locale, 'orderDetails.cancelledBy')).toContainText(`${admin?.firstName} ${admin?.lastName}`);
    await expect(fact(page, locale, 'orderDetails.cancellationReason')).toHaveText(text(locale, 'orders.returnedNoApprover'));
    await expect(page.getByRole('button', { name: text(locale, 'orders.cancelOrder'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text(locale, 'orders.reorder') })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/${prefix}/dashboard`);
    const messages = page.getByRole('region', { name: text(locale, 'dashboard.messagesTile') });
    const returned = messages.getByRole('listitem').filter({ hasText: text(locale, 'orders.yourOrderReturned', { orderNumber: order.displayNumber }) });
    await expect(returned).toBeVisible();
    await expect(returned.getByText(text(locale, 'orders.yourOrderReturnedNext'))).toBeVisible();
  }
});
