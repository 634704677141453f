import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';
import { productsByCodeSelect, type PricingScope, type ProductRow } from './cart-lines-repo.ts';
import { cartHeaderSelect, type CartHeader } from './cart-repo.ts';

/**
 * The buyer's cart header and the products wanted, in one statement: what findCart and findProductsByCode answer,
 * for add-to-cart (decision 051's addendum: each round trip costs more than the reads themselves). The rows travel
 * as json, which keeps the drivers' values: every column of both is text, boolean, integer, smallint, json or jsonb
 * (dates are cast to text in the header's select), and json, unlike jsonb, keeps the nested values' text and key order.
 */
export async function findCartAndProducts(db: Executor, buyerId: string, codes: readonly string[], scope: PricingScope): Promise<{ cart: CartHeader | undefined; products: ProductRow[] }> {
  const [row] = await queryRows<{ cart: CartHeader | null; products: ProductRow[] }>(
    db,
    sql`select (select row_to_json(header) from (${cartHeaderSelect(buyerId)}) header) as cart,
      coalesce((select json_agg(product) from (${productsByCodeSelect(codes, scope)}) product), '[]'::json) as products`,
  );
  const { cart, products } = row as { cart: CartHeader | null; products: ProductRow[] };
  return { cart: cart ?? undefined, products };
}
