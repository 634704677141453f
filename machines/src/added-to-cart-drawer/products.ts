import { quantityChangeKind, type QuantityRule } from '@comptoir/core';

/** A cart line as the drawer lists it (spec §2.1: image, description, quantity box). */
export interface DrawerProduct {
  orderProductId: number;
  productCode: string;
  quantity: number;
  rule: QuantityRule;
  description?: string;
  imageUrl?: string;
}

/** What the add-to-cart call added: product codes with quantities, in the order the shopper added them. */
export interface AddedProduct {
  productCode: string;
  quantity: number;
}

/** One quantity change made in the drawer, recorded for analytics (spec §4). */
export interface QuantityChange {
  id: number;
  orderProductId: number;
  productCode: string;
  previous: number;
  next: number;
  kind: 'add' | 'reduce';
}

/**
 * The added products found in the cart (spec §4). In the merge modes the cart merges repeated adds into
 * one line, so the drawer lists them in the order added; otherwise in the cart's own order.
 */
export const foundProducts = (added: readonly AddedProduct[], cart: readonly DrawerProduct[], mergeMode: boolean): DrawerProduct[] => {
  const codes = added.map((product) => product.productCode);
  const found = cart.filter((line) => codes.includes(line.productCode));
  if (!mergeMode) return found;
  return [...found].sort((left, right) => codes.indexOf(left.productCode) - codes.indexOf(right.productCode));
};

/** Spec §2.1: the drawer's count is what this add put in the cart, not the lines' totals (a line may hold more from earlier adds). */
export const addedQuantity = (added: readonly AddedProduct[], found: readonly DrawerProduct[]): number =>
  added.filter((product) => found.some((line) => line.productCode === product.productCode)).reduce((total, product) => total + product.quantity, 0);

export const recordChange = (id: number, product: DrawerProduct, next: number): QuantityChange => ({
  id,
  orderProductId: product.orderProductId,
  productCode: product.productCode,
  previous: product.quantity,
  next,
  kind: quantityChangeKind(product.quantity, next) === 'add' ? 'add' : 'reduce',
});

export const withQuantity = (products: readonly DrawerProduct[], orderProductId: number, quantity: number): DrawerProduct[] =>
  products.map((product) => (product.orderProductId === orderProductId ? { ...product, quantity } : product));
