import {
  ApproverStateKey,
  BillingOption,
  OrderAction,
  approverStateOf,
  billingOptionNames,
  decidersOf,
  formatMessage,
  orderDisplayNumber,
  summarizeCart,
  taxLinesOf,
  type Locale,
  type PriceDetails,
} from '@comptoir/core';
import { snapshotPrice, summaryLine, taxProvince, toCartProduct, type LineRow } from '../cart/index.ts';
import { approvalStatusOf, statusCodeOf, statusDescriptionOf, transition } from './lifecycle.ts';
import type { OrderRow } from './orders-repo.ts';

export const displayNumberOf = (order: OrderRow): string =>
  orderDisplayNumber({ orderNo: order.order_no, isGroupOrder: order.is_group_order, groupOrderNumber: order.group_order_number });

/** The stored summary; history seeded before snapshots existed is recomputed by core from its stored lines. */
export const priceDetailsOf = (order: OrderRow, lines: readonly LineRow[]): PriceDetails =>
  order.price_details ?? summarizeCart({ lines: lines.map((line) => summaryLine(line, snapshotPrice(line))), promoDiscount: order.promo_discount, smallOrderFee: null }).priceDetails;

/** Spec §3 'Tax totals' as stored at submission, each tax of the ship-to's province on its own line (core's taxLinesOf). */
export const taxesOf = (order: OrderRow) => {
  const totals = { federalTaxTotal: order.gst_total, provincialTaxTotal: order.pst_total, hSTTaxTotal: order.hst_total };
  const province = taxProvince(order.ship_to_province, order.client_province);
  return { ...totals, taxesTotal: order.gst_total + order.pst_total + order.hst_total, lines: taxLinesOf(province, order.submitted_day, totals) };
};

/** Spec §3 'Order list items' (designed: the display number, total, status and description a row shows). */
export const toListItem = (order: OrderRow) => ({
  EwayOrderNo: String(order.order_no),
  SubmittedDate: order.submitted_day,
  orderId: order.ref,
  displayNumber: displayNumberOf(order),
  total: order.total,
  status: statusCodeOf(order.status),
  approvalStatus: approvalStatusOf(order.status, order.approval_state),
  description: statusDescriptionOf(order.status, order.approval_state),
  hasBackOrder: order.has_back_order,
  orderedBy: order.ordered_by,
});

export const billingNumber = (name: string | null): number | null => {
  const index = billingOptionNames.indexOf(name as (typeof billingOptionNames)[number]);
  return index < 0 ? null : index + BillingOption.onAccount;
};

/** Spec §3 'Order' (orderProducts of type 2 excluded: this api never writes that type). */
export const toOrder = (order: OrderRow, lines: readonly LineRow[], cartMessages: unknown[] = []) => ({
  orderId: order.ref,
  EwayOrderNo: String(order.order_no),
  submittedDate: order.submitted_day,
  total: order.total,
  promoDiscount: order.promo_discount,
  subTotal: order.sub_total,
  minimumOrderAmount: order.minimum_order_amount,
  isUnderMinimumOrderAmount: order.minimum_order_amount > 0 && order.sub_total < order.minimum_order_amount,
  orderProducts: lines.map((line) => ({ lineNumber: line.line_number, isCurrentProduct: true, promoProductQualifierType: null, productId: line.product_id, ProductCode: line.code, quantity: line.quantity, unitSellPrice: line.unit_sell_price })),
  isGroupOrder: order.is_group_order,
  groupOrderNumber: order.group_order_number,
  shipToClientId: order.ship_to_id,
  billingOptionType: billingNumber(order.billing_option_type),
  cartMessages,
});

export interface ViewFacts {
  approvers: Array<{ id: string; name: string; canDecide: boolean }>;
  history: Array<{ id: string; name: string; action: string; comment: string; day: string }>;
  viewerId: string;
  costCenter: string | null;
  /** The order's PO number prompt with its prefix, when it has one: the PO number the order was given without one of its own. */
  poNumber: string | null;
  /** The budget an approval would spend today, read only for an approver's view of an order awaiting approval. */
  buyerBudget: { totalBudget: number; availableBudget: number; beginDate: string; endDate: string } | null;
}

/** An approver's decision, or the buyer's cancellation (decision 056), as spec §4 approver state keys. */
const historyState = (action: string): number => (action === 'approved' ? approverStateOf('APPROVED') : action === 'rejected' ? approverStateOf('REJECTED') : ApproverStateKey.canceled);

/** What a history row posted: an order returned for want of an approver says so in the reader's language. */
const commentOf = (entry: ViewFacts['history'][number], locale: Locale): string => (entry.action === 'returned' ? formatMessage(locale, 'orders.returnedNoApprover') : entry.comment);

/** Spec §3 'Order view' with 'Order summary' and 'Tax totals'. */
export const toOrderView = (order: OrderRow, lines: readonly LineRow[], facts: ViewFacts, locale: Locale, enableContractProductTotalBreakdown = false) => {
  const priceDetails = priceDetailsOf(order, lines);
  const products = lines.map((line) => toCartProduct(line, snapshotPrice(line), locale, line.quantity_back_ordered));
  const isApproverView = order.buyer_id !== facts.viewerId;
  const allowed = (event: Parameters<typeof transition>[1]) => transition(order.status, event).ok;
  return {
    orderNo: displayNumberOf(order),
    orderProducts: products,
    orderProductGroups: [
      { title: formatMessage(locale, 'cart.mobTotal'), orderProductIds: products.filter((p) => p.IsContract).map((p) => p.OrderProductId) },
      { title: formatMessage(locale, 'cart.nonMobTotal'), orderProductIds: products.filter((p) => !p.IsContract).map((p) => p.OrderProductId) },
    ].filter((group) => group.orderProductIds.length > 0),
    // Those who may still decide it: not a deactivated or deleted approver, nor its own buyer (core's decidersOf).
    AwaitingApproversList: order.status === 'awaitingApproval' ? decidersOf(facts.approvers.map((approver) => ({ buyerId: approver.id, name: approver.name, canDecide: approver.canDecide })), order.buyer_id).map(({ buyerId, name }) => ({ buyerId, name })) : [],
    OrderApproversHistory: facts.history.map((entry) => ({ buyerId: entry.id, name: entry.name, state: historyState(entry.action), date: entry.day })),
    orderStatus: statusCodeOf(order.status),
    summaryInfo: {
      orderedBy: order.ordered_by,
      orderDate: order.submitted_day,
      scheduledDate: order.scheduled_date,
      costCenter: facts.costCenter,
      accountNumber: order.client_no,
      shippingAddress: { name: order.ship_to_name ?? '', line1: order.ship_to_line1 ?? '', line2: order.ship_to_line2 || null, city: order.ship_to_city ?? '', province: order.ship_to_province ?? 'ON', postalCode: order.ship_to_postal_code ?? '', country: 'CA' as const },
      priceDetails,
      taxes: taxesOf(order),
      orderTotal: order.total,
      poNumber: order.po_number === '' ? facts.poNumber : order.po_number,
      deliveryInstructions: order.delivery_instructions === '' ? null : order.delivery_instructions,
      paymentMethod: billingNumber(order.billing_option_type),
      enableContractProductTotalBreakdown,
    },
    isSpecialDelivery: lines.some((line) => line.is_special_delivery),
    postedComments: facts.history.filter((entry) => entry.comment !== '' || entry.action === 'returned').map((entry) => ({ author: entry.name, text: commentOf(entry, locale), date: entry.day })),
    OrderId: order.ref,
    buttonsStateInfo: {
      [OrderAction.approve]: isApproverView && allowed('approve'),
      [OrderAction.reject]: isApproverView && allowed('reject'),
      [OrderAction.cancel]: !isApproverView && allowed('cancel'),
      // Reorder copies the order into the viewer's own cart: the buyer's, never an approver's (whose call is refused).
      reorder: !isApproverView && allowed('reorder'),
    },
    is404: false,
    isValidOrder: true,
    userRole: isApproverView ? ('approver' as const) : ('buyer' as const),
    buyerBudget: facts.buyerBudget,
  };
};
