import type { Operation } from './operations.ts';

/** Spec §7 order service under /svc/orders, then the spec's paths; reorder, buy again and the approval decisions designed. */
export const orderOperations: readonly Operation[] = [
  { method: 'get', path: '/svc/orders/buyers/{buyerId}/orders', service: 'orders', summary: "The session buyer's orders (daysBack, count, filters)", responses: { 200: 'OrdersResponse' } },
  { method: 'get', path: '/svc/orders/buyers/{buyerId}/searchOrders', service: 'orders', summary: 'Search the buyer\'s orders by number, PO number or product code (searchText, filters)', responses: { 200: 'OrdersResponse' } },
  { method: 'get', path: '/svc/orders/approvers/{approverId}/orders', service: 'orders', summary: "Orders awaiting the approver's decision, or recently approved (count, filters)", responses: { 200: 'OrdersResponse' } },
  { method: 'post', path: '/svc/orders/approvers/{approverId}/orders/{orderId}/approve', service: 'orders', summary: 'The approver approves an order of their approval group awaiting approval (order action 1)', designed: true, request: 'EmptyBody', responses: { 200: 'ApprovalDecisionResponse' } },
  { method: 'post', path: '/svc/orders/approvers/{approverId}/orders/{orderId}/reject', service: 'orders', summary: 'The approver rejects an order of their approval group awaiting approval, with an optional reason (order action 2)', designed: true, request: 'RejectOrderRequest', responses: { 200: 'ApprovalDecisionResponse' } },
  { method: 'get', path: '/svc/orders/orderbynumber/{number}', service: 'orders', summary: 'An order by its number without the EW prefix (includes, cultureCode)', responses: { 200: 'Order' } },
  { method: 'get', path: '/svc/orders/orders/{id}', service: 'orders', summary: 'The order view: lines, groups, approvers, summary and taxes, enabled actions', responses: { 200: 'OrderView' } },
  { method: 'post', path: '/svc/orders/orders/{id}/template', service: 'orders', summary: "Save an order's lines, or the cart's (its OrderId), as one of the buyer's order templates, language header", request: 'SaveTemplateRequest', responses: { 200: 'SaveTemplateResponse' } },
  { method: 'post', path: '/svc/orders/orders/{orderId}/split-Order-Summary', service: 'orders', summary: 'Summary of the chosen order products, contract and non-contract apart', request: 'SplitOrderSummaryRequest', responses: { 200: 'SplitOrderSummaryResponse' } },
  { method: 'post', path: '/svc/orders/orders/{id}/reorder', service: 'orders', summary: "Reorder: the order's lines into the cart under today's rules and prices", designed: true, request: 'EmptyBody', responses: { 200: 'ReorderResponse' } },
  { method: 'get', path: '/svc/orders/buyers/{buyerId}/buy-again', service: 'orders', summary: 'Products the buyer ordered before, most recent first', designed: true, responses: { 200: 'BuyAgainResponse' } },
];
