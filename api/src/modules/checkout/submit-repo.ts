import { billingOptionNames, priceDetailFeeFields, sumCents, type BillingOption, type SubmitOrderRequest } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';
import type { CultureCode } from '../../db/schema/columns.ts';
import type { OrderStatus } from '../../db/schema/index.ts';
import { couponRule, type LinePrice, type Totals } from '../cart/index.ts';
import type { PayingCard } from './submit-checks.ts';

/** The submission's delivery and billing details, written on the cart before its rules are checked. */
export async function applySubmission(tx: Executor, orderId: string, input: SubmitOrderRequest, paying: PayingCard | null): Promise<void> {
  const card = paying?.card ?? null;
  const deli = input.OrderDeli ?? {};
  const cardChange = card
    ? sql`insert into order_payment_cards (order_id, brand, last4, expiry) values (${orderId}, ${card.brand}, ${card.last4}, ${card.expiry})
        on conflict (order_id) do update set brand = excluded.brand, last4 = excluded.last4, expiry = excluded.expiry`
    : sql`delete from order_payment_cards where order_id = ${orderId}`;
  // One statement (the card's change is a CTE of the order's update), so a read sent right after sees both.
  await tx.execute(sql`with card as (${cardChange}) update orders set
      billing_option_type = ${billingOptionNames[input.billingOptionType - 1] ?? null},
      payment_token = ${paying?.token ?? null},
      po_number = coalesce(${input.poNumber}, po_number),
      delivery_instructions = coalesce(${input.deliveryInstructions}, delivery_instructions),
      delivery_type = ${input.deliveryType},
      scheduled_date = ${input.deliveryType === 'scheduled' ? input.scheduledDate : null},
      deli_serv_opt_type = coalesce(${deli.deliServOptType ?? null}::smallint, deli_serv_opt_type),
      is_deli_opt_set = is_deli_opt_set or ${deli.deliServOptType !== undefined}, version = version + 1, updated_at = now()
    where id = ${orderId}`);
}

/** The buyer's approval group (lowest threshold first) and its approvers. */
/** An approver of the group, with the language their notices are written in; one deactivated cannot sign in to decide. */
export type Approver = { buyerId: string; cultureCode: CultureCode; canDecide: boolean };

export async function findApprovalGroup(tx: Executor, clientId: string, buyerId: string): Promise<{ id: string; threshold_amount: number; approvers: Approver[] } | undefined> {
  // The approvers held until the order is placed: a deactivation, deletion or change of approvers under way is waited
  // for and read as it ends (the order refused), or waits for this order and returns it to the buyer if no one is left
  // to decide it (orders-without-approver). Read unlocked, an order could be placed for an approver just deactivated.
  await tx.execute(sql`select a.buyer_id from approval_group_members m join approval_groups g on g.id = m.approval_group_id
      join approval_group_approvers a on a.approval_group_id = g.id join buyers b on b.id = a.buyer_id
      where m.buyer_id = ${buyerId} and g.client_id = ${clientId} for share of a, b`);
  const [row] = await queryRows<{ id: string; threshold_amount: number; approvers: Approver[] | null }>(
    tx,
    sql`select g.id, g.threshold_amount,
          (select json_agg(json_build_object('buyerId', a.buyer_id, 'cultureCode', b.culture_code, 'canDecide', b.is_active and b.deleted_at is null)) from approval_group_approvers a join buyers b on b.id = a.buyer_id where a.approval_group_id = g.id) as approvers
        from approval_group_members m join approval_groups g on g.id = m.approval_group_id
        where m.buyer_id = ${buyerId} and g.client_id = ${clientId} order by g.threshold_amount limit 1`,
  );
  return row ? { ...row, approvers: row.approvers ?? [] } : undefined;
}

/** Uses one coupon; false when its last use went to another order meanwhile. */
export async function useCoupon(tx: Executor, code: string): Promise<boolean> {
  const rows = await queryRows(tx, sql`update coupons cp set used_count = cp.used_count + 1 where cp.code = ${code} and not (${couponRule.usedUp}) returning cp.id`);
  return rows.length > 0;
}

export interface Placement {
  orderId: string;
  status: OrderStatus;
  approvalGroupId: string | null;
  totals: Totals;
  billingOption: BillingOption;
  submissionKey: string;
  lines: ReadonlyArray<{ lineId: string; price: LinePrice }>;
}

/** Turns the cart into an order: the EW number from the sequence, the status, and the price snapshot of every line and of the summary. */
export async function placeOrderRecord(tx: Executor, p: Placement): Promise<number> {
  const values = sql.join(
    p.lines.map(({ lineId, price }) => {
      const fees = price.fees.map((fee) => ({ feeType: fee.FeeType, amount: fee.FeeAmount, isExemptFromAssemblyFees: fee.isExemptFromAssemblyFees ?? false }));
      return sql`(${lineId}::uuid, ${price.unitListPrice}::int, ${price.unitSellPrice}::int, ${price.isContract}::boolean, ${price.standingOfferNumber}::text, ${JSON.stringify(fees)}::jsonb)`;
    }),
    sql`, `,
  );
  const d = p.totals.priceDetails;
  // The lines' snapshot is a CTE of the order's own update: one statement, both or neither.
  const snapshot = p.lines.length === 0
    ? sql``
    : sql`with snapshot as (update order_lines l set unit_list_price = v.list_price, unit_sell_price = v.sell_price, is_contract = v.is_contract,
          standing_offer_number = v.standing_offer_number, fees = v.fees
        from (values ${values}) as v(id, list_price, sell_price, is_contract, standing_offer_number, fees) where l.id = v.id) `;
  const [row] = await queryRows<{ order_no: number }>(
    tx,
    sql`${snapshot}update orders set order_no = nextval('order_no_seq'), status = ${p.status},
          approval_state = ${p.status === 'awaitingApproval' ? 'awaiting' : null}, approval_group_id = ${p.approvalGroupId},
          submitted_date = now(), sub_total = ${d.subTotal}, fees_total = ${sumCents(priceDetailFeeFields.map((field) => d[field]))},
          promo_discount = ${d.promoDiscount}, gst_total = ${p.totals.taxes.federalTaxTotal}, pst_total = ${p.totals.taxes.provincialTaxTotal},
          hst_total = ${p.totals.taxes.hSTTaxTotal}, total = ${p.totals.orderTotal}, price_details = ${JSON.stringify(d)}::jsonb,
          submission_key = ${p.submissionKey}, version = version + 1, updated_at = now()
        where id = ${p.orderId} and status = 'open' returning order_no::int as order_no`,
  );
  if (!row) throw new Error(`order ${p.orderId} is no longer open`);
  return row.order_no;
}
