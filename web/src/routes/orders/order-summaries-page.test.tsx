import { formatMessage, httpStatusOf, ORDER_LIST_MAX, ORDER_SEARCH_MAX_LENGTH, ORDER_SEARCH_RESULTS_MAX, toMessages } from '@comptoir/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { openStorefront } from '../../test/open-storefront.tsx';
import { forgetRestoredBuyer, jsonAnswer as json, restoreBuyer, restoredBuyerId, restoredProfile } from '../../test/restored-buyer.ts';

const profile = restoredProfile({ logonName: 'buyer-qc', firstName: 'Geneviève', lastName: 'Gagnon', cultureCode: 'fr-CA' });
const windowsAsked: string[] = [];

beforeEach(() => {
  windowsAsked.length = 0;
  vi.stubGlobal('scrollTo', () => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith(`/svc/buyers/buyers/${restoredBuyerId}?`)) return json(profile);
      if (url.startsWith(`/svc/orders/buyers/${restoredBuyerId}/orders?`)) windowsAsked.push(new URL(url, 'http://localhost').searchParams.get('daysBack') ?? '');
      // The api's answer to a search past its limit (orders.test.ts checks the api gives it, in both languages).
      if (url.startsWith(`/svc/orders/buyers/${restoredBuyerId}/searchOrders?`)) {
        const locale = globalThis.location.pathname.startsWith('/fr') ? 'fr-CA' : 'en-CA';
        return json({ isSuccess: false, Messages: toMessages('orders.searchTooLong', locale, { max: ORDER_SEARCH_MAX_LENGTH }) }, httpStatusOf('orders.searchTooLong'));
      }
      return json([]);
    }),
  );
  restoreBuyer();
});
afterEach(forgetRestoredBuyer);

it.each([
  ['en', 'en-CA'],
  ['fr', 'fr-CA'],
] as const)('the window of submitted orders chosen is in the address, so a reload, Back or the other language keeps it (/%s)', async (language, locale) => {
  openStorefront(`/${language}/orders/summaries/1?daysBack=90`);
  const window = (await screen.findByLabelText(formatMessage(locale, 'orders.window'))) as HTMLSelectElement;
  await waitFor(() => expect(windowsAsked).toEqual(['90']));
  expect(window.value).toBe('90');
  fireEvent.change(window, { target: { value: '-1' } });
  await waitFor(() => expect(window.value).toBe('-1'));
  expect(`${globalThis.location.pathname}${globalThis.location.search}`).toBe(`/${language}/orders/summaries/1?daysBack=-1`);
  await waitFor(() => expect(windowsAsked).toEqual(['90', '-1']));
  // Back to the 90 days, from the address.
  globalThis.history.back();
  await waitFor(() => expect(window.value).toBe('90'));
});

it.each([
  ['fr', 'fr-CA'],
  ['en', 'en-CA'],
] as const)('a search too long that came in the address (/%s) says why it was refused, with no Retry that would be refused again', async (language, locale) => {
  const tooLong = 'EW'.padEnd(ORDER_SEARCH_MAX_LENGTH + 1, '7');
  openStorefront(`/${language}/orders/summaries/1?searchText=${tooLong}`);
  const reason = await screen.findByText(formatMessage(locale, 'orders.searchTooLong', { max: ORDER_SEARCH_MAX_LENGTH }));
  expect(screen.getAllByRole('alert')).toContain(reason.closest('[role="alert"]'));
  expect(screen.queryByRole('button', { name: formatMessage(locale, 'common.retry') })).toBeNull();
  // The search is in its field, to be shortened there.
  expect((screen.getByRole('searchbox', { name: formatMessage(locale, 'orders.searchLabel') }) as HTMLInputElement).value).toBe(tooLong);
});

const listed = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    EwayOrderNo: String(4100000 + index), SubmittedDate: '2026-11-01', orderId: 1000 + index, displayNumber: `EW${4100000 + index}`,
    total: 1000, status: 1, approvalStatus: 'SHIPPED', description: 'Submitted', hasBackOrder: false,
  }));

it.each([
  ['en', 'daysBack=-1', 'en-CA', 'orders.listCapped', ORDER_LIST_MAX],
  ['fr', 'daysBack=-1', 'fr-CA', 'orders.listCapped', ORDER_LIST_MAX],
  ['fr', 'searchText=ALA43178', 'fr-CA', 'orders.searchCapped', ORDER_SEARCH_RESULTS_MAX],
] as const)('a list that reaches its most orders says older ones are not shown and how to find them (/%s?%s; 100 of 300 orders read as all of them)', async (language, query, locale, key, max) => {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.startsWith(`/svc/buyers/buyers/${restoredBuyerId}?`) ? json(profile) : json(listed(max)))));
  openStorefront(`/${language}/orders/summaries/1?${query}`);
  expect(await screen.findByText(formatMessage(locale, key, { count: max }))).toBeTruthy();
});

it('a list shorter than its most orders says nothing more', async () => {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.startsWith(`/svc/buyers/buyers/${restoredBuyerId}?`) ? json(profile) : json(listed(ORDER_LIST_MAX - 1)))));
  openStorefront('/en/orders/summaries/1?daysBack=-1');
  expect(await screen.findByText(`EW${4100000 + ORDER_LIST_MAX - 2}`)).toBeTruthy();
  expect(screen.queryByText(formatMessage('en-CA', 'orders.listCapped', { count: ORDER_LIST_MAX }))).toBeNull();
});
