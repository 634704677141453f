import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { touchCart } from '../cart/index.ts';
import { cartShipToColumns, cartsAtShipTosNotAllowed, moveSessionsOffShipTosNotAllowed, replacementShipTo } from './delivery-repo.ts';

export interface CartMovedOffShipTo {
  orderId: string;
  fromShipToId: string;
  toShipToId: string | null;
}

/**
 * Run in the transaction that takes ship-tos away from a buyer: their open carts and chosen session ship-to leave the ones
 * they may no longer order for (a cart kept there would be priced by its delivery zone and taxed by its province). They go
 * to replacementShipTo's choice, or to none, and checkout then asks for one (checkout.selectShipToRequired). The version
 * bump lets the cart answer cache (decision 050) see the change.
 */
export async function moveOffShipTosNotAllowed(tx: Executor, buyerId: string, clientId: string): Promise<{ cartsMoved: CartMovedOffShipTo[]; sessionsMoved: number }> {
  const carts = await cartsAtShipTosNotAllowed(tx, buyerId, clientId);
  const target = await replacementShipTo(tx, buyerId, clientId);
  for (const cart of carts) await touchCart(tx, cart.id, sql`, ${cartShipToColumns(target)}`);
  const sessionsMoved = await moveSessionsOffShipTosNotAllowed(tx, buyerId, clientId, target?.id ?? null);
  return { cartsMoved: carts.map((cart) => ({ orderId: cart.id, fromShipToId: cart.ship_to_id, toShipToId: target?.id ?? null })), sessionsMoved };
}
