import { formatDate, formatMoney, type Budget, type DashboardMessage, type Locale, type OrderListItem } from '@comptoir/core';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { submitForApproval } from './support/approval.ts';
import { PASSWORD, accountMenuName, clearCart, expectAccessible, signIn, tabTo, text } from './support/journey.ts';

const prefixOf = (locale: Locale) => (locale === 'fr-CA' ? 'fr' : 'en');

/** A visitor opening the dashboard signs in and comes back to it (each persona in a browser of its own). */
const signInToDashboard = async (browser: Browser, locale: Locale, logonName: string): Promise<Page> => {
  const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  const dashboard = `/${prefixOf(locale)}/dashboard`;
  await page.goto(dashboard);
  await expect(page).toHaveURL(new RegExp(`/${prefixOf(locale)}/api/login\\?returnUrl=${encodeURIComponent(dashboard)}$`));
  await page.getByLabel(text(locale, 'signIn.logonName')).fill(logonName);
  await page.getByLabel(text(locale, 'signIn.password')).fill(PASSWORD);
  await page.getByRole('button', { name: text(locale, 'signIn.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
  await expect(page.getByRole('heading', { level: 1, name: text(locale, 'nav.dashboard') })).toBeVisible();
  return page;
};

const buyerIdOf = async (page: Page) => decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'BuyerId')?.value ?? '');
/** What the api answers the signed-in page, in the page's language. */
const answer = async <T,>(page: Page, locale: Locale, path: string): Promise<T> => {
  const response = await page.request.get(path, { headers: { 'Accept-Language': locale } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
};

/** Each listed order opens its order details: the rows are the api's orders, in its order. */
const expectOrders = async (page: Page, locale: Locale, tileName: string, orders: readonly OrderListItem[]) => {
  const tile = page.getByRole('region', { name: tileName });
  const links = tile.getByRole('table').getByRole('rowheader').getByRole('link');
  await expect(links).toHaveText(orders.map((order) => order.displayNumber));
  for (const [index, order] of orders.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', `/${prefixOf(locale)}/orders/submitted?id=${order.orderId}`);
  }
};

// The dashboard reads buyer-on's and approver-on's orders, which order-approval.spec.ts submits and decides: it runs in
// the shared-carts queue (playwright.config.ts), one spec at a time.
for (const locale of ['en-CA', 'fr-CA'] as const) {
  const prefix = prefixOf(locale);
  test(`dashboard in ${locale}: buyer-on sees the budget calculator and the recent orders, searches an order; approver-on sees the orders awaiting approval`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await signInToDashboard(browser, locale, 'buyer-on');
    const buyerId = await buyerIdOf(page);

    // Budget calculator, as the demo data gives it: the period's budget and what remains, in the language's money format.
    const budget = await answer<Budget>(page, locale, '/api/budgetCalculator/budgetCalculatorModel');
    expect(budget.showBudgetCalculator).toBe(true);
    const calculator = page.getByRole('region', { name: text(locale, 'dashboard.budgetCalculator') });
    await expect(calculator.getByRole('term')).toHaveText([text(locale, 'dashboard.monthlyBudget'), text(locale, 'dashboard.remainingBalance')]);
    await expect(calculator.getByRole('definition')).toHaveText([formatMoney(budget.totalBudget, locale), formatMoney(budget.availableBudget, locale)]);
    // fr-CA: '5 100,00 $' with non-breaking spaces; en-CA: '$5,100.00'.
    await expect(calculator.getByRole('definition').first()).toHaveText(locale === 'fr-CA' ? /^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0\$$/ : /^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(calculator.getByText(text(locale, 'dashboard.budgetPeriod', { beginDate: formatDate(budget.beginDate, locale), endDate: formatDate(budget.endDate, locale) }))).toBeVisible();
    if (budget.timePeriodMessage) await expect(calculator.getByText(budget.timePeriodMessage)).toBeVisible();

    // Recent orders: the last 30 days, 3 at most; no approvals for a buyer.
    const recent = await answer<OrderListItem[]>(page, locale, `/svc/orders/buyers/${buyerId}/orders?daysBack=30&count=3`);
    expect(recent.length).toBeGreaterThan(0);
    await expectOrders(page, locale, text(locale, 'dashboard.ordersTile'), recent);
    await expect(page.getByRole('region', { name: text(locale, 'dashboard.ordersTile') }).getByRole('link', { name: text(locale, 'dashboard.allOrders') })).toHaveAttribute('href', `/${prefix}/orders/summaries/1`);
    await expect(page.getByRole('region', { name: text(locale, 'dashboard.approvalsTile') })).toHaveCount(0);

    // Messages and order templates, and the sales representative's e-mail.
    const messages = await answer<DashboardMessage[]>(page, locale, '/api/dashboard/messages');
    expect(messages.length).toBeGreaterThan(0);
    const messagesTile = page.getByRole('region', { name: text(locale, 'dashboard.messagesTile') });
    await expect(messagesTile.getByRole('listitem')).toHaveCount(messages.length);
    for (const message of messages) await expect(messagesTile.getByText(message.PrimaryMessage)).toBeVisible();
    await expect(page.getByRole('region', { name: text(locale, 'account.templates') })).toBeVisible();
    const { client } = await answer<{ client: { clientId: string } }>(page, locale, `/svc/buyers/buyers/${buyerId}?includes=client`);
    const { salesRepEmail } = await answer<{ salesRepEmail: string }>(page, locale, `/svc/buyers/clients/${client.clientId}/branding`);
    await expect(page.getByRole('link', { name: salesRepEmail })).toHaveAttribute('href', `mailto:${salesRepEmail}`);
    await expect(page.getByRole('main').getByRole('link', { name: text(locale, 'dashboard.findYourOrder') })).toHaveAttribute('href', `/${prefix}/orders/find-your-order`);
    await expectAccessible(page);

    // The order search ('Find by order number') lands on the submitted orders found by it.
    const [newest] = recent as [OrderListItem];
    const search = page.getByRole('search', { name: text(locale, 'orders.searchLabel') });
    await expect(search.getByRole('searchbox')).toHaveAttribute('placeholder', text(locale, 'dashboard.findByOrderNumber'));
    await search.getByRole('searchbox').fill(newest.displayNumber);
    await search.getByRole('button', { name: text(locale, 'orders.searchSubmit') }).click();
    await expect(page).toHaveURL(new RegExp(`/${prefix}/orders/summaries/1\\?searchText=${newest.displayNumber}$`));
    await expect(page.getByRole('table', { name: text(locale, 'orders.list') }).getByRole('rowheader', { name: newest.displayNumber })).toBeVisible();

    // A buyer who approves nothing, sent to the orders to approve, is told why there are none and where their own orders are.
    await page.goto(`/${prefix}/orders/summaries/2`);
    await expect(page.getByText(text(locale, 'orders.notAnApprover'))).toBeVisible();
    await expect(page.getByRole('button', { name: text(locale, 'common.retry') })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: text(locale, 'dashboard.allOrders') })).toHaveAttribute('href', `/${prefix}/orders/summaries/1`);
    await page.context().close();

    // approver-on: the orders awaiting their approval, each opening the order where it is approved or rejected.
    const approver = await signInToDashboard(browser, locale, 'approver-on');
    const awaiting = await answer<OrderListItem[]>(approver, locale, `/svc/orders/approvers/${await buyerIdOf(approver)}/orders?count=3`);
    expect(awaiting.length).toBeGreaterThan(0);
    await expectOrders(approver, locale, text(locale, 'dashboard.approvalsTile'), awaiting);
    const approvals = approver.getByRole('region', { name: text(locale, 'dashboard.approvalsTile') });
    await expect(approvals.getByRole('link', { name: text(locale, 'dashboard.allApprovals') })).toHaveAttribute('href', `/${prefix}/orders/summaries/2`);
    // approver-on has no budget of their own or their client's: no calculator.
    expect((await answer<Budget>(approver, locale, '/api/budgetCalculator/budgetCalculatorModel')).showBudgetCalculator).toBe(false);
    await expect(approver.getByRole('region', { name: text(locale, 'dashboard.budgetCalculator') })).toHaveCount(0);
    await expectAccessible(approver);
    await approvals.getByRole('rowheader', { name: awaiting[0]?.displayNumber }).getByRole('link').click();
    await expect(approver.getByRole('heading', { level: 1, name: text(locale, 'orders.orderTitle', { orderNumber: awaiting[0]?.displayNumber ?? '' }) })).toBeVisible();
    await expect(approver.getByRole('region', { name: text(locale, 'orderDetails.approvalTitle') })).toBeVisible();
    await approver.context().close();
  });
}

// A message of buyer-on's own to read, new on each run: approver-on rejects one of buyer-on's orders, which tells buyer-on
// (decision 022). Submitting uses buyer-on's cart: this spec is in the shared-carts queue.
const rejectionMessageFor = async (browser: Browser, buyer: Page, prefix: 'en' | 'fr'): Promise<{ orderNumber: string; reason: string }> => {
  const { orderId, displayNumber } = await submitForApproval(buyer, prefix);
  await clearCart(buyer);
  const approver = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const signedIn = await approver.request.post('/svc/auth/api/buyer/authenticate', { data: { LogonName: 'approver-on', Password: PASSWORD } });
  const { buyerId } = (await signedIn.json()) as { buyerId: string };
  const reason = `Dashboard test ${orderId}`;
  const rejected = await approver.request.post(`/svc/orders/approvers/${buyerId}/orders/${orderId}/reject`, { headers: { Origin: new URL(buyer.url()).origin }, data: { reason } });
  expect(rejected.ok(), await rejected.text()).toBe(true);
  await approver.close();
  return { orderNumber: displayNumber, reason };
};

for (const locale of ['en-CA', 'fr-CA'] as const) {
  const prefix = prefixOf(locale);
  test(`dashboard in ${locale}: buyer-on marks a message read with the keyboard; it leaves the tile for good and the keyboard stays in the tile`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await signInToDashboard(browser, locale, 'buyer-on');
    const { orderNumber, reason } = await rejectionMessageFor(browser, page, prefix);
    await page.reload();
    const tile = page.getByRole('region', { name: text(locale, 'dashboard.messagesTile') });
    const primary = text(locale, 'orders.yourOrderRejected', { orderNumber });
    await expect(tile.getByRole('listitem').first()).toContainText(primary);
    await expect(tile.getByRole('listitem').first()).toContainText(text(locale, 'orders.yourOrderRejectedReason', { reason }));
    const markRead = (message: string) => tile.getByRole('button', { name: `${text(locale, 'dashboard.markRead')} ${message}`, exact: true });
    await expect(markRead(primary)).toHaveText(text(locale, 'dashboard.markRead'));
    await expectAccessible(page);

    await tabTo(page, markRead(primary));
    await page.keyboard.press('Enter');
    await expect(tile.getByText(primary)).toHaveCount(0);
    // The message that took its place has the keyboard, or the empty state when none is left.
    const [next] = await answer<DashboardMessage[]>(page, locale, '/api/dashboard/messages');
    await expect(next ? markRead(next.PrimaryMessage) : tile.getByText(text(locale, 'dashboard.noMessages'))).toBeFocused();
    await expectAccessible(page);

    await page.reload();
    await expect(tile.getByRole('listitem').or(tile.getByText(text(locale, 'dashboard.noMessages'))).first()).toBeVisible();
    await expect(tile.getByText(primary)).toHaveCount(0);
    await page.context().close();
  });
}

test('the signed-in home does not load the dashboard’s code; the account menu’s Dashboard does', async ({ page }) => {
  await signIn(page, 'fr-CA', 'buyer-qc');
  const loaded: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) loaded.push(pathname);
  });
  await page.goto('/fr');
  await page.waitForLoadState('networkidle');
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((file) => file.includes('dashboard'))).toEqual([]);
  await page.getByRole('button', { name: accountMenuName('fr-CA') }).click();
  await page.getByRole('link', { name: text('fr-CA', 'nav.dashboard') }).click();
  await expect(page).toHaveURL(/\/fr\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: text('fr-CA', 'nav.dashboard') })).toBeVisible();
  expect(loaded.filter((file) => file.includes('dashboard-page'))).toHaveLength(1);
});
