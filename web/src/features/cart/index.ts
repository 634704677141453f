export { AddToCartButton } from './add-to-cart-button.tsx';
export { QuantityInput } from './quantity-input.tsx';
export { useAddToCart, type ProductToAdd, type AddResult } from './use-add-to-cart.ts';
export { useCart, loadCart, resetCart, type CartState } from './cart-store.ts';
export { ShopperProviders } from './shopper-providers.tsx';
export { CartHeaderLink } from './cart-header-link.tsx';
export { OrderTotals, type TotalsSummary } from './order-totals.tsx';
export * as cartApi from './cart-api.ts';
export type { CartDetails, TaxLine } from './cart-api.ts';
