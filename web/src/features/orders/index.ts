export { fetchBuyAgain, fetchBuyerOrders, fetchOrderByNumber, fetchOrderView, reorder, searchBuyerOrders, type BuyAgainItem } from './orders-api.ts';
export { lookUpOrder, type OrderLookup } from './find-order.ts';
export { orderSummaryOf } from './order-summary.ts';
export { useReorder } from './use-reorder.ts';
