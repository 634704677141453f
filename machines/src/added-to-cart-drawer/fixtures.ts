// Test support only: cart lines and events shared by the drawer's tests.
import type { DrawerProduct } from './products.ts';

export const pens: DrawerProduct = { orderProductId: 1, productCode: 'PEN-12', quantity: 12, rule: { salesMultiple: 12, minimumQuantity: 12 } };
export const paper: DrawerProduct = { orderProductId: 2, productCode: 'PAPER-5', quantity: 5, rule: { minimumQuantity: 5 } };
export const stapler: DrawerProduct = { orderProductId: 3, productCode: 'STAPLER', quantity: 1, rule: {} };
export const cart = [pens, paper, stapler];

export const addedPaperThenPens = { type: 'cart.itemsAdded' as const, added: [{ productCode: 'PAPER-5', quantity: 5 }, { productCode: 'PEN-12', quantity: 12 }], cartProducts: cart };
export const addedUnknown = { type: 'cart.itemsAdded' as const, added: [{ productCode: 'NOT-IN-CART', quantity: 1 }], cartProducts: cart };
export const recommendationAdded = { type: 'recommendation.added' as const, added: [{ productCode: 'STAPLER', quantity: 1 }], cartProducts: cart };
