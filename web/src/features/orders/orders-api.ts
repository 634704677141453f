import { ORDER_LIST_MAX, orderNumberWithoutPrefix, type ApprovalDecisionResponse, type BuyAgainItem, type Messages, type Order, type OrderCancellationResponse, type OrderListItem, type OrderView } from '@comptoir/core';
import { api, currentLocale } from '../api-client/index.ts';

/** GET /svc/orders/buyers/{buyerId}/orders?daysBack&count (spec §7; -1 is all orders). `filters` narrows it (backOrdered). */
export const fetchBuyerOrders = (buyerId: string, daysBack: number, count = ORDER_LIST_MAX, filters?: string, signal?: AbortSignal) =>
  api.get<OrderListItem[]>(`/svc/orders/buyers/${encodeURIComponent(buyerId)}/orders`, { query: { daysBack, count, filters }, signal });

/** GET /svc/orders/approvers/{approverId}/orders?count&filters (spec §7): awaiting the approver by default, `approved` for the recent ones. */
export const fetchApproverOrders = (approverId: string, filters?: string, signal?: AbortSignal, count = ORDER_LIST_MAX) =>
  api.get<OrderListItem[]>(`/svc/orders/approvers/${encodeURIComponent(approverId)}/orders`, { query: { count, filters }, signal });

/** GET /svc/orders/buyers/{buyerId}/searchOrders?searchText (spec §7): by order number (EW tolerated), PO number or product code. */
export const searchBuyerOrders = (buyerId: string, searchText: string, signal?: AbortSignal) =>
  api.get<OrderListItem[]>(`/svc/orders/buyers/${encodeURIComponent(buyerId)}/searchOrders`, { query: { searchText }, signal });

/** POST /svc/orders/orders/{id}/reorder: copies the order's lines into the cart ('Order EW… was successfully added to cart'). */
export const reorder = (orderId: number) => api.post<{ isSuccess: boolean; Messages: Messages }>(`/svc/orders/orders/${orderId}/reorder`, {});

/** GET /svc/orders/orderbynumber/{number without EW}?cultureCode (spec §7): spec §3 'Order' (its orderId opens the view). */
export const fetchOrderByNumber = (number: string, signal?: AbortSignal) =>
  api.get<Order>(`/svc/orders/orderbynumber/${encodeURIComponent(number)}`, { query: { cultureCode: currentLocale() }, signal });

/** GET /svc/orders/orders/{id}: spec §3 'Order view' with the summary and taxes. */
export const fetchOrderView = (orderId: number, signal?: AbortSignal) => api.get<OrderView>(`/svc/orders/orders/${orderId}`, { signal });

/** The order view by its OrderId, else by its EW number (spec §2.2 ewayorderno parameter), read through orderbynumber. */
export const fetchOrderViewOf = async (id: number | null, number: string | null, signal?: AbortSignal): Promise<OrderView> => {
  if (id !== null) return fetchOrderView(id, signal);
  const order = await fetchOrderByNumber(orderNumberWithoutPrefix(number ?? ''), signal);
  return fetchOrderView(order.orderId, signal);
};

/** GET /svc/orders/buyers/{buyerId}/buy-again: products ordered before, most recent first, each as the buyer's product card with the last quantity. */
export const fetchBuyAgain = (buyerId: string, signal?: AbortSignal) =>
  api.get<BuyAgainItem[]>(`/svc/orders/buyers/${encodeURIComponent(buyerId)}/buy-again`, { signal });

/** POST /svc/orders/approvers/{approverId}/orders/{orderId}/approve | reject (decision 022): the approver's decision, a reason with a rejection. */
export const decideOrder = (approverId: string, orderId: number, decision: 'approve' | 'reject', reason = '', expectedAvailableBudget?: number) =>
  api.post<ApprovalDecisionResponse>(
    `/svc/orders/approvers/${encodeURIComponent(approverId)}/orders/${orderId}/${decision}`,
    // An approval names the budget left the page showed: the api refuses it if another approval spent it meanwhile.
    decision === 'reject' ? (reason.trim() !== '' ? { reason } : {}) : expectedAvailableBudget === undefined ? {} : { expectedAvailableBudget },
  );

/** POST /svc/orders/buyers/{buyerId}/orders/{orderId}/cancel (decision 056): the buyer withdraws their own order while it awaits approval. */
export const cancelOrder = (buyerId: string, orderId: number) =>
  api.post<OrderCancellationResponse>(`/svc/orders/buyers/${encodeURIComponent(buyerId)}/orders/${orderId}/cancel`, {});
