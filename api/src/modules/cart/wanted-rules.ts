import { checkAddQuantity, toMessage, type Locale, type Message } from '@comptoir/core';

/** A product asked for by code, with the quantity to add. */
export interface Wanted {
  productCode: string;
  quantity: number;
}

/** The quantity rule and restriction of a product (cart and guest-cart rows both carry them). */
export interface RuledProduct {
  code: string;
  is_restricted: boolean;
  sales_multiple: number;
  minimum_quantity: number;
}

/** Sums repeated codes of one request, keeping the order they were first asked in. */
export const mergeWanted = (wanted: readonly Wanted[]): Wanted[] => {
  const byCode = new Map<string, Wanted>();
  for (const item of wanted) {
    const seen = byCode.get(item.productCode);
    byCode.set(item.productCode, { productCode: item.productCode, quantity: (seen?.quantity ?? 0) + item.quantity });
  }
  return [...byCode.values()];
};

/**
 * Why one wanted item cannot be added (spec §5), or null: an unknown code, a restricted item (removed
 * with its message), a quantity that breaks the product's minimum or multiple.
 */
export const wantedProblem = (item: Wanted, product: RuledProduct | undefined, locale: Locale): Message | null => {
  if (!product) return toMessage('cart.productNotFound', locale, { productCode: item.productCode });
  if (product.is_restricted) return toMessage('cart.restrictedItemRemoved', locale, { productCode: product.code });
  const problem = checkAddQuantity(item.quantity, { salesMultiple: product.sales_multiple, minimumQuantity: product.minimum_quantity }, product.code);
  return problem ? toMessage(problem.code, locale, problem.params) : null;
};
