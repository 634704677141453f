export { fetchDeliveryDetails, savedCardFor, type DeliveryDetails, type CardEntry, type ReviewedOrder, type ShipTo } from './checkout-api.ts';
export { useCheckout, checkoutInputOf, isOverBudgetBlock } from './use-checkout.ts';
