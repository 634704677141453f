import { orderDisplayNumber, parseOrderNumberEntry, type OrderNumberEntry } from '@comptoir/core';
import { ApiError } from '../api-client/index.ts';
import { fetchOrderByNumber } from './orders-api.ts';

/** What looking an order up by its number gives the find-your-order page. */
export type OrderLookup =
  | { outcome: 'found'; orderId: number }
  | { outcome: 'invalid'; code: Extract<OrderNumberEntry, { ok: false }>['code'] }
  | { outcome: 'notFound'; orderNumber: string }
  | { outcome: 'failed'; message: string };

/**
 * Find your order (spec §2): the entry is checked by core's rule before any call, then looked up with
 * orderbynumber, which answers only orders the buyer may see; a 404 is 'not found', never a leak.
 */
export const lookUpOrder = async (entry: string, signal?: AbortSignal): Promise<OrderLookup> => {
  const parsed = parseOrderNumberEntry(entry);
  if (!parsed.ok) return { outcome: 'invalid', code: parsed.code };
  try {
    const order = await fetchOrderByNumber(parsed.number, signal);
    return { outcome: 'found', orderId: order.orderId };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { outcome: 'notFound', orderNumber: orderDisplayNumber({ orderNo: parsed.number }) };
    if (error instanceof ApiError) return { outcome: 'failed', message: error.message };
    throw error;
  }
};
