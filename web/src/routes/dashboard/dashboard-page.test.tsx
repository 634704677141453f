import { formatDate, formatMessage, formatMoney, type Budget, type Locale, type OrderListItem } from '@comptoir/core';
import { recordedResponse } from '@comptoir/fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';

const state = vi.hoisted(() => ({ session: { signedIn: true, profile: null as null | Record<string, unknown> } }));
vi.mock('../../features/session/index.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useSession: () => state.session,
}));

const { DashboardPage } = await import('./dashboard-page.tsx');

type Language = 'en' | 'fr';
const localeOf = (language: Language): Locale => (language === 'fr' ? 'fr-CA' : 'en-CA');
const text = (language: Language, key: string, params: Record<string, string | number> = {}) => formatMessage(localeOf(language), key, params);

/** Each call of the dashboard, answered by its recorded answer unless a test says otherwise. */
type Call = 'budget' | 'orders' | 'approvals' | 'messages' | 'templates' | 'branding';
const calls: ReadonlyArray<[Call, RegExp]> = [
  ['budget', /^\/api\/budgetCalculator\/budgetCalculatorModel$/],
  ['orders', /^\/svc\/orders\/buyers\/[^/]+\/orders\?daysBack=30&count=3$/],
  ['approvals', /^\/svc\/orders\/approvers\/[^/]+\/orders\?count=3$/],
  ['messages', /^\/api\/dashboard\/messages$/],
  ['templates', /^\/svc\/orders\/buyers\/[^/]+\/templates$/],
  ['branding', /^\/svc\/buyers\/clients\/[^/]+\/branding$/],
];
const recorded = (language: Language): Record<Call, () => Response> => ({
  budget: () => recordedResponse('budgetCalculator.model', `success-${language}`),
  orders: () => recordedResponse('orders.buyerOrders', 'success-en'),
  approvals: () => recordedResponse('orders.approverOrders', 'awaiting-en'),
  messages: () => recordedResponse('dashboard.messages', `success-${language}`),
  templates: () => recordedResponse('templates.list', `success-${language}`),
  branding: () => recordedResponse('clients.branding', `success-${language}`),
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const bodyOf = async <T,>(response: Response) => (await response.json()) as T;

/** Stubs fetch with the dashboard's calls; returns how often each was asked. */
const answerWith = (language: Language, overrides: Partial<Record<Call, () => Response>> = {}) => {
  const answers = { ...recorded(language), ...overrides };
  const asked: Partial<Record<Call, number>> = {};
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    const call = calls.find(([, pattern]) => pattern.test(`${url.pathname}${url.search}`))?.[0];
    if (!call) throw new Error(`The dashboard asked for ${url.pathname}${url.search}`);
    asked[call] = (asked[call] ?? 0) + 1;
    return answers[call]();
  }));
  return asked;
};

// Each test its own client: the branding answer is kept per client for the visit.
let clients = 0;
const signedInAs = (isApprover: boolean) => {
  clients += 1;
  state.session = { signedIn: true, profile: { buyerId: '7a702e0d-c0dc-470a-9842-e7c7f1d5a5a3', logonName: 'buyer-on', firstName: 'Olivia', lastName: 'Chen', isApprover, client: { clientId: `00000000-0000-4000-8000-${String(clients).padStart(12, '0')}` } } };
};

const Where = () => <p>{`at ${useLocation().pathname}${useLocation().search}`}</p>;
const renderDashboard = (language: Language) =>
  renderAt(
    `/${language}/dashboard`,
    <Routes>
      <Route path={`/${language}/dashboard`} element={<DashboardPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
const tile = (name: string) => screen.findByRole('region', { name });

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard', () => {
  it.each(['en', 'fr'] as const)("for a buyer in %s: the budget, the 3 recent orders, messages, order templates, the order search and the sales representative's e-mail; no approvals", async (language) => {
    signedInAs(false);
    answerWith(language);
    const locale = localeOf(language);
    renderDashboard(language);
    expect(screen.getByRole('heading', { level: 1, name: text(language, 'nav.dashboard') })).toBeTruthy();

    const budget = await tile(text(language, 'dashboard.budgetCalculator'));
    const model = await bodyOf<Budget>(recorded(language).budget());
    expect(within(budget).getByText(model.timePeriodMessage ?? '')).toBeTruthy();
    expect(within(budget).getByText(text(language, 'dashboard.budgetPeriod', { beginDate: formatDate(model.beginDate, locale), endDate: formatDate(model.endDate, locale) }))).toBeTruthy();
    const figures = within(budget).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      [text(language, 'dashboard.monthlyBudget'), formatMoney(model.totalBudget, locale)],
      [text(language, 'dashboard.remainingBalance'), formatMoney(model.availableBudget, locale)],
    ]);
    // A budget in the thousands, as French writes it: a no-break space between the thousands, the comma, then ' $'.
    if (language === 'fr') expect(model.totalBudget >= 100_000 && formatMoney(model.totalBudget, locale)).toMatch(/^\d{1,3}(\u00a0\d{3})+,\d{2}\u00a0\$$/);

    const orders = await tile(text(language, 'dashboard.ordersTile'));
    const recent = await bodyOf<OrderListItem[]>(recorded(language).orders());
    expect(recent).toHaveLength(3);
    for (const order of recent) {
      const link = await within(orders).findByRole('link', { name: text(language, 'orders.viewOrder', { orderNumber: order.displayNumber }) });
      expect([link.textContent, link.getAttribute('href')]).toEqual([order.displayNumber, `/${language}/orders/submitted?id=${order.orderId}`]);
    }
    expect(within(orders).getAllByRole('row')).toHaveLength(recent.length + 1);
    expect(within(orders).getByRole('link', { name: text(language, 'dashboard.allOrders') }).getAttribute('href')).toBe(`/${language}/orders/summaries/1`);
    expect(screen.queryByRole('region', { name: text(language, 'dashboard.approvalsTile') })).toBeNull();

    const messages = await tile(text(language, 'dashboard.messagesTile'));
    const active = await bodyOf<Array<{ PrimaryMessage: string }>>(recorded(language).messages());
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(active.length));
    for (const message of active) expect(within(messages).getByText(message.PrimaryMessage)).toBeTruthy();

    const templates = await tile(text(language, 'account.templates'));
    const saved = await bodyOf<Array<{ templateId: string; name: string }>>(recorded(language).templates());
    await waitFor(() => expect(within(templates).getAllByRole('listitem')).toHaveLength(saved.length));
    for (const template of saved) expect(within(templates).getByRole('link', { name: template.name }).getAttribute('href')).toBe(`/${language}/orders/templates/details?id=${template.templateId}`);
    expect(within(templates).getByRole('link', { name: text(language, 'dashboard.allTemplates') }).getAttribute('href')).toBe(`/${language}/orders/templates`);

    const search = screen.getByRole('search', { name: text(language, 'orders.searchLabel') });
    expect(within(search).getByRole('searchbox').getAttribute('placeholder')).toBe(text(language, 'dashboard.findByOrderNumber'));
    expect(screen.getByRole('link', { name: text(language, 'dashboard.findYourOrder') }).getAttribute('href')).toBe(`/${language}/orders/find-your-order`);

    const { salesRepEmail } = await bodyOf<{ salesRepEmail: string }>(recorded(language).branding());
    const email = await screen.findByRole('link', { name: salesRepEmail });
    expect(email.getAttribute('href')).toBe(`mailto:${salesRepEmail}`);
    expect(email.parentElement?.textContent).toBe(text(language, 'dashboard.helpMessage', { email: salesRepEmail }));
  });

  it.each(['en', 'fr'] as const)('in %s, a budget spent past its total shows nothing remaining, as checkout says, and by how much it is over', async (language) => {
    signedInAs(false);
    const locale = localeOf(language);
    const model = await bodyOf<Budget>(recorded(language).budget());
    answerWith(language, { budget: () => json({ ...model, availableBudget: -25564 }) });
    renderDashboard(language);
    const budget = await tile(text(language, 'dashboard.budgetCalculator'));
    const figures = within(budget).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      [text(language, 'dashboard.monthlyBudget'), formatMoney(model.totalBudget, locale)],
      [text(language, 'dashboard.remainingBalance'), formatMoney(0, locale)],
      [text(language, 'dashboard.overBudgetBy'), formatMoney(25564, locale)],
    ]);
  });

  it('for an approver: the orders awaiting their approval, each opening the order where it is approved and saying who placed it, and the whole list', async () => {
    signedInAs(true);
    answerWith('fr');
    renderDashboard('fr');
    const approvals = await tile(text('fr', 'dashboard.approvalsTile'));
    const awaiting = await bodyOf<OrderListItem[]>(recorded('fr').approvals());
    expect(awaiting.length).toBeGreaterThan(0);
    for (const order of awaiting) {
      const link = await within(approvals).findByRole('link', { name: text('fr', 'orders.viewOrder', { orderNumber: order.displayNumber }) });
      expect(link.getAttribute('href')).toBe(`/fr/orders/submitted?id=${order.orderId}`);
      const row = link.closest('tr') as HTMLElement;
      expect(within(row).getByRole('cell', { name: order.orderedBy })).toBeTruthy();
    }
    expect(within(approvals).getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['orders.orderNumber', 'orders.orderedBy', 'orders.orderDate', 'orders.total'].map((key) => text('fr', key)));
    expect(within(approvals).getAllByRole('row')).toHaveLength(awaiting.length + 1);
    expect(within(approvals).getByRole('link', { name: text('fr', 'dashboard.allApprovals') }).getAttribute('href')).toBe('/fr/orders/summaries/2');
    expect(await tile(text('fr', 'dashboard.ordersTile'))).toBeTruthy();
  });

  it('leaves the budget calculator out when the budget model says not to show it, and the help sentence when the client has no representative', async () => {
    signedInAs(false);
    const hidden: Budget = { ...(await bodyOf<Budget>(recorded('en').budget())), showBudgetCalculator: false };
    const branding = await bodyOf<Record<string, unknown>>(recorded('en').branding());
    const asked = answerWith('en', { budget: () => json(hidden), branding: () => json({ ...branding, salesRepEmail: null }) });
    renderDashboard('en');
    await waitFor(() => expect(asked.budget).toBe(1));
    await waitFor(() => expect(asked.branding).toBe(1));
    await within(await tile(text('en', 'dashboard.messagesTile'))).findAllByRole('listitem');
    // Every answer is in: nothing is still loading when the page is read.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: text('en', 'dashboard.budgetCalculator') })).toBeNull();
    expect(screen.queryByText(/sales representative/)).toBeNull();
    expect(screen.queryByRole('link', { name: /^mailto:|@/ })).toBeNull();
  });

  it('says what each empty tile means, with the next step', async () => {
    signedInAs(true);
    answerWith('en', { orders: () => json([]), approvals: () => json([]), messages: () => json([]), templates: () => json([]) });
    renderDashboard('en');
    expect(await within(await tile(text('en', 'dashboard.ordersTile'))).findByText(text('en', 'dashboard.noOrders'))).toBeTruthy();
    expect(await within(await tile(text('en', 'dashboard.approvalsTile'))).findByText(text('en', 'dashboard.noApprovals'))).toBeTruthy();
    expect(await within(await tile(text('en', 'dashboard.messagesTile'))).findByText(text('en', 'dashboard.noMessages'))).toBeTruthy();
    const templates = await tile(text('en', 'account.templates'));
    expect(await within(templates).findByText(text('en', 'templates.empty'))).toBeTruthy();
    expect(within(templates).getByRole('link', { name: text('en', 'templates.viewCart') }).getAttribute('href')).toBe('/en/shopping-cart');
  });

  it('a tile whose call fails shows its own error with Try again; the other tiles are not affected, and Try again loads it', async () => {
    signedInAs(false);
    let messagesDown = true;
    const asked = answerWith('fr', { messages: () => (messagesDown ? json({ isSuccess: false, Messages: [] }, 503) : recordedResponse('dashboard.messages', 'success-fr')) });
    const user = userEvent.setup();
    renderDashboard('fr');
    const messages = await tile(text('fr', 'dashboard.messagesTile'));
    expect((await within(messages).findByRole('alert')).textContent).toContain(text('fr', 'errors.generic'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(await within(await tile(text('fr', 'dashboard.ordersTile'))).findAllByRole('row')).not.toHaveLength(0);
    expect(await tile(text('fr', 'dashboard.budgetCalculator'))).toBeTruthy();
    messagesDown = false;
    await user.click(within(messages).getByRole('button', { name: text('fr', 'common.retry') }));
    await waitFor(() => expect(within(messages).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(messages).queryByRole('alert')).toBeNull();
    expect(asked.messages).toBe(2);
    expect(asked.orders).toBe(1);
  });

  it('the order search goes to the submitted orders found by it', async () => {
    signedInAs(false);
    answerWith('en');
    const user = userEvent.setup();
    renderDashboard('en');
    await user.type(screen.getByRole('searchbox', { name: text('en', 'orders.searchLabel') }), ' EW4100216 ');
    await user.click(screen.getByRole('button', { name: text('en', 'orders.searchSubmit') }));
    expect(screen.getByText('at /en/orders/summaries/1?searchText=EW4100216')).toBeTruthy();
  });

  it('a visitor is sent to sign in, and back to the dashboard afterwards', () => {
    state.session = { signedIn: false, profile: null };
    answerWith('fr');
    renderDashboard('fr');
    expect(screen.getByText('at /fr/api/login?returnUrl=%2Ffr%2Fdashboard')).toBeTruthy();
  });
});
