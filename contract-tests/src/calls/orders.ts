import type { SpecCall } from './types.ts';

const notBuilt = 'not built yet: order service issue (no route registered)';

/** Spec §7 'Order service', served under /svc/orders with the spec's own paths. */
export const orderCalls: readonly SpecCall[] = [
  { id: 'orders.buyerOrders', service: 'orders', spec: 'GET buyers/{buyerId}/orders, query daysBack 30, count 3, filters', outOfScope: notBuilt },
  { id: 'orders.searchOrders', service: 'orders', spec: 'GET buyers/{buyerId}/searchOrders, query searchText and filters', outOfScope: notBuilt },
  { id: 'orders.approverOrders', service: 'orders', spec: 'GET approvers/{approverId}/orders, query count 3 and filters', outOfScope: notBuilt },
  { id: 'orders.byNumber', service: 'orders', spec: 'GET orderbynumber/{number without the EW prefix}, with includes and a culture code', outOfScope: notBuilt },
  { id: 'orders.get', service: 'orders', spec: 'GET orders/{id}', outOfScope: notBuilt },
  { id: 'orders.template', service: 'orders', spec: 'POST orders/{id}/template, language header', outOfScope: notBuilt },
  { id: 'orders.splitOrderSummary', service: 'orders', spec: 'POST {order-api}/orders/{orderId}/split-Order-Summary, body is the order product ids', outOfScope: notBuilt },
  { id: 'customerOnboarding.updatePrice', service: 'orders', spec: 'POST /customerOnboarding/products/{id}/update-price/{value}', outOfScope: 'not built yet: onboarding issue (no route registered)' },
  { id: 'groupOrders.resources', service: 'orders', spec: 'Group orders resources at /group-orders and /group-order-individuals', outOfScope: 'not built yet: group order issue (no route registered)' },
  { id: 'groupOrders.byOrderId', service: 'orders', spec: 'GET generic/groupOrders/orderId/{orderId}?filters=orderId', outOfScope: 'not built yet: group order issue (no route registered)' },
  { id: 'groupOrders.byOrder', service: 'orders', spec: 'a by-order/{orderId} endpoint', outOfScope: 'not built yet: group order issue (no route registered)' },
  { id: 'orders.lookupsBySession', service: 'orders', spec: 'Lookups by buyer and session, the recent orders list and the approvals list; paths not shown', outOfScope: notBuilt },
];
