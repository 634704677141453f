export { orderRoutes } from './routes.ts';
export { transition, statusCodeOf, approvalStatusOf, statusDescriptionOf, type OrderEvent } from './lifecycle.ts';
export { sessionOrder } from './session-order.ts';
export { sweepOwedVoids } from './order-holds.ts';
export { returnOrdersLeftWithoutApprover, type ApproverChange } from './orders-without-approver.ts';
