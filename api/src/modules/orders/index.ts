export { orderRoutes } from './routes.ts';
export { transition, statusCodeOf, approvalStatusOf, statusDescriptionOf, type OrderEvent } from './lifecycle.ts';
