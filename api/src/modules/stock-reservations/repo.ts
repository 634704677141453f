import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';

/**
 * Holds stock for an order's lines in the client's warehouse, locking stock rows in product order (no
 * deadlock between two submissions), taking what is on hand; the rest of each line is back-ordered. One
 * statement: the back-ordered quantities come from what this statement takes (its CTEs share one snapshot,
 * so they could not read the reservations it inserts).
 */
export async function reserveStock(tx: Executor, orderId: string, warehouseNo: string): Promise<number> {
  const [row] = await queryRows<{ reserved: number }>(
    tx,
    sql`with wanted as (select product_id, quantity from order_lines where order_id = ${orderId}),
      locked as (select s.product_id, s.quantity_on_hand from product_stock s join wanted w using (product_id)
                 where s.warehouse_no = ${warehouseNo} order by s.product_id for update of s),
      taken as (update product_stock s set quantity_on_hand = s.quantity_on_hand - least(l.quantity_on_hand, w.quantity)
                from locked l join wanted w using (product_id)
                where s.product_id = l.product_id and s.warehouse_no = ${warehouseNo} and least(l.quantity_on_hand, w.quantity) > 0
                returning s.product_id, least(l.quantity_on_hand, w.quantity) as quantity),
      held as (insert into stock_reservations (order_id, product_id, warehouse_no, quantity)
               select ${orderId}, product_id, ${warehouseNo}, quantity from taken returning product_id),
      back_ordered as (update order_lines l set quantity_back_ordered = l.quantity - coalesce((select t.quantity from taken t where t.product_id = l.product_id), 0)
                       where l.order_id = ${orderId})
      select count(*)::int as reserved from held`,
  );
  return row?.reserved ?? 0;
}

/** Gives back exactly what was reserved for the order, once (the reservations are consumed): checkout's compensation, and a cancelled order (decision 056). */
export async function releaseStock(db: Executor, orderId: string): Promise<void> {
  await db.execute(sql`with released as (delete from stock_reservations where order_id = ${orderId} returning product_id, warehouse_no, quantity)
    update product_stock s set quantity_on_hand = s.quantity_on_hand + r.quantity from released r
    where s.product_id = r.product_id and s.warehouse_no = r.warehouse_no`);
}
