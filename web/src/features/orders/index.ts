export { fetchBuyAgain, fetchBuyerOrders, fetchOrderByNumber, fetchOrderView, reorder, type BuyAgainItem } from './orders-api.ts';
export { orderSummaryOf } from './order-summary.ts';
export { useReorder } from './use-reorder.ts';
