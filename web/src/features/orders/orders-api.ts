import type { Messages, OrderListItem } from '@comptoir/core';
import { api } from '../api-client/index.ts';

/** GET /svc/orders/buyers/{buyerId}/orders?daysBack&count (spec §7; -1 is all orders). */
export const fetchBuyerOrders = (buyerId: string, daysBack: number, count = 100) =>
  api.get<OrderListItem[]>(`/svc/orders/buyers/${encodeURIComponent(buyerId)}/orders`, { query: { daysBack, count } });

/** POST /svc/orders/orders/{id}/reorder: copies the order's lines into the cart ('Order EW… was successfully added to cart'). */
export const reorder = (orderId: number) => api.post<{ isSuccess: boolean; Messages: Messages }>(`/svc/orders/orders/${orderId}/reorder`, {});
