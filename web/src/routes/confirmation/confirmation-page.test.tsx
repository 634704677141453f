import { formatMessage } from '@comptoir/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';

describe('the order confirmation', () => {
  it('says the order was submitted in the page language, its number linking to its details by OrderId', () => {
    renderAt('/fr/checkout/confirmation?ewayorderno=EW4100217&orderId=1216', <ConfirmationPage />);
    expect(screen.getByRole('status').textContent).toBe(formatMessage('fr-CA', 'checkout.orderSubmitted', { orderNumber: 'EW4100217' }));
    expect(screen.getByRole('link', { name: 'EW4100217' }).getAttribute('href')).toBe('/fr/orders/submitted?id=1216');
  });

  it('links by the spec’s ewayorderno when checkout gave no OrderId', () => {
    renderAt('/en/checkout/confirmation?ewayorderno=EW4100216&orderId=', <ConfirmationPage />);
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
});
