export { fetchDeliveryDetails, type DeliveryDetails, type CardEntry, type ShipTo } from './checkout-api.ts';
export { useCheckout, checkoutInputOf, isCardOption, isOverBudgetBlock } from './use-checkout.ts';
