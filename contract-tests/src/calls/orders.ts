import type { SpecCall } from './types.ts';

const groupOrdersNotBuilt = 'not built yet: group order issue (no route registered)';

/** Spec §7 'Order service', served under /svc/orders with the spec's own paths. */
export const orderCalls: readonly SpecCall[] = [
  { id: 'orders.buyerOrders', service: 'orders', spec: 'GET buyers/{buyerId}/orders, query daysBack 30, count 3, filters', route: 'GET /svc/orders/buyers/:buyerId/orders' },
  { id: 'orders.searchOrders', service: 'orders', spec: 'GET buyers/{buyerId}/searchOrders, query searchText and filters', route: 'GET /svc/orders/buyers/:buyerId/searchOrders' },
  { id: 'orders.approverOrders', service: 'orders', spec: 'GET approvers/{approverId}/orders, query count 3 and filters', route: 'GET /svc/orders/approvers/:approverId/orders' },
  { id: 'orders.byNumber', service: 'orders', spec: 'GET orderbynumber/{number without the EW prefix}, with includes and a culture code', route: 'GET /svc/orders/orderbynumber/:number' },
  { id: 'orders.get', service: 'orders', spec: 'GET orders/{id}', route: 'GET /svc/orders/orders/:id' },
  { id: 'orders.template', service: 'orders', spec: 'POST orders/{id}/template, language header', route: 'POST /svc/orders/orders/:id/template' },
  { id: 'orders.splitOrderSummary', service: 'orders', spec: 'POST {order-api}/orders/{orderId}/split-Order-Summary, body is the order product ids', route: 'POST /svc/orders/orders/:orderId/split-Order-Summary' },
  { id: 'orders.reorder', service: 'orders', spec: "Reorder (§4 order action 5, 'Order EW{ORDER_ID} was successfully added to cart'); its path is not shown", route: 'POST /svc/orders/orders/:id/reorder', designed: true },
  { id: 'orders.approve', service: 'orders', spec: "Approve (§4 order action 1, view context 'in approval'; §2.2 'manage order approvals'); its path is not shown", route: 'POST /svc/orders/approvers/:approverId/orders/:orderId/approve', designed: true },
  { id: 'orders.reject', service: 'orders', spec: "Reject (§4 order action 2, REJECTED to refused); its path is not shown", route: 'POST /svc/orders/approvers/:approverId/orders/:orderId/reject', designed: true },
  { id: 'orders.cancel', service: 'orders', spec: "Cancel (§4 order action cancel 3, approval status CANCELED, approver state 3 canceled); its path is not shown", route: 'POST /svc/orders/buyers/:buyerId/orders/:orderId/cancel', designed: true },
  { id: 'orders.buyAgain', service: 'orders', spec: 'Buy again (§2.2 route table: previously purchased products); its path is not shown', route: 'GET /svc/orders/buyers/:buyerId/buy-again', designed: true },
  { id: 'customerOnboarding.updatePrice', service: 'orders', spec: 'POST /customerOnboarding/products/{id}/update-price/{value}', outOfScope: 'not built yet: onboarding issue (no route registered)' },
  { id: 'groupOrders.resources', service: 'orders', spec: 'Group orders resources at /group-orders and /group-order-individuals', outOfScope: groupOrdersNotBuilt },
  { id: 'groupOrders.byOrderId', service: 'orders', spec: 'GET generic/groupOrders/orderId/{orderId}?filters=orderId', outOfScope: groupOrdersNotBuilt },
  { id: 'groupOrders.byOrder', service: 'orders', spec: 'a by-order/{orderId} endpoint', outOfScope: groupOrdersNotBuilt },
  {
    id: 'orders.lookupsBySession',
    service: 'orders',
    spec: 'Lookups by buyer and session, the recent orders list and the approvals list; paths not shown',
    outOfScope: 'not a call of its own: the recent orders list is orders.buyerOrders and the approvals list orders.approverOrders (both mapped); the lookup by buyer and session is buyers.sessionOrder (not built)',
  },
];
