export { transition, statusCodeOf, approvalStatusOf, statusDescriptionOf, type OrderEvent } from './lifecycle.ts';
