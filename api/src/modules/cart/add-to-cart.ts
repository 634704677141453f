import { QUANTITY_MAX, toMessage, type AddToCartRequest, type Message } from '@comptoir/core';
import type { Database, Transaction } from '../../db/index.ts';
import { audit, type AuditEntry } from '../../platform/audit.ts';
import { auditActor, type BuyerContext } from './buyer-context.ts';
import { findProductsByCode, findProductsById, type LineRow, type ProductRow } from './cart-lines-repo.ts';
import { addLines, type NewLine } from './cart-mutations-repo.ts';
import { lockOrCreateCart, type CartHeader } from './cart-repo.ts';
import { cartProductsOf } from './cart-view.ts';
import { livePrice } from './line-pricing.ts';
import { deliveryOf, eligibilityOf, priceCart, pricingScopeOf } from './priced-cart.ts';
import { transactionKeptIf } from './result.ts';
import { mergeWanted, wantedProblem, type Wanted } from './wanted-rules.ts';

export interface AddOutcome {
  header: CartHeader;
  added: Array<{ productId: string; productCode: string }>;
  /** The added lines with their price sources, in line order. */
  lines: LineRow[];
  problems: Message[];
  /** The audit row of the change, written by the caller as the transaction's last statement (decision 010). */
  auditEntry: AuditEntry | null;
}

/** A new cart line of a product at a quantity, priced now (the cart is re-priced live at every read). */
export const newLineOf = (header: CartHeader, ctx: BuyerContext, product: ProductRow, quantity: number): NewLine & { productCode: string } => {
  const { delivery } = deliveryOf(header, [], ctx.locale);
  const price = livePrice(product, quantity, 0, eligibilityOf(header, ctx), delivery);
  const fees = price.fees.map((fee) => ({ feeType: fee.FeeType, amount: fee.FeeAmount, isExemptFromAssemblyFees: fee.isExemptFromAssemblyFees ?? false }));
  return { productCode: product.code, productId: product.product_id, quantity, unitListPrice: price.unitListPrice, unitSellPrice: price.unitSellPrice, isContract: price.isContract, standingOfferNumber: price.standingOfferNumber, fees };
};

/**
 * Adds products to the locked cart under core's quantity rules (spec §5): what `wantedProblem` refuses
 * and a sum above 9999 are refused one by one; the rest is added in one statement.
 */
export async function addWanted(tx: Transaction, ctx: BuyerContext, header: CartHeader, wanted: readonly Wanted[], products: readonly ProductRow[]): Promise<AddOutcome> {
  const byCode = new Map(products.map((product) => [product.code, product]));
  const problems: Message[] = [];
  const lines: Array<NewLine & { productCode: string }> = [];
  for (const item of mergeWanted(wanted)) {
    const product = byCode.get(item.productCode);
    const problem = wantedProblem(item, product, ctx.locale);
    if (problem) problems.push(problem);
    else if (product) lines.push(newLineOf(header, ctx, product, item.quantity));
  }
  const rows = await addLines(tx, header.id, lines);
  const applied = new Set(rows.map((row) => row.product_id));
  const overMaximum = lines.filter((line) => !applied.has(line.productId));
  problems.push(...overMaximum.map(() => toMessage('quantity.maximum', ctx.locale, { X: QUANTITY_MAX })));
  const added = lines.filter((line) => applied.has(line.productId)).map((line) => ({ productId: line.productId, productCode: line.productCode }));
  const after = lines.filter((line) => applied.has(line.productId)).map((line) => ({ productCode: line.productCode, quantity: line.quantity }));
  const auditEntry = added.length > 0 ? { ...auditActor(ctx), action: 'cart.addProducts', entity: 'order', entityId: header.id, after } : null;
  const productOf = new Map(products.map((product) => [product.product_id, product]));
  const lineRows = rows.map((row) => ({ ...(productOf.get(row.product_id) as ProductRow), ...row }));
  return { header, added, lines: lineRows, problems, auditEntry };
}

/** POST /api/cart/addtocart: the answer lists the added lines for the drawer, in the order added in the merge modes (spec §4). */
export async function addToCart(db: Database, ctx: BuyerContext, request: AddToCartRequest) {
  // Nothing added is a refusal (422): the cart it opened for a buyer who had none is not kept.
  return transactionKeptIf(db, async (tx) => {
    const header = await lockOrCreateCart(tx, ctx);
    const wanted = request.Products.map((product) => ({ productCode: product.ProductCode, quantity: product.Quantity }));
    const products = await findProductsByCode(tx, [...new Set(wanted.map((item) => item.productCode))], pricingScopeOf(header, ctx));
    const outcome = await addWanted(tx, ctx, header, wanted, products);
    if (outcome.auditEntry) await audit(tx, outcome.auditEntry);
    const cartProducts = cartProductsOf(priceCart(header, outcome.lines, ctx), ctx.locale);
    const codes = outcome.added.map((item) => item.productCode);
    const mergeMode = header.merge_product_in_basket || header.settings.mergeProductInBasketFlag;
    const addedProducts = cartProducts.filter((product) => codes.includes(product.ProductCode));
    if (mergeMode) addedProducts.sort((left, right) => codes.indexOf(left.ProductCode) - codes.indexOf(right.ProductCode));
    const successes = codes.map((productCode) => toMessage('cart.itemAdded', ctx.locale, { productCode }));
    return {
      isSuccess: outcome.added.length > 0,
      Messages: outcome.problems,
      CartMessages: [...successes, ...outcome.problems],
      AddedProducts: addedProducts,
      analytics: { indexUsed: request.IndexUsed ?? null, queryID: request.QueryID ?? null },
    };
  }, (answer) => answer.isSuccess);
}

/** Adds known products by id (reorder, buy again, guest-cart merge); answers what was added and what was not. */
export async function addProductsById(tx: Transaction, ctx: BuyerContext, items: ReadonlyArray<{ productId: string; quantity: number }>): Promise<AddOutcome> {
  const header = await lockOrCreateCart(tx, ctx);
  const products = await findProductsById(tx, items.map((item) => item.productId), pricingScopeOf(header, ctx));
  const codeOf = new Map(products.map((product) => [product.product_id, product.code]));
  const wanted = items.flatMap((item) => (codeOf.has(item.productId) ? [{ productCode: codeOf.get(item.productId) as string, quantity: item.quantity }] : []));
  const outcome = await addWanted(tx, ctx, header, wanted, products);
  if (outcome.auditEntry) await audit(tx, outcome.auditEntry);
  return outcome;
}

/**
 * Lines of an order or a template back into the cart (reorder, add template to cart) under today's rules and
 * prices: what cannot be added is reported with its message, a product no longer sold as not available.
 */
export async function addLinesAgain(tx: Transaction, ctx: BuyerContext, lines: ReadonlyArray<{ productId: string; code: string; quantity: number }>): Promise<{ addedCount: number; problems: Message[] }> {
  const outcome = await addProductsById(tx, ctx, lines);
  const missing = lines.filter((line) => !outcome.added.some((added) => added.productId === line.productId) && !outcome.problems.some((problem) => problem.PrimaryMessage.includes(line.code)));
  const gone = missing.map((line) => ({ ...toMessage('quantity.notAvailable', ctx.locale), SecondaryMessages: [line.code] }));
  return { addedCount: outcome.added.length, problems: [...outcome.problems, ...gone] };
}
