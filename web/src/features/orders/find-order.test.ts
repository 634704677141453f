import { recordedExchange, recordedResponse } from '@comptoir/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookUpOrder } from './find-order.ts';

// The order service's own answers, recorded by contract-tests (success, another buyer's order, unknown number).
const answering = (variant: string) => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => recordedResponse('orders.byNumber', variant));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const requested = (fetchMock: ReturnType<typeof answering>) => new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

describe('find your order', () => {
  it('looks the digits up (EW, spaces and case tolerated) in the page language and opens the order the api found', async () => {
    document.documentElement.lang = 'fr-CA';
    const fetchMock = answering('success-fr');
    const order = recordedExchange('orders.byNumber', 'success-fr').response.body as { orderId: number; EwayOrderNo: string };
    expect(await lookUpOrder(`  ew ${order.EwayOrderNo} `)).toEqual({ outcome: 'found', orderId: order.orderId });
    const url = requested(fetchMock);
    expect(url.pathname).toBe(`/svc/orders/orderbynumber/${order.EwayOrderNo}`);
    expect(url.searchParams.get('cultureCode')).toBe('fr-CA');
  });

  it.each(['other-buyer-en', 'unknown-fr'])('reads the api’s 404 (%s) as not found, with the number as the buyer knows it', async (variant) => {
    answering(variant);
    expect(await lookUpOrder('4100217')).toEqual({ outcome: 'notFound', orderNumber: 'EW4100217' });
  });

  it('refuses an empty or malformed entry with core’s codes, before any call', async () => {
    const fetchMock = answering('success-en');
    expect(await lookUpOrder('  ')).toEqual({ outcome: 'invalid', code: 'findOrder.numberRequired' });
    expect(await lookUpOrder('GR88')).toEqual({ outcome: 'invalid', code: 'findOrder.numberInvalid' });
    expect(await lookUpOrder('EW12-3')).toEqual({ outcome: 'invalid', code: 'findOrder.numberInvalid' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('passes any other failure on with the api’s own message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ isSuccess: false, Messages: [{ PrimaryMessage: 'Trop de requêtes.' }] }), { status: 429, headers: { 'Content-Type': 'application/json' } })));
    expect(await lookUpOrder('EW1')).toEqual({ outcome: 'failed', message: 'Trop de requêtes.' });
  });
});
