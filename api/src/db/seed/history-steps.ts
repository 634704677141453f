import type { Dataset, Order } from '@comptoir/fixtures';
import * as t from '../schema/index.ts';
import type { ApprovalState } from '../schema/index.ts';
import { step, toDate, toDateOrNull, toDay, type SeedStep } from './seed-step.ts';

function approvalState(o: Order): ApprovalState | null {
  if (o.status === 'awaitingApproval') return 'awaiting';
  if (o.status === 'rejected' || o.approvals.some((a) => a.action === 'rejected')) return 'rejected';
  if (o.status === 'approved' || o.approvals.some((a) => a.action === 'approved')) return 'approved';
  return null;
}

function orderSteps(d: Dataset): SeedStep[] {
  const clients = new Map(d.clients.map((c) => [c.id, c]));
  const shipTos = new Map(d.shipTos.map((s) => [s.id, s]));
  return [
    step(t.orders, d.orders.map((o) => ({
      id: o.id, orderNo: o.orderNo, clientId: o.clientId, buyerId: o.buyerId, shipToId: o.shipToId,
      status: o.status, approvalState: approvalState(o), approvalGroupId: o.approvalGroupId,
      submittedDate: toDate(o.submittedDate), billingOptionType: o.billingOptionType,
      subTotal: o.subTotal, feesTotal: o.feesTotal, promoDiscount: o.promoDiscount,
      gstTotal: o.gstTotal, pstTotal: o.pstTotal, hstTotal: o.hstTotal, total: o.total,
      // Snapshots taken at submission, as the order service would have.
      minimumOrderAmount: clients.get(o.clientId)?.minimumOrderAmount ?? 0,
      shippingPostalCode: shipTos.get(o.shipToId)?.address.postalCode ?? null,
      deliveryZone: shipTos.get(o.shipToId)?.deliveryZone ?? null,
      poNumber: o.poNumber, deliveryInstructions: o.deliveryInstructions, couponCode: o.couponCode,
      isGroupOrder: o.isGroupOrder, groupOrderId: o.groupOrderId,
      createdAt: toDate(o.submittedDate), updatedAt: toDate(o.submittedDate),
    }))),
    step(t.orderLines, d.orders.flatMap((o) => o.lines.map((l) => ({
      id: l.id, orderId: o.id, lineNumber: l.lineNumber, productId: l.productId, quantity: l.quantity,
      quantityShipped: l.quantityShipped, quantityBackOrdered: l.quantityBackOrdered,
      unitListPrice: l.unitListPrice, unitSellPrice: l.unitSellPrice, isContract: l.isContract,
      standingOfferNumber: l.standingOfferNumber, fees: l.fees, lineNote: l.lineNote,
    })))),
    step(t.orderPromptValues, d.orders.flatMap((o) => o.promptValues.map((v) => ({ orderId: o.id, promptId: v.promptId, value: v.value })))),
    step(t.approvalHistory, d.orders.flatMap((o) => o.approvals.map((a) => ({
      orderId: o.id, approverId: a.approverId, action: a.action, comment: a.comment, at: toDate(a.date),
    })))),
  ];
}

export function historySteps(d: Dataset): SeedStep[] {
  const groupOrderLines = d.groupOrders.flatMap((g) =>
    g.invitees.flatMap((i) => i.lines.map((l) => ({ groupOrderId: g.id, buyerId: i.buyerId, productId: l.productId, quantity: l.quantity, sequence: l.sequence }))),
  );
  return [
    step(t.shoppingLists, d.shoppingLists.map((l) => ({
      id: l.id, clientId: l.clientId, buyerId: l.buyerId, type: l.type, nameEn: l.name.en, nameFr: l.name.fr,
      isShared: l.isShared, createdAt: toDate(l.createdDate), updatedAt: toDate(l.updatedDate),
    }))),
    step(t.shoppingListItems, d.shoppingLists.flatMap((l) => l.lines.map((line) => ({
      shoppingListId: l.id, productId: line.productId, quantity: line.quantity, sequence: line.sequence,
    })))),
    step(t.groupOrders, d.groupOrders.map((g) => ({
      id: g.id, groupOrderNumber: g.groupOrderNumber, clientId: g.clientId, creatorId: g.creatorId, shipToId: g.shipToId,
      name: g.name, status: g.status, createdAt: toDate(g.createdDate), closingDate: toDate(g.closingDate),
    }))),
    step(t.groupOrderInvitees, d.groupOrders.flatMap((g) => g.invitees.map((i) => ({
      groupOrderId: g.id, buyerId: i.buyerId, invitedAt: toDate(i.invitedDate), state: i.state,
    })))),
    step(t.groupOrderLines, groupOrderLines),
    ...orderSteps(d),
    step(t.invoices, d.invoices.map((i) => ({
      id: i.id, invoiceNo: i.invoiceNo, clientId: i.clientId, orderId: i.orderId, issuedDate: toDay(i.issuedDate),
      dueDate: toDay(i.dueDate), amount: i.amount, amountPaid: i.amountPaid, status: i.status, paidDate: toDateOrNull(i.paidDate),
    }))),
    step(t.returns, d.returns.map((r) => ({
      id: r.id, returnNo: r.returnNo, mrNumber: r.mrNumber, clientId: r.clientId, buyerId: r.buyerId, orderId: r.orderId,
      status: r.status, requestedDate: toDate(r.requestedDate), comment: r.comment,
    }))),
    step(t.returnLines, d.returns.flatMap((r) => r.lines.map((l) => ({
      returnId: r.id, orderLineId: l.orderLineId, productId: l.productId, quantity: l.quantity, reasonEn: l.reason.en, reasonFr: l.reason.fr,
    })))),
    step(t.messages, d.messages.map((m) => ({
      id: m.id, clientId: m.clientId, buyerId: m.buyerId, messageStatus: m.messageStatus, messageType: m.messageType,
      primaryMessageEn: m.primaryMessage.en, primaryMessageFr: m.primaryMessage.fr, secondaryMessages: m.secondaryMessages,
      createdAt: toDate(m.createdDate), readAt: toDateOrNull(m.readDate),
    }))),
  ];
}
