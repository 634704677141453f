import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';

export interface ShipToChoice {
  id: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  province: string;
  postal_code: string;
  delivery_zone: string;
  assembly_available: boolean;
  installation_available: boolean;
}

/** Spec §6: the ship-tos (s) a buyer may order for: their own (buyer_ship_tos) and their default, all of their own client. */
const mayOrderFor = (buyerId: string, clientId: string) => sql`s.client_id = ${clientId} and (
  s.id in (select ship_to_id from buyer_ship_tos where buyer_id = ${buyerId})
  or s.id = (select default_ship_to_id from buyers where id = ${buyerId}))`;

/** The ship-to in this column is one the buyer may no longer order for. */
const notOrderableFor = (shipToColumn: SQL, buyerId: string, clientId: string) => sql`not exists (select 1 from ship_tos s where s.id = ${shipToColumn} and ${mayOrderFor(buyerId, clientId)})`;

const choiceColumns = sql`s.id, s.name, s.line1, s.line2, s.city, s.province, s.postal_code, s.delivery_zone, s.assembly_available, s.installation_available`;

/** The cart's ship-to and what follows from it (delivery zone pricing, the postal code), as createCart sets them; none clears them. */
export const cartShipToColumns = (shipTo: Pick<ShipToChoice, 'id' | 'postal_code' | 'delivery_zone'> | null) =>
  sql`ship_to_id = ${shipTo?.id ?? null}::uuid, shipping_postal_code = ${shipTo?.postal_code ?? null}, delivery_zone = ${shipTo?.delivery_zone ?? null}`;

/** Spec §6 ship-to selection: the ship-tos the buyer may order for. */
export async function shipToChoices(db: Executor, buyerId: string, clientId: string): Promise<ShipToChoice[]> {
  return queryRows<ShipToChoice & Record<string, unknown>>(
    db,
    sql`select ${choiceColumns}
        from ship_tos s where ${mayOrderFor(buyerId, clientId)}
        order by s.ship_to_no`,
  );
}

/** Whether the buyer may order for the ship-to now (an administrator may have taken it away since the cart chose it). */
export async function mayOrderForShipTo(db: Executor, buyerId: string, clientId: string, shipToId: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from ship_tos s where s.id = ${shipToId} and ${mayOrderFor(buyerId, clientId)}`);
  return rows.length > 0;
}

/** The buyer's open carts (group-order carts too) at a ship-to they may no longer order for, locked until the commit. */
export async function cartsAtShipTosNotAllowed(tx: Executor, buyerId: string, clientId: string) {
  return queryRows<{ id: string; ship_to_id: string }>(
    tx,
    sql`select o.id, o.ship_to_id from orders o
        where o.buyer_id = ${buyerId} and o.status = 'open' and o.ship_to_id is not null
          and ${notOrderableFor(sql`o.ship_to_id`, buyerId, clientId)}
        order by o.id for update of o`,
  );
}

/** Where a cart goes when its ship-to is taken away: the buyer's default, else the client's default, else the first by number, of those the buyer may order for. */
export async function replacementShipTo(tx: Executor, buyerId: string, clientId: string): Promise<ShipToChoice | null> {
  const [row] = await queryRows<ShipToChoice & Record<string, unknown>>(
    tx,
    sql`select ${choiceColumns}
        from ship_tos s where ${mayOrderFor(buyerId, clientId)}
        order by s.id = (select default_ship_to_id from buyers where id = ${buyerId}) desc nulls last, s.is_default desc, s.ship_to_no limit 1`,
  );
  return row ?? null;
}

/** The buyer's sessions whose chosen ship-to (the one a new cart starts with) they may no longer order for take this one instead. */
export async function moveSessionsOffShipTosNotAllowed(tx: Executor, buyerId: string, clientId: string, shipToId: string | null): Promise<number> {
  const rows = await queryRows(
    tx,
    sql`update sessions set ship_to_id = ${shipToId}::uuid
        where buyer_id = ${buyerId} and ship_to_id is not null
          and ${notOrderableFor(sql`sessions.ship_to_id`, buyerId, clientId)}
        returning id`,
  );
  return rows.length;
}

/** The ship-to facts spec §6 needs to decide whether the buyer may choose. */
export async function shipToSelectionFacts(db: Executor, buyerId: string) {
  const [row] = await queryRows<{ show_ship_to_search_flag: boolean; view_ship_to_selection_page: boolean; show_account_search_link: boolean; enable_ship_to_selection: boolean }>(
    db,
    sql`select b.show_ship_to_search_flag, b.view_ship_to_selection_page,
          coalesce((c.settings->>'showAccountSearchLink')::boolean, false) as show_account_search_link,
          coalesce((c.settings->>'enableShipToSelection')::boolean, false) as enable_ship_to_selection
        from buyers b join clients c on c.id = b.client_id where b.id = ${buyerId}`,
  );
  return row;
}

export interface DeliveryDetailsUpdate {
  shipTo: ShipToChoice | null;
  deliveryType: 'standard' | 'scheduled';
  scheduledDate: string | null;
  deliServOptType: 1 | 2;
  poNumber: string;
  deliveryInstructions: string;
}

export async function saveDeliveryDetails(tx: Executor, orderId: string, d: DeliveryDetailsUpdate): Promise<void> {
  await tx.execute(sql`update orders set ${d.shipTo ? sql`${cartShipToColumns(d.shipTo)},` : sql``}
      delivery_type = ${d.deliveryType}, scheduled_date = ${d.deliveryType === 'scheduled' ? d.scheduledDate : null},
      deli_serv_opt_type = ${d.deliServOptType}, is_deli_opt_set = true,
      po_number = ${d.poNumber}, delivery_instructions = ${d.deliveryInstructions}, version = version + 1, updated_at = now()
    where id = ${orderId}`);
}

/** Spec §3 special delivery option per line (0 none, 1 on-site, 2 standard, 3 pickup), only on special-delivery products. */
/** How many of these cart lines hold a special-delivery product: the only lines a special-delivery option may name. */
export async function countSpecialDeliveryLines(tx: Executor, orderId: string, orderProductIds: readonly number[]): Promise<number> {
  if (orderProductIds.length === 0) return 0;
  const [row] = await queryRows<{ lines: number }>(
    tx,
    sql`select count(*)::int as lines from order_lines l join products p on p.id = l.product_id
         where l.order_id = ${orderId} and p.is_special_delivery and l.line_number in (${sql.join(orderProductIds.map((id) => sql`${id}`), sql`, `)})`,
  );
  return row?.lines ?? 0;
}

export async function saveSpecialDeliveryOptions(tx: Executor, orderId: string, options: ReadonlyArray<{ orderProductId: number; option: number }>): Promise<number> {
  let changed = 0;
  for (const { orderProductId, option } of options) {
    const rows = await queryRows(
      tx,
      sql`update order_lines l set special_delivery_option = ${option} from products p
          where l.order_id = ${orderId} and l.line_number = ${orderProductId} and p.id = l.product_id and p.is_special_delivery returning l.id`,
    );
    changed += rows.length;
  }
  return changed;
}
