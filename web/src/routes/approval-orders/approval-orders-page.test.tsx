import { formatMessage, ORDER_LIST_MAX, type Locale, type OrderListItem } from '@comptoir/core';
import { recordedResponse } from '@comptoir/fixtures';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';

const state = vi.hoisted(() => ({ session: { signedIn: true, profile: null as null | Record<string, unknown> } }));
vi.mock('../../features/session/index.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useSession: () => state.session,
}));

const { ApprovalOrdersPage } = await import('./approval-orders-page.tsx');

const signedInAs = (isApprover: boolean) => {
  state.session = { signedIn: true, profile: { buyerId: '7a702e0d-c0dc-470a-9842-e7c7f1d5a5a3', logonName: isApprover ? 'approver-on' : 'buyer-qc', firstName: 'Geneviève', lastName: 'Gagnon', isApprover } };
};

afterEach(() => vi.unstubAllGlobals());

describe.each([['en', 'en-CA'], ['fr', 'fr-CA']] as const)('the approval orders in %s', (language, locale: Locale) => {
  const text = (key: string) => formatMessage(locale, key);

  it.each([['awaiting', 'account.approvalOrders'], ['recentlyApproved', 'account.recentApprovals']] as const)('%s, to a buyer who approves nothing: why there is nothing to approve and where their own orders are, not a failure to retry', (view, title) => {
    signedInAs(false);
    const fetch = vi.fn(async () => recordedResponse('orders.approverOrders', 'awaiting-en'));
    vi.stubGlobal('fetch', fetch);
    renderAt(`/${language}/orders/summaries/2`, <ApprovalOrdersPage view={view} />);
    expect(screen.getByRole('heading', { level: 1, name: text(title) })).toBeTruthy();
    expect(screen.getByText(text('orders.notAnApprover'))).toBeTruthy();
    expect(screen.getByRole('link', { name: text('dashboard.allOrders') }).getAttribute('href')).toBe(`/${language}/orders/summaries/1`);
    expect(screen.queryByRole('button', { name: text('common.retry') })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('to an approver: the orders awaiting them, each saying who placed it', async () => {
    signedInAs(true);
    vi.stubGlobal('fetch', vi.fn(async () => recordedResponse('orders.approverOrders', 'awaiting-en')));
    const orders = (await recordedResponse('orders.approverOrders', 'awaiting-en').json()) as OrderListItem[];
    renderAt(`/${language}/orders/summaries/2`, <ApprovalOrdersPage view="awaiting" />);
    const table = await screen.findByRole('table', { name: text('account.approvalOrders') });
    expect(screen.queryByText(text('orders.notAnApprover'))).toBeNull();
    const headings = within(table).getAllByRole('columnheader').map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual([text('orders.orderNumber'), text('orders.orderedBy')]);
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      const row = within(table).getByRole('link', { name: formatMessage(locale, 'orders.viewOrder', { orderNumber: order.displayNumber }) }).closest('tr') as HTMLElement;
      expect(within(row).getAllByRole('cell')[0]?.textContent).toBe(order.orderedBy);
    }
  });

  it.each([
    ['awaiting', 'orders.awaitingCapped', ORDER_LIST_MAX],
    ['recentlyApproved', 'orders.recentApprovalsCapped', ORDER_LIST_MAX],
    ['awaiting', null, ORDER_LIST_MAX - 1],
  ] as const)('%s: a listing that reaches its most orders says older ones are not in it (%s with %i orders; 100 read as all of them)', async (view, key, count) => {
    signedInAs(true);
    const [order] = (await recordedResponse('orders.approverOrders', 'awaiting-en').json()) as OrderListItem[];
    const orders = Array.from({ length: count }, (_, index) => ({ ...order, orderId: 9_000 + index, displayNumber: `EW${4_200_000 + index}` }));
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(orders), { headers: { 'Content-Type': 'application/json' } })));
    renderAt(`/${language}/orders/summaries/2`, <ApprovalOrdersPage view={view} />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(count + 1);
    const notices = [formatMessage(locale, 'orders.awaitingCapped', { count: ORDER_LIST_MAX }), formatMessage(locale, 'orders.recentApprovalsCapped', { count: ORDER_LIST_MAX })];
    expect(notices.filter((notice) => screen.queryByText(notice))).toEqual(key ? [formatMessage(locale, key, { count: ORDER_LIST_MAX })] : []);
  });
});
