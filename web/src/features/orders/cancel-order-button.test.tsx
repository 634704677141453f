import { formatMessage, type Messages } from '@comptoir/core';
import { mockFetchFromRecordings, recordedExchange } from '@comptoir/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withModalDialogs } from '../../test/modal-dialog.ts';
import { renderAt } from '../../test/render.tsx';

const told = vi.fn<(messages: Messages) => void>();
vi.mock('../toasts/index.ts', () => ({ useToasts: () => ({ messages: told, show: () => undefined }) }));
const { CancelOrderButton } = await import('./cancel-order-button.tsx');

withModalDialogs();
afterEach(() => {
  vi.unstubAllGlobals();
  told.mockReset();
});

// The order service's own answers, recorded by contract-tests (decision 056).
describe('Cancel order on recorded answers', () => {
  it.each([
    ['/en', 'en-CA', 'success-en'],
    ['/fr', 'fr-CA', 'already-cancelled-fr'],
  ] as const)('at %s asks first (Keep order focused; keeping it gives the focus back), then tells what the service said and reloads the order (%s, %s)', async (url, locale, variant) => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(mockFetchFromRecordings([['orders.cancel', variant]]));
    vi.stubGlobal('fetch', fetchMock);
    const recorded = recordedExchange('orders.cancel', variant);
    const [, buyerId, orderId] = /^\/svc\/orders\/buyers\/([^/]+)\/orders\/(\d+)\/cancel$/.exec(recorded.request.path) ?? [];
    const onChanged = vi.fn();
    renderAt(url, <CancelOrderButton order={{ OrderId: Number(orderId), orderNo: 'EW4100214' }} buyerId={buyerId as string} onChanged={onChanged} />);
    const opener = screen.getByRole('button', { name: formatMessage(locale, 'orders.cancelOrder') });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: formatMessage(locale, 'orderDetails.cancelTitle', { orderNumber: 'EW4100214' }) });
    const keep = screen.getByRole('button', { name: formatMessage(locale, 'orderDetails.keepOrder') });
    expect(document.activeElement).toBe(keep);
    await user.click(keep);
    expect(document.activeElement).toBe(opener);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(opener);
    await user.click(screen.getAllByRole('button', { name: formatMessage(locale, 'orders.cancelOrder') }).find((button) => dialog.contains(button)) as HTMLElement);

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([init.method, new URL(path, 'http://x').pathname]).toEqual(['POST', recorded.request.path]);
    const { Messages } = recorded.response.body as { Messages: Messages };
    expect(told).toHaveBeenCalledWith(Messages);
    expect(Messages[0]?.PrimaryMessage).toContain(locale === 'fr-CA' ? 'déjà annulée' : 'was cancelled');
    expect((dialog as HTMLDialogElement).open).toBe(false);
  });
});
