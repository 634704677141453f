import type { BuyAgainItem } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { localDaySql, purchasedOrderSql, queryRows, type Executor } from '../../db/index.ts';
import { ok, refusedWith, type BuyerContext, type Result } from '../cart/index.ts';
import { buyerCards } from '../products/index.ts';

/** The products a buyer bought before in this client (orders that will ship or shipped), most recent first, with the quantity of that last order. */
async function lastOrderedProducts(db: Executor, ctx: BuyerContext, limit: number) {
  return queryRows<{ product_id: string; quantity: number; last_purchased_day: string }>(
    db,
    sql`select product_id, quantity, ${localDaySql(sql`last_purchased`)} as last_purchased_day from (
          select distinct on (l.product_id) l.product_id, l.quantity, o.submitted_date as last_purchased
          from orders o join order_lines l on l.order_id = o.id join products p on p.id = l.product_id
          where o.buyer_id = ${ctx.buyerId} and o.client_id = ${ctx.clientId} and ${purchasedOrderSql('o')} and not p.is_restricted
          order by l.product_id, o.submitted_date desc, l.quantity desc
        ) last_orders order by last_purchased desc, product_id limit ${limit}`,
  );
}

/**
 * designed: GET buyers/{buyerId}/buy-again — the buyer's own history only. Each product is the card the
 * search shows this buyer (findCards and toProductCard: image, contract or promotion price, tiers, quantity
 * rule), with the quantity last ordered; restricted products are left out.
 */
export async function buyAgain(db: Executor, ctx: BuyerContext, buyerId: string, options: { limit?: number; asOf?: Date } = {}): Promise<Result<BuyAgainItem[]>> {
  if (buyerId !== ctx.buyerId) return refusedWith('errors.notFound', ctx.locale);
  const ordered = await lastOrderedProducts(db, ctx, options.limit ?? 50);
  if (ordered.length === 0) return ok([]);
  const cards = await buyerCards(db, ctx, ordered.map((row) => row.product_id), { hideRestricted: true, asOf: options.asOf });
  return ok(
    ordered.flatMap((row) => {
      const card = cards.get(row.product_id);
      return card ? [{ ...card, Quantity: row.quantity, LastPurchasedDate: row.last_purchased_day, WasPreviouslyPurchased: true as const }] : [];
    }),
  );
}
