import { formatMessage, type Locale } from '@comptoir/core';
import { recordedResponse } from '@comptoir/fixtures';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';

vi.mock('../../features/session/index.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useSession: () => ({ signedIn: true, profile: { buyerId: 'buyer-1', logonName: 'buyer-on', firstName: 'Olivia', lastName: 'Chen' } }),
}));

const { BackOrderedPage } = await import('./back-ordered-page.tsx');

afterEach(() => vi.unstubAllGlobals());

const filtersAsked = (fetch: ReturnType<typeof vi.fn>) => new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost').searchParams.get('filters');

describe.each([['en', 'en-CA'], ['fr', 'fr-CA']] as const)('the back-ordered items in %s', (language, locale: Locale) => {
  const text = (key: string) => formatMessage(locale, key);

  it('spec §2.2: every order with back-ordered items, and a link to the approved ones', async () => {
    const fetch = vi.fn(async () => recordedResponse('orders.buyerOrders', 'back-ordered-fr'));
    vi.stubGlobal('fetch', fetch);
    renderAt(`/${language}/orders/back-ordered`, <BackOrderedPage />);
    expect(screen.getByRole('heading', { level: 1, name: text('account.backOrdered') })).toBeTruthy();
    expect(await screen.findByRole('table', { name: text('account.backOrdered') })).toBeTruthy();
    expect(filtersAsked(fetch)).toBe('backOrdered');
    expect(screen.getByRole('link', { name: text('backOrdered.showApproved') }).getAttribute('href')).toBe(`/${language}/orders/back-ordered?type=approved`);
  });

  it('spec §2.2 (approved: ?type=approved): the approved orders only, said in the heading, with a link back to all', async () => {
    const fetch = vi.fn(async () => recordedResponse('orders.buyerOrders', 'back-ordered-fr'));
    vi.stubGlobal('fetch', fetch);
    renderAt(`/${language}/orders/back-ordered?type=approved`, <BackOrderedPage />);
    expect(screen.getByRole('heading', { level: 1, name: text('backOrdered.approvedTitle') })).toBeTruthy();
    expect(await screen.findByRole('table', { name: text('backOrdered.approvedTitle') })).toBeTruthy();
    expect(filtersAsked(fetch)).toBe('backOrdered,approved');
    expect(screen.getByRole('link', { name: text('backOrdered.showAll') }).getAttribute('href')).toBe(`/${language}/orders/back-ordered`);
  });

  it('no approved order waiting for stock says so of the approved orders, not of all (buyer-bc read “None of your orders has back-ordered items.” beside one)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { headers: { 'Content-Type': 'application/json' } })));
    renderAt(`/${language}/orders/back-ordered?type=approved`, <BackOrderedPage />);
    expect(await screen.findByText(text('backOrdered.approvedEmpty'))).toBeTruthy();
    expect(screen.queryByText(text('backOrdered.empty'))).toBeNull();
    expect(screen.getByRole('link', { name: text('backOrdered.showAll') })).toBeTruthy();
  });
});
