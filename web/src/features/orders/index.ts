export { fetchApproverOrders, fetchBuyAgain, fetchBuyerOrders, fetchOrderByNumber, fetchOrderView, reorder, searchBuyerOrders } from './orders-api.ts';
export { ListingStates, ListingTable, type ListingColumn } from './order-listing.tsx';
export { lookUpOrder, type OrderLookup } from './find-order.ts';
export { orderSummaryOf } from './order-summary.ts';
export { useReorder } from './use-reorder.ts';
export { useLinesToCart } from './use-lines-to-cart.ts';
export { lastDecisionOf, orderStatusKey, orderViewStatusKey } from './order-status.ts';
export { ApprovalDecision } from './approval-decision.tsx';
export { OrderRowCells } from './order-row-cells.tsx';
