import { sql, type SQL } from 'drizzle-orm';
import { localDaySql, localDayStartSql, queryRows, type Executor } from '../../db/index.ts';
import type { OrderStatus, PriceDetailsSnapshot } from '../../db/schema/index.ts';

/** A submitted order as lists and views read it. */
export interface OrderRow {
  id: string;
  ref: number;
  order_no: number;
  buyer_id: string;
  client_id: string;
  client_no: string;
  client_province: string;
  status: OrderStatus;
  approval_state: string | null;
  approval_group_id: string | null;
  /**
   * The submission's calendar day in core's DEFAULT_TIME_ZONE: the order date buyers see, and the day the api dates its
   * taxes (decision 003: the rate in effect that day).
   */
  submitted_day: string;
  total: number;
  sub_total: number;
  promo_discount: number;
  gst_total: number;
  pst_total: number;
  hst_total: number;
  minimum_order_amount: number;
  price_details: PriceDetailsSnapshot | null;
  po_number: string;
  delivery_instructions: string;
  scheduled_date: string | null;
  billing_option_type: string | null;
  is_group_order: boolean;
  group_order_number: number | null;
  ship_to_id: string | null;
  ship_to_no: string | null;
  ship_to_province: string | null;
  ship_to_name: string | null;
  ship_to_line1: string | null;
  ship_to_line2: string | null;
  ship_to_city: string | null;
  ship_to_postal_code: string | null;
  ordered_by: string;
  has_back_order: boolean;
}

/** The session's buyer and client: an order is never visible outside the viewer's own client. */
export interface Viewer {
  buyerId: string;
  clientId: string;
}

/** Who may see an order: within the viewer's client, the buyer who placed it or an approver of its approval group (decision 007). */
export const visibleTo = (viewer: Viewer): SQL =>
  sql`(o.client_id = ${viewer.clientId} and (o.buyer_id = ${viewer.buyerId} or o.approval_group_id in (select approval_group_id from approval_group_approvers where buyer_id = ${viewer.buyerId})))`;

const select = sql`
  select o.id, r.ref, o.order_no::int as order_no, o.buyer_id, o.client_id, c.client_no, c.province as client_province, o.status, o.approval_state, o.approval_group_id,
    ${localDaySql(sql`o.submitted_date`)} as submitted_day, o.total, o.sub_total, o.promo_discount, o.gst_total, o.pst_total, o.hst_total, o.minimum_order_amount,
    o.price_details, o.po_number, o.delivery_instructions, o.scheduled_date::text as scheduled_date, o.billing_option_type, o.is_group_order,
    g.group_order_number::int as group_order_number, s.id as ship_to_id, s.ship_to_no, s.province as ship_to_province, s.name as ship_to_name, s.line1 as ship_to_line1,
    s.line2 as ship_to_line2, s.city as ship_to_city, s.postal_code as ship_to_postal_code, b.first_name || ' ' || b.last_name as ordered_by,
    exists (select 1 from order_lines bl where bl.order_id = o.id and bl.quantity_back_ordered > 0) as has_back_order
  from orders o join order_refs r on r.order_id = o.id join clients c on c.id = o.client_id join buyers b on b.id = o.buyer_id
  left join ship_tos s on s.id = o.ship_to_id left join group_orders g on g.id = o.group_order_id`;

export interface ListFilter {
  scope: SQL;
  since: string | null;
  statuses: readonly OrderStatus[] | null;
  approvalState: string | null;
  backOrdered: boolean;
  search: SQL | null;
  limit: number;
}

/**
 * The back-ordered page's orders: items back-ordered at submission that still wait for stock. An order refused or cancelled
 * will never ship (decision 057), and a shipped or delivered one has nothing left to wait for.
 */
const waitsForStock = sql`o.status not in ('rejected', 'cancelled', 'shipped', 'delivered')
  and exists (select 1 from order_lines bl where bl.order_id = o.id and bl.quantity_back_ordered > 0)`;

export async function listOrders(db: Executor, f: ListFilter): Promise<OrderRow[]> {
  const conditions = [
    sql`o.status <> 'open'`,
    f.scope,
    f.since ? sql`o.submitted_date >= ${localDayStartSql(f.since)}` : sql`true`,
    f.statuses ? sql`o.status = any(${sql`array[${sql.join(f.statuses.map((status) => sql`${status}`), sql`, `)}]::text[]`})` : sql`true`,
    f.approvalState ? sql`o.approval_state = ${f.approvalState}` : sql`true`,
    f.backOrdered ? waitsForStock : sql`true`,
    f.search ?? sql`true`,
  ];
  return queryRows<OrderRow & Record<string, unknown>>(db, sql`${select} where ${sql.join(conditions, sql` and `)} order by o.submitted_date desc, o.order_no desc limit ${f.limit}`);
}

export async function findOrder(db: Executor, where: SQL, viewer: Viewer): Promise<OrderRow | undefined> {
  const [row] = await queryRows<OrderRow & Record<string, unknown>>(db, sql`${select} where o.status <> 'open' and ${where} and ${visibleTo(viewer)}`);
  return row;
}

export const byRef = (ref: number): SQL => sql`r.ref = ${ref}`;
export const byOrderNo = (orderNo: number): SQL => sql`o.order_no = ${orderNo}`;

/** Approval participants: the group's approvers and the history of decisions. */
export async function approvalFacts(db: Executor, order: OrderRow) {
  const [row] = await queryRows<{ approvers: Array<{ id: string; name: string; canDecide: boolean }> | null; history: Array<{ id: string; name: string; action: string; comment: string; day: string }> | null }>(
    db,
    sql`select (select json_agg(json_build_object('id', b.id, 'name', b.first_name || ' ' || b.last_name, 'canDecide', b.is_active and b.deleted_at is null) order by a.sequence)
               from approval_group_approvers a join buyers b on b.id = a.buyer_id where a.approval_group_id = ${order.approval_group_id}) as approvers,
          (select json_agg(json_build_object('id', b.id, 'name', b.first_name || ' ' || b.last_name, 'action', h.action, 'comment', h.comment, 'day', ${localDaySql(sql`h.at`)}) order by h.at)
               from approval_history h join buyers b on b.id = h.approver_id where h.order_id = ${order.id}) as history`,
  );
  return { approvers: row?.approvers ?? [], history: row?.history ?? [] };
}

/** Whether the viewer approves for any group (approvers' lists). */
export async function isApprover(db: Executor, buyerId: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from approval_group_approvers where buyer_id = ${buyerId} limit 1`);
  return rows.length > 0;
}

/** An order within the viewer's client that `whose` admits, locked until the transaction ends; read back as lists and views read it. */
async function lockOrder(tx: Executor, ref: number, viewer: Viewer, whose: SQL): Promise<OrderRow | undefined> {
  const [locked] = await queryRows<{ id: string }>(
    tx,
    sql`select o.id from orders o join order_refs r on r.order_id = o.id
        where r.ref = ${ref} and o.client_id = ${viewer.clientId} and o.status <> 'open' and ${whose}
        for update of o`,
  );
  return locked ? findOrder(tx, sql`o.id = ${locked.id}`, viewer) : undefined;
}

/**
 * An order of one of the approver's approval groups, within their client, locked until the transaction ends:
 * two approvers deciding at once take turns, and the second reads the first one's decision (decision 022).
 */
export const lockOrderForApprover = (tx: Executor, ref: number, viewer: Viewer): Promise<OrderRow | undefined> =>
  lockOrder(tx, ref, viewer, sql`o.approval_group_id in (select approval_group_id from approval_group_approvers where buyer_id = ${viewer.buyerId})`);

/** The viewer's own order, locked the same way: its cancellation and an approver's decision take turns (decision 056). */
export const lockOwnOrder = (tx: Executor, ref: number, viewer: Viewer): Promise<OrderRow | undefined> => lockOrder(tx, ref, viewer, sql`o.buyer_id = ${viewer.buyerId}`);

/**
 * An approver's decision, the buyer's cancellation, or its return to the buyer with no approver left: the order's new status and approval state, and who decided,
 * when and why (OrderApproversHistory).
 */
export async function recordApprovalDecision(tx: Executor, d: { orderId: string; decidedBy: string; status: OrderStatus; decision: 'approved' | 'rejected' | 'cancelled' | 'returned'; reason: string }): Promise<void> {
  // A return for want of an approver cancels the order; its history row says why (orders-without-approver).
  const state = d.decision === 'returned' ? 'cancelled' : d.decision;
  await Promise.all([
    tx.execute(sql`update orders set status = ${d.status}, approval_state = ${state}, updated_at = now() where id = ${d.orderId}`),
    tx.execute(sql`insert into approval_history (order_id, approver_id, action, comment) values (${d.orderId}, ${d.decidedBy}, ${d.decision}, ${d.reason})`),
  ]);
}
