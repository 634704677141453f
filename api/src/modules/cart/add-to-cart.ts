import { QUANTITY_MAX, toMessage, type AddToCartRequest, type Message } from '@comptoir/core';
import type { Database, Executor, Transaction } from '../../db/index.ts';
import { auditActor, type BuyerContext } from './buyer-context.ts';
import { findCartAndProducts } from './cart-and-products-repo.ts';
import { findProductsByCode, findProductsById, sessionPricingScope, type LineRow, type ProductRow } from './cart-lines-repo.ts';
import { addLines, type NewLine } from './cart-mutations-repo.ts';
import { createCart, findCart, lockOrCreateCart, type CartHeader } from './cart-repo.ts';
import { cartProductsOf } from './cart-view.ts';
import { livePrice } from './line-pricing.ts';
import { deliveryOf, eligibilityOf, priceCart, pricingScopeOf } from './priced-cart.ts';
import { transactionKeptIf } from './result.ts';
import { mergeWanted, wantedProblem, type Wanted } from './wanted-rules.ts';

export interface AddOutcome {
  /** The cart added to; null when nothing could be added and no cart was read. */
  header: CartHeader | null;
  added: Array<{ productId: string; productCode: string }>;
  /** The added lines with their price sources, in line order. */
  lines: LineRow[];
  problems: Message[];
}

/** A new cart line of a product at a quantity, priced now (the cart is re-priced live at every read). */
export const newLineOf = (header: CartHeader, ctx: BuyerContext, product: ProductRow, quantity: number): NewLine & { productCode: string } => {
  const { delivery } = deliveryOf(header, [], ctx.locale);
  const price = livePrice(product, quantity, 0, eligibilityOf(header, ctx), delivery);
  const fees = price.fees.map((fee) => ({ feeType: fee.FeeType, amount: fee.FeeAmount, isExemptFromAssemblyFees: fee.isExemptFromAssemblyFees ?? false }));
  return { productCode: product.code, productId: product.product_id, quantity, unitListPrice: price.unitListPrice, unitSellPrice: price.unitSellPrice, isContract: price.isContract, standingOfferNumber: price.standingOfferNumber, fees };
};

/** Who adds, with the client's merge-mode setting evaluated (off where it was not). */
export type AddContext = BuyerContext & { readonly mergeProductInBasketFlag?: boolean };

/** Core's quantity rules on what is wanted (spec §5), before any cart: what may be added and what is refused, one by one. */
interface Screened {
  accepted: Array<{ product: ProductRow; quantity: number }>;
  problems: Message[];
}

const screen = (ctx: BuyerContext, wanted: readonly Wanted[], products: readonly ProductRow[]): Screened => {
  const byCode = new Map(products.map((product) => [product.code, product]));
  const screened: Screened = { accepted: [], problems: [] };
  for (const item of mergeWanted(wanted)) {
    const product = byCode.get(item.productCode);
    const problem = wantedProblem(item, product, ctx.locale);
    if (problem) screened.problems.push(problem);
    else if (product) screened.accepted.push({ product, quantity: item.quantity });
  }
  return screened;
};

/**
 * Adds what was accepted to the cart in one statement (lines, version, audit row; decision 051): a sum
 * above 9999 is refused line by line. Undefined when the cart is no longer open at `expectedVersion`.
 */
async function applyAdd(db: Executor, ctx: BuyerContext, header: CartHeader, screened: Screened, expectedVersion?: number): Promise<AddOutcome | undefined> {
  const lines = screened.accepted.map(({ product, quantity }) => newLineOf(header, ctx, product, quantity));
  const entry = { ...auditActor(ctx), action: 'cart.addProducts', entity: 'order', entityId: header.id };
  const afterItems = lines.map((line) => ({ productCode: line.productCode, quantity: line.quantity }));
  const { open, rows } = await addLines(db, header.id, lines, { audit: { entry, afterItems }, ...(expectedVersion === undefined ? {} : { expectedVersion }) });
  if (!open) return undefined;
  const applied = new Set(rows.map((row) => row.product_id));
  const overMaximum = lines.filter((line) => !applied.has(line.productId)).map(() => toMessage('quantity.maximum', ctx.locale, { X: QUANTITY_MAX }));
  const added = lines.filter((line) => applied.has(line.productId)).map((line) => ({ productId: line.productId, productCode: line.productCode }));
  const productOf = new Map(screened.accepted.map(({ product }) => [product.product_id, product]));
  const lineRows = rows.map((row) => ({ ...(productOf.get(row.product_id) as ProductRow), ...row }));
  return { header, added, lines: lineRows, problems: [...screened.problems, ...overMaximum] };
}

/** Adds products to the locked cart under core's quantity rules (spec §5); the rest is added in one statement. */
async function addWanted(tx: Transaction, ctx: BuyerContext, header: CartHeader, wanted: readonly Wanted[], products: readonly ProductRow[]): Promise<AddOutcome> {
  const outcome = await applyAdd(tx, ctx, header, screen(ctx, wanted, products));
  if (!outcome) throw new Error('the locked cart is not open');
  return outcome;
}

/**
 * Spec §4: the answer lists the added lines for the drawer, in the order added in the merge modes: the buyer's own
 * (`mergeProductInBasket`) or the client's setting as the flag service evaluates it (decision 058).
 */
const addAnswerOf = (ctx: AddContext, request: AddToCartRequest, outcome: AddOutcome) => {
  const codes = outcome.added.map((item) => item.productCode);
  const { header } = outcome;
  const cartProducts = header && codes.length > 0 ? cartProductsOf(priceCart(header, outcome.lines, ctx), ctx.locale) : [];
  const addedProducts = cartProducts.filter((product) => codes.includes(product.ProductCode));
  if (header && (header.merge_product_in_basket || ctx.mergeProductInBasketFlag)) {
    addedProducts.sort((left, right) => codes.indexOf(left.ProductCode) - codes.indexOf(right.ProductCode));
  }
  return {
    isSuccess: outcome.added.length > 0,
    Messages: outcome.problems,
    CartMessages: [...codes.map((productCode) => toMessage('cart.itemAdded', ctx.locale, { productCode })), ...outcome.problems],
    AddedProducts: addedProducts,
    analytics: { indexUsed: request.IndexUsed ?? null, queryID: request.QueryID ?? null },
  };
};

/**
 * POST /api/cart/addtocart. An open cart is read with the products (no lock, one statement) and added to in one
 * statement that applies only if the cart is still open at the version read (decision 051); a buyer with no
 * cart gets one first when something can be added. A cart changed meanwhile takes the locked transaction;
 * nothing added is a refusal (422) and opens no cart.
 */
export async function addToCart(db: Database, ctx: AddContext, request: AddToCartRequest) {
  const wanted = request.Products.map((product) => ({ productCode: product.ProductCode, quantity: product.Quantity }));
  const codes = [...new Set(wanted.map((item) => item.productCode))];
  const { cart, products } = await findCartAndProducts(db, ctx.buyerId, codes, sessionPricingScope(ctx));
  const screened = screen(ctx, wanted, products);
  if (screened.accepted.length === 0) return addAnswerOf(ctx, request, { header: null, added: [], lines: [], problems: screened.problems });
  // Something will be added: a buyer without a cart gets one first (its own statement; a race is settled by the
  // unique index), then the same one-statement add.
  const open = cart ?? (await createCart(db, ctx).then(() => findCart(db, ctx.buyerId)));
  if (open && open.client_id === ctx.clientId) {
    const outcome = await applyAdd(db, ctx, open, screened, open.version);
    if (outcome) return addAnswerOf(ctx, request, outcome);
  }
  return transactionKeptIf(db, async (tx) => {
    const header = await lockOrCreateCart(tx, ctx);
    const scoped = header.client_id === ctx.clientId ? products : await findProductsByCode(tx, codes, pricingScopeOf(header, ctx));
    return addAnswerOf(ctx, request, await addWanted(tx, ctx, header, wanted, scoped));
  }, (answer) => answer.isSuccess);
}

/** Adds known products by id (reorder, buy again, guest-cart merge); answers what was added and what was not. */
export async function addProductsById(tx: Transaction, ctx: BuyerContext, items: ReadonlyArray<{ productId: string; quantity: number }>): Promise<AddOutcome> {
  const header = await lockOrCreateCart(tx, ctx);
  const products = await findProductsById(tx, items.map((item) => item.productId), pricingScopeOf(header, ctx));
  const codeOf = new Map(products.map((product) => [product.product_id, product.code]));
  const wanted = items.flatMap((item) => (codeOf.has(item.productId) ? [{ productCode: codeOf.get(item.productId) as string, quantity: item.quantity }] : []));
  return addWanted(tx, ctx, header, wanted, products);
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
