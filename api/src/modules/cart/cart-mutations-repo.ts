import { DEFAULT_TIME_ZONE, QUANTITY_MAX, type IsoDate } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';
import { couponRule } from './coupon-rule.ts';
import { auditOfChosen, type AuditEntry } from '../../platform/audit.ts';
import type { LineColumn, LineRow } from './cart-lines-repo.ts';

export interface NewLine {
  productId: string;
  quantity: number;
  unitListPrice: number;
  unitSellPrice: number;
  isContract: boolean;
  standingOfferNumber: string | null;
  fees: Array<{ feeType: number; amount: number; isExemptFromAssemblyFees: boolean }>;
}

/** A line as the upsert left it: with its product's price sources it is a LineRow (no second read). */
export type AppliedLine = Pick<LineRow, LineColumn> & { product_id: string };

export interface AddLinesOptions {
  /** 'add' adds the quantity to a line already there; 'replace' sets the quantity given (computed under the cart's lock). */
  onExisting?: 'add' | 'replace';
  /** The change's audit row, written by the same statement when a line is applied: `after` holds the items of the lines applied. */
  audit?: { entry: Omit<AuditEntry, 'after'>; afterItems: readonly unknown[] };
  /** Applies only if the cart still has this version (its header read without a lock, decision 051). */
  expectedVersion?: number;
}

/**
 * Adds quantities to a cart in one statement: a new product gets the next line number, a product
 * already there has the quantity added in the database (the unique (order_id, product_id) index), never
 * read and rewritten here. A sum above the maximum is not applied and is missing from the answer.
 * When any line is applied, the same statement bumps the cart's version (as touchCart does after other
 * changes) and writes the audit row. Nothing is applied unless the cart is still open (and at
 * `expectedVersion`) once the statement holds its row lock: `open` says whether it was.
 */
export async function addLines(tx: Executor, orderId: string, lines: readonly NewLine[], options: AddLinesOptions = {}): Promise<{ open: boolean; rows: AppliedLine[] }> {
  if (lines.length === 0) return { open: true, rows: [] };
  const values = sql.join(
    lines.map(
      (line, index) =>
        sql`(${index + 1}::int, ${line.productId}::uuid, ${line.quantity}::int, ${line.unitListPrice}::int, ${line.unitSellPrice}::int, ${line.isContract}::boolean, ${line.standingOfferNumber}::text, ${JSON.stringify(line.fees)}::jsonb)`,
    ),
    sql`, `,
  );
  const atVersion = options.expectedVersion === undefined ? sql`` : sql`and version = ${options.expectedVersion}`;
  const onExisting = options.onExisting === 'replace'
    ? sql`quantity = excluded.quantity`
    : sql`quantity = order_lines.quantity + excluded.quantity where order_lines.quantity + excluded.quantity <= ${QUANTITY_MAX}`;
  const audited = options.audit
    ? sql`, ${auditOfChosen(options.audit.entry, options.audit.afterItems, sql`select w.ord from applied a join wanted w on w.product_id = a.product_id`)}`
    : sql``;
  // The cart's row lock comes first: the lines are read and written after it (the insert selects from it).
  // Its `where` is checked again on the row's latest version after a wait, so a cart submitted or changed
  // meanwhile is not found; when the version is unchanged, every line committed so far is in this
  // statement's snapshot and max(line_number) is not stale (decision 051).
  const [result] = await queryRows<{ open: boolean; lines: AppliedLine[] }>(
    tx,
    sql`with cart as (select id from orders where id = ${orderId}::uuid and status = 'open' ${atVersion} for update),
        wanted as (select * from (values ${values}) as v(ord, product_id, quantity, list_price, sell_price, is_contract, standing_offer_number, fees)),
        applied as (
          insert into order_lines (order_id, line_number, product_id, quantity, unit_list_price, unit_sell_price, is_contract, standing_offer_number, fees)
          select cart.id, (select coalesce(max(line_number), 0) from order_lines where order_id = ${orderId}::uuid) + w.ord,
            w.product_id, w.quantity, w.list_price, w.sell_price, w.is_contract, w.standing_offer_number, w.fees
          from cart cross join wanted w
          on conflict (order_id, product_id) do update set ${onExisting}
          returning id as line_id, product_id, line_number, quantity, line_note, special_delivery_option, quantity_back_ordered,
            unit_list_price, unit_sell_price, is_contract as is_contract_snapshot, fees as fees_snapshot),
        touched as (update orders set version = version + 1, updated_at = now() where id = (select id from cart) and exists (select 1 from applied) returning id)${audited}
        select exists (select 1 from cart) as open, coalesce((select json_agg(a order by a.line_number) from applied a), '[]'::json) as lines`,
  );
  return { open: Boolean(result?.open), rows: result?.lines ?? [] };
}

export async function setLineQuantity(tx: Executor, orderId: string, lineNumber: number, quantity: number): Promise<boolean> {
  const rows = await queryRows(tx, sql`update order_lines set quantity = ${quantity} where order_id = ${orderId} and line_number = ${lineNumber} returning id`);
  return rows.length > 0;
}

export async function deleteLine(tx: Executor, orderId: string, lineNumber: number): Promise<boolean> {
  const rows = await queryRows(tx, sql`delete from order_lines where order_id = ${orderId} and line_number = ${lineNumber} returning id`);
  return rows.length > 0;
}

export async function setLineNote(tx: Executor, orderId: string, lineNumber: number, note: string): Promise<boolean> {
  const rows = await queryRows(tx, sql`update order_lines set line_note = ${note} where order_id = ${orderId} and line_number = ${lineNumber} returning id`);
  return rows.length > 0;
}

/** Empties the cart: lines, answers to custom prompts, the coupon and the card chosen. */
export async function clearCart(tx: Executor, orderId: string): Promise<number> {
  const removed = await queryRows(tx, sql`delete from order_lines where order_id = ${orderId} returning id`);
  await tx.execute(sql`delete from order_prompt_values where order_id = ${orderId}`);
  await tx.execute(sql`delete from order_payment_cards where order_id = ${orderId}`);
  await tx.execute(sql`update orders set coupon_code = null, payment_token = null, version = version + 1, updated_at = now() where id = ${orderId}`);
  return removed.length;
}

export async function setCoupon(tx: Executor, orderId: string, code: string | null): Promise<void> {
  await tx.execute(sql`update orders set coupon_code = ${code}, version = version + 1, updated_at = now() where id = ${orderId}`);
}

/** Why a coupon this client may use cannot be applied today; null when it can. Days are Eastern calendar days. */
export type CouponStanding =
  | { code: string; refusal: null }
  | { code: string; refusal: 'expired'; endDate: IsoDate }
  | { code: string; refusal: 'notYetValid'; startDate: IsoDate }
  | { code: string; refusal: 'usedUp' };

/**
 * A coupon by its code, only when this client may use it: one restricted to other clients is not
 * found, so it answers like an unknown code and reveals nothing about it.
 */
export async function findCoupon(db: Executor, code: string, clientId: string): Promise<CouponStanding | undefined> {
  const [row] = await queryRows<{ code: string; expired: boolean; not_started: boolean; used_up: boolean; start_day: IsoDate; end_day: IsoDate }>(
    db,
    sql`select cp.code, ${couponRule.expired} as expired, ${couponRule.notStarted} as not_started, ${couponRule.usedUp} as used_up,
          (cp.start_date at time zone ${DEFAULT_TIME_ZONE})::date::text as start_day, (cp.end_date at time zone ${DEFAULT_TIME_ZONE})::date::text as end_day
        from coupons cp where upper(cp.code) = upper(${code}) and ${couponRule.forClient(sql`${clientId}`)}`,
  );
  if (!row) return undefined;
  if (row.expired) return { code: row.code, refusal: 'expired', endDate: row.end_day };
  if (row.not_started) return { code: row.code, refusal: 'notYetValid', startDate: row.start_day };
  if (row.used_up) return { code: row.code, refusal: 'usedUp' };
  return { code: row.code, refusal: null };
}
