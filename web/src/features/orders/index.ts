export { fetchBuyerOrders, reorder } from './orders-api.ts';
export { useReorder } from './use-reorder.ts';
