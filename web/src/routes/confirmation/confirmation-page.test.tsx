import { formatMessage } from '@comptoir/core';
import { mockFetchFromRecordings } from '@comptoir/fixtures';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';

const session = { signedIn: true, profile: { buyerId: 'buyer-1' } };
vi.mock('../../features/session/index.ts', async (original) => ({
  ...(await original<object>()),
  useSession: () => ({ ...session, profile: session.signedIn ? session.profile : null }),
}));
afterEach(() => {
  session.signedIn = true;
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});
/** What checkout leaves in the history entry of an order submitted without approval. */
const submitted = { awaitingApproval: false };

const { ConfirmationPage } = await import('./confirmation-page.tsx');


describe('the order confirmation', () => {
  it('says the order was submitted in the page language, its number linking to its details by OrderId', () => {
    renderAt('/fr/checkout/confirmation?ewayorderno=EW4100217&orderId=1216', <ConfirmationPage />, submitted);
    expect(screen.getByRole('status').textContent).toBe(formatMessage('fr-CA', 'checkout.orderSubmitted', { orderNumber: 'EW4100217' }));
    expect(screen.getByRole('link', { name: 'EW4100217' }).getAttribute('href')).toBe('/fr/orders/submitted?id=1216');
  });

  it('links by the spec’s ewayorderno when checkout gave no OrderId', () => {
    renderAt('/en/checkout/confirmation?ewayorderno=EW4100216&orderId=', <ConfirmationPage />, submitted);
    expect(screen.getByRole('status').textContent).toBe('Thank you! Your order EW4100216 has been submitted.');
    expect(screen.getByRole('link', { name: 'EW4100216' }).getAttribute('href')).toBe('/en/orders/submitted?ewayorderno=EW4100216');
  });

  it('says an order routed to an approver was sent for approval, not submitted', () => {
    renderAt('/fr/checkout/confirmation?ewayorderno=EW4100218&orderId=1218', <ConfirmationPage />, { awaitingApproval: true });
    expect(screen.getByRole('status').textContent).toBe(formatMessage('fr-CA', 'checkout.awaitingApproval', { orderNumber: 'EW4100218' }));
    expect(screen.getByRole('link', { name: 'EW4100218' }).getAttribute('href')).toBe('/fr/orders/submitted?id=1218');
  });

  it('shows the order’s PO number that checkout left in the history entry (it survives a reload)', () => {
    renderAt('/fr/checkout/confirmation?ewayorderno=EW4100219&orderId=1219', <ConfirmationPage />, { awaitingApproval: false, poNumber: 'BC-2026/117' });
    expect(screen.getByText(formatMessage('fr-CA', 'fields.poNumber')).nextElementSibling?.textContent).toBe('BC-2026/117');
  });

  // A typed URL, a bookmark or a new tab has no history entry: the order view says what checkout said.
  it.each([
    ['/en/checkout/confirmation?ewayorderno=EW4100216&orderId=1215', 'en-CA', [['orders.get', 'success-en']], 'checkout.awaitingApproval', 'EW4100216', 'LPM-A1234'],
    ['/fr/checkout/confirmation?ewayorderno=EW4100217&orderId=1216', 'fr-CA', [['orders.get', 'success-fr']], 'checkout.orderSubmitted', 'EW4100217', 'GCB4500123'],
    ['/fr/checkout/confirmation?ewayorderno=EW4100217&orderId=', 'fr-CA', [['orders.byNumber', 'success-fr'], ['orders.get', 'success-fr']], 'checkout.orderSubmitted', 'EW4100217', 'GCB4500123'],
  ] as const)('at %s with no history entry, reads the order: %s %s and its PO number', async (url, locale, recordings, key, orderNumber, poNumber) => {
    vi.stubGlobal('fetch', vi.fn(mockFetchFromRecordings(recordings)));
    // The page's language, as the app sets it; orderbynumber asks in it.
    document.documentElement.lang = locale;
    renderAt(url, <ConfirmationPage />);
    expect(screen.queryByRole('status')).toBeNull();
    expect((await screen.findByRole('status')).textContent).toBe(formatMessage(locale, key, { orderNumber }));
    expect(screen.getByText(formatMessage(locale, 'fields.poNumber')).nextElementSibling?.textContent).toBe(poNumber);
  });

  it('with no history entry, names the order by the number the order view gives, not one typed in the URL', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetchFromRecordings([['orders.get', 'success-fr']])));
    renderAt('/fr/checkout/confirmation?ewayorderno=EW9999999&orderId=1216', <ConfirmationPage />);
    expect((await screen.findByRole('status')).textContent).toBe(formatMessage('fr-CA', 'checkout.orderSubmitted', { orderNumber: 'EW4100217' }));
  });

  it('with no history entry, an order the buyer may not see says it was not found, not that it was submitted', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetchFromRecordings([['orders.get', 'other-client-fr']])));
    renderAt('/fr/checkout/confirmation?ewayorderno=EW4100216&orderId=1215', <ConfirmationPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(formatMessage('fr-CA', 'orders.notFound'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('EW4100216')).toBeNull();
  });

  it.each(['en', 'fr'] as const)('/%s: come back to once signed out, it shows nothing of the order and sends to sign in, then back', (language) => {
    session.signedIn = false;
    renderAt(`/${language}/checkout/confirmation?ewayorderno=EW4100219&orderId=1219`, <Routes><Route path="/:language/checkout/confirmation" element={<ConfirmationPage />} /><Route path="/:language/api/login" element={<p>sign in</p>} /></Routes>, { poNumber: 'BC-2026/117' });
    expect(screen.getByText('sign in')).toBeTruthy();
    expect(screen.queryByText(/EW4100219|BC-2026/)).toBeNull();
  });

  it.each([
    ['en', 'en-CA'],
    ['fr', 'fr-CA'],
  ] as const)('/%s: another buyer signed in on the tab who goes back to it is sent to their own submitted orders', (language, locale) => {
    renderAt(`/${language}/checkout/confirmation?ewayorderno=EW4100219&orderId=1219`, <Routes><Route path="/:language/checkout/confirmation" element={<ConfirmationPage />} /><Route path="/:language/orders/summaries/1" element={<p>submitted orders</p>} /></Routes>, { poNumber: 'BC-2026/117', buyerId: 'buyer-0' });
    expect(screen.getByText('submitted orders')).toBeTruthy();
    expect(screen.queryByText(formatMessage(locale, 'fields.poNumber'))).toBeNull();
  });
});
