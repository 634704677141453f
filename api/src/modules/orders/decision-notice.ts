import { formatMessage, MessageStatus, MessageType, type Locale } from '@comptoir/core';
import type { Executor } from '../../db/index.ts';
import { addApproversMessage, addBuyerMessage } from '../messages/index.ts';

const inBothLanguages = (text: (locale: Locale) => string) => ({ en: text('en-CA'), fr: text('fr-CA') });

/**
 * The buyer hears of the decision on their order among their dashboard messages (spec §2.3), in the language
 * they read it in; a rejection carries the approver's reason.
 */
export const tellBuyerOfDecision = (tx: Executor, order: { client_id: string; buyer_id: string }, orderNumber: string, outcome: 'approved' | 'rejected', reason: string): Promise<void> =>
  addBuyerMessage(tx, {
    clientId: order.client_id,
    buyerId: order.buyer_id,
    messageStatus: outcome === 'approved' ? MessageStatus.success : MessageStatus.warning,
    messageType: MessageType.approval,
    primary: inBothLanguages((locale) => formatMessage(locale, outcome === 'approved' ? 'orders.yourOrderApproved' : 'orders.yourOrderRejected', { orderNumber })),
    secondary: reason ? [inBothLanguages((locale) => formatMessage(locale, 'orders.yourOrderRejectedReason', { reason }))] : [],
  });

/**
 * The approvers of an order its buyer cancelled while it awaited them hear of it among their dashboard messages, as
 * the buyer hears of their decisions: the order leaves their awaiting list, and no one wonders where it went.
 */
export const tellApproversOfCancellation = async (tx: Executor, order: { client_id: string; buyer_id: string; approval_group_id: string | null; ordered_by: string }, orderNumber: string): Promise<void> => {
  if (!order.approval_group_id) return;
  await addApproversMessage(tx, {
    clientId: order.client_id,
    approvalGroupId: order.approval_group_id,
    besides: order.buyer_id,
    messageStatus: MessageStatus.info,
    messageType: MessageType.approval,
    primary: inBothLanguages((locale) => formatMessage(locale, 'orders.awaitedOrderCancelled', { orderNumber, orderedBy: order.ordered_by })),
    secondary: [],
  });
};

/**
 * The buyer of an order returned for want of an approver hears of it among their dashboard messages, with what to do:
 * the order is cancelled, and they reorder it once an approver is named.
 */
export const tellBuyerOfReturn = (tx: Executor, order: { client_id: string; buyer_id: string }, orderNumber: string): Promise<void> =>
  addBuyerMessage(tx, {
    clientId: order.client_id,
    buyerId: order.buyer_id,
    messageStatus: MessageStatus.warning,
    messageType: MessageType.approval,
    primary: inBothLanguages((locale) => formatMessage(locale, 'orders.yourOrderReturned', { orderNumber })),
    secondary: [inBothLanguages((locale) => formatMessage(locale, 'orders.yourOrderReturnedNext'))],
  });
