import { formatMessage } from '@comptoir/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../features/api-client/index.ts';
import { renderAt } from '../../test/render.tsx';
import { OrderLoadError } from './order-load-error.tsx';

const notFound = new ApiError(404, [{ MessageType: 1, MessageStatus: 1, PrimaryMessage: 'Not found', SecondaryMessages: [], Type: 'orders.notFound' }]);

describe('an order that could not be opened', () => {
  it.each([
    ['/en/orders/submitted?id=999', 'en-CA', '/en/orders/summaries/1'],
    ['/fr/orders/submitted?id=999', 'fr-CA', '/fr/orders/summaries/1'],
  ] as const)('at %s: a 404 says the order was not found and leads back to the buyer’s orders, with no Retry', (url, locale, orders) => {
    renderAt(url, <OrderLoadError error={notFound} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain(formatMessage(locale, 'orders.notFound'));
    expect(screen.getByRole('link', { name: formatMessage(locale, 'orderDetails.backToOrders') }).getAttribute('href')).toBe(orders);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each(['en', 'fr'] as const)('a number no order can have (the api’s 400 for ?id=99999999999999999999) is not found either, with the way back (%s)', (language) => {
    const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
    const refused = new ApiError(400, [{ MessageType: 4, MessageStatus: 1, PrimaryMessage: formatMessage(locale, 'errors.badRequest'), SecondaryMessages: [], Type: 'errors.badRequest' }]);
    renderAt(`/${language}/orders/submitted?id=99999999999999999999`, <OrderLoadError error={refused} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain(formatMessage(locale, 'orders.notFound'));
    expect(screen.getByRole('link', { name: formatMessage(locale, 'orderDetails.backToOrders') }).getAttribute('href')).toBe(`/${language}/orders/summaries/1`);
  });

  it.each([
    ['a network failure', new ApiError(0, [])],
    ['a server failure', new ApiError(503, [])],
  ])('keeps Retry for %s', (_, error) => {
    const retry = vi.fn();
    renderAt('/en/orders/submitted?id=999', <OrderLoadError error={error} onRetry={retry} />);
    screen.getByRole('button', { name: formatMessage('en-CA', 'common.retry') }).click();
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
