import { ApproverStateKey, OrderAction, OrderStatusCode } from '@comptoir/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '../../db/schema/index.ts';
import { approvalStatusOf, statusCodeOf, statusDescriptionOf, transition, type OrderEvent } from './lifecycle.ts';
import { toOrderView } from './order-view.ts';
import type { OrderRow } from './orders-repo.ts';

const events: readonly OrderEvent[] = ['submit', 'submitForApproval', 'approve', 'reject', 'cancel', 'reorder'];
const statusArb = fc.constantFrom(...orderStatuses);
const approvalStateArb = fc.constantFrom(null, 'awaiting', 'approved', 'rejected', 'cancelled');

/** A submitted order as the repo reads it; only its status and buyer matter to the actions it offers. */
const orderRow = (status: OrderStatus, buyerId: string): OrderRow => ({
  id: 'o-1', ref: 1000, order_no: 100000, buyer_id: buyerId, client_id: 'c-1', client_no: '1', client_province: 'ON', status, approval_state: null, approval_group_id: 'g-1',
  submitted_day: '2026-11-20', total: 1000, sub_total: 1000, promo_discount: 0, gst_total: 0, pst_total: 0, hst_total: 0, minimum_order_amount: 0, price_details: null,
  po_number: '', delivery_instructions: '', scheduled_date: null, billing_option_type: 'onAccount', is_group_order: false, group_order_number: null, ship_to_id: null, ship_to_no: null,
  ship_to_province: 'ON', ship_to_name: null, ship_to_line1: null, ship_to_line2: null, ship_to_city: null, ship_to_postal_code: null, ordered_by: 'A Buyer', has_back_order: false,
});
const facts = (viewerId: string) => ({ approvers: [{ id: 'approver', name: 'An Approver', canDecide: true }], history: [], viewerId, costCenter: null, poNumber: null, buyerBudget: null });

describe('order lifecycle (decision 056: the buyer cancels an order only while it awaits approval)', () => {
  it('cancel goes from awaitingApproval to cancelled, and from no other status (approved or submitted orders are with fulfilment)', () => {
    fc.assert(
      fc.property(statusArb, (status) => {
        const result = transition(status, 'cancel');
        if (status === 'awaitingApproval') expect(result).toEqual({ ok: true, to: 'cancelled' });
        else expect(result).toEqual({ ok: false, reason: 'orders.notAllowed' });
      }),
    );
  });

  it('a cancelled order is done: no event but reorder (which leaves it as it is) applies to it', () => {
    for (const event of events) expect(transition('cancelled', event)).toEqual(event === 'reorder' ? { ok: true, to: 'cancelled' } : { ok: false, reason: 'orders.notAllowed' });
  });

  it("a cancelled order reads CANCELED, order status cancelled (2) and 'Cancelled', whatever its approval state", () => {
    fc.assert(
      fc.property(approvalStateArb, (approvalState) => {
        expect(approvalStatusOf('cancelled', approvalState)).toBe('CANCELED');
        expect(statusCodeOf('cancelled')).toBe(OrderStatusCode.cancelled);
        expect(statusDescriptionOf('cancelled', approvalState)).toBe('Cancelled');
      }),
    );
  });

  it("the order view offers cancel (3) exactly when the lifecycle allows it, and only on the buyer's own order", () => {
    fc.assert(
      fc.property(statusArb.filter((status) => status !== 'open'), fc.boolean(), (status, ownOrder) => {
        const view = toOrderView(orderRow(status, 'buyer'), [], facts(ownOrder ? 'buyer' : 'approver'), 'en-CA');
        expect(view.buttonsStateInfo[OrderAction.cancel]).toBe(ownOrder && transition(status, 'cancel').ok);
        expect(view.buttonsStateInfo[OrderAction.cancel]).toBe(ownOrder && status === 'awaitingApproval');
      }),
    );
  });

  it('the buyer who cancelled shows in the approval history as canceled (approver state 3)', () => {
    const view = toOrderView(orderRow('cancelled', 'buyer'), [], { ...facts('buyer'), history: [{ id: 'buyer', name: 'A Buyer', action: 'cancelled', comment: '', day: '2026-11-21' }] }, 'fr-CA');
    expect(view.OrderApproversHistory).toEqual([{ buyerId: 'buyer', name: 'A Buyer', state: ApproverStateKey.canceled, date: '2026-11-21' }]);
    expect(view.AwaitingApproversList).toEqual([]);
    expect(view.orderStatus).toBe(OrderStatusCode.cancelled);
  });
});
