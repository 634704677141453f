import { assertEvent, assign, setup } from 'xstate';
import { ApproverStateKey, OrderAction, OrderStatusCode, approverStateOf, type OrderApprovalStatus } from '@comptoir/core';
import { placeholderAction, placeholderActor } from '../placeholders.ts';

export type ApprovalOutcome = 'AWAITING' | 'REJECTED' | 'APPROVED';

export interface Approver {
  approverId: string;
  state: ApproverStateKey;
}

export interface ApprovalInput {
  orderId: string;
  /** The approvers of the buyer's approval group (several may share one group). */
  approverIds: readonly string[];
  /** Where a loaded order resumes; a new order starts AWAITING. */
  status?: OrderApprovalStatus;
}

/** A decision the viewing approver asked the order service for (spec §4 order actions approve 1, reject 2). */
export interface DecisionRequest {
  approverId: string;
  outcome: 'APPROVED' | 'REJECTED';
  /** Why the order is rejected, shown to the buyer; empty for none (and for an approval). */
  reason: string;
}

/** What the order service answers to a decision: the order's approval status now. */
export interface DecisionAnswer {
  approvalStatus: 'OPEN' | 'REFUSED';
}

export interface DecideOrderInput {
  orderId: string;
  approverId: string;
  action: OrderAction;
  reason: string;
}

export interface ApprovalContext {
  orderId: string;
  approvers: Approver[];
  resumeAt: OrderApprovalStatus;
  /** The decision being sent; at most one at a time. */
  request: DecisionRequest | null;
}

export type ApprovalEvent =
  | { type: 'approval.decided'; approverId: string; outcome: ApprovalOutcome }
  | ({ type: 'approval.requested' } & Omit<DecisionRequest, 'reason'> & { reason?: string })
  | { type: 'order.notificationRequested' }
  | { type: 'order.modifyRequested' }
  | { type: 'order.updateRequested' }
  | { type: 'order.checkoutRequested' }
  | { type: 'order.cancelRequested' }
  | { type: 'order.deleteRequested' }
  | { type: 'order.shipped' }
  | { type: 'order.archived' };

export interface OrderActionParams {
  orderId: string;
  action: OrderAction;
  approverId?: string;
}

const decision = (event: ApprovalEvent) => {
  assertEvent(event, 'approval.decided');
  return event;
};

const approverOf = (context: ApprovalContext, approverId: string) => context.approvers.find((approver) => approver.approverId === approverId);

/** The approval status the order service answered (a done event of decideOrder). */
const answered = (event: unknown) => (event as { output?: DecisionAnswer }).output?.approvalStatus;

/** Each order action (spec §4: approve 1 … update order 7) is reported to the order service by the app. */
const report = (action: OrderAction) =>
  ({
    type: 'requestOrderAction',
    params: ({ context, event }: { context: ApprovalContext; event: ApprovalEvent }): OrderActionParams => ({
      orderId: context.orderId,
      action,
      ...(event.type === 'approval.decided' ? { approverId: event.approverId } : {}),
    }),
  }) as const;

const status = (approvalStatus: OrderApprovalStatus, statusCode: OrderStatusCode | null) => ({ approvalStatus, statusCode });
const resumeGuard = (approvalStatus: OrderApprovalStatus) => ({ context }: { context: ApprovalContext }) => context.resumeAt === approvalStatus;

export const approvalMachine = setup({
  types: { context: {} as ApprovalContext, events: {} as ApprovalEvent, input: {} as ApprovalInput },
  guards: {
    awaitingApproverRejects: ({ context, event }) => {
      const { approverId, outcome } = decision(event);
      return outcome === 'REJECTED' && approverOf(context, approverId)?.state === ApproverStateKey.awaiting;
    },
    lastAwaitingApproverApproves: ({ context, event }) => {
      const { approverId, outcome } = decision(event);
      return (
        outcome === 'APPROVED' &&
        approverOf(context, approverId)?.state === ApproverStateKey.awaiting &&
        context.approvers.every((approver) => approver.approverId === approverId || approver.state === ApproverStateKey.open)
      );
    },
    awaitingApproverApproves: ({ context, event }) => {
      const { approverId, outcome } = decision(event);
      return outcome === 'APPROVED' && approverOf(context, approverId)?.state === ApproverStateKey.awaiting;
    },
    /** Only an approver of the order still awaiting their decision may send one. */
    awaitingApproverRequests: ({ context, event }) => {
      assertEvent(event, 'approval.requested');
      return approverOf(context, event.approverId)?.state === ApproverStateKey.awaiting;
    },
    serviceRefused: ({ event }) => answered(event) === 'REFUSED',
    serviceOpened: ({ event }) => answered(event) === 'OPEN',
    approverReturnsToAwaiting: ({ context, event }) => {
      const { approverId, outcome } = decision(event);
      return outcome === 'AWAITING' && approverOf(context, approverId)?.state === ApproverStateKey.open;
    },
    resumesRefused: resumeGuard('REFUSED'),
    resumesOpen: resumeGuard('OPEN'),
    resumesCanceled: resumeGuard('CANCELED'),
    resumesShipped: resumeGuard('SHIPPED'),
    resumesUpdate: resumeGuard('UPDATE'),
    resumesDeleted: resumeGuard('DELETE'),
    resumesArchived: resumeGuard('ARCHIVED'),
  },
  actions: {
    recordDecision: assign(({ context, event }) => {
      const { approverId, outcome } = decision(event);
      return { approvers: context.approvers.map((approver) => (approver.approverId === approverId ? { approverId, state: approverStateOf(outcome) } : approver)) };
    }),
    takeRequest: assign(({ event }) => {
      assertEvent(event, 'approval.requested');
      return { request: { approverId: event.approverId, outcome: event.outcome, reason: event.outcome === 'REJECTED' ? (event.reason ?? '').trim() : '' } };
    }),
    /** The order service decided: the requesting approver's state is the decision it answered. */
    recordAnswer: assign(({ context, event }) => {
      const state = approverStateOf(answered(event) === 'REFUSED' ? 'REJECTED' : 'APPROVED');
      return { approvers: context.approvers.map((approver) => (approver.approverId === context.request?.approverId ? { ...approver, state } : approver)), request: null };
    }),
    dropRequest: assign({ request: null }),
    announceDecision: placeholderAction<DecisionAnswer>('announceDecision'),
    reportFailure: placeholderAction<{ error: unknown }>('reportFailure'),
    /** A resubmitted (checked-out again) order needs every approver again. */
    resetApprovers: assign(({ context }) => ({ approvers: context.approvers.map((approver) => ({ ...approver, state: ApproverStateKey.awaiting })) })),
    markApproversCanceled: assign(({ context }) => ({ approvers: context.approvers.map((approver) => ({ ...approver, state: ApproverStateKey.canceled })) })),
    requestOrderAction: placeholderAction<OrderActionParams>('requestOrderAction'),
  },
  actors: {
    /** POST approvers/{approverId}/orders/{orderId}/approve or /reject (decision 022). */
    decideOrder: placeholderActor<DecisionAnswer, DecideOrderInput>('decideOrder'),
  },
}).createMachine({
  id: 'approval',
  description: 'Spec §4: an order in approval, its statuses, approver states and order actions 1-7, with several approvers in a group',
  context: ({ input }) => ({
    orderId: input.orderId,
    approvers: input.approverIds.map((approverId) => ({ approverId, state: ApproverStateKey.awaiting })),
    resumeAt: input.status ?? 'AWAITING',
    request: null,
  }),
  initial: 'resuming',
  states: {
    resuming: {
      always: [
        { guard: 'resumesRefused', target: 'refused' },
        { guard: 'resumesOpen', target: 'open' },
        { guard: 'resumesCanceled', target: 'canceled' },
        { guard: 'resumesShipped', target: 'shipped' },
        { guard: 'resumesUpdate', target: 'update' },
        { guard: 'resumesDeleted', target: 'deleted' },
        { guard: 'resumesArchived', target: 'archived' },
        { target: 'awaiting' },
      ],
    },
    awaiting: {
      meta: status('AWAITING', OrderStatusCode.pending),
      on: {
        'approval.decided': [
          { guard: 'awaitingApproverRejects', target: 'refused', actions: ['recordDecision', report(OrderAction.reject)] },
          { guard: 'lastAwaitingApproverApproves', target: 'open', actions: ['recordDecision', report(OrderAction.approve)] },
          { guard: 'awaitingApproverApproves', actions: ['recordDecision', report(OrderAction.approve)] },
          { guard: 'approverReturnsToAwaiting', actions: 'recordDecision' },
        ],
        'approval.requested': { guard: 'awaitingApproverRequests', target: 'deciding', actions: 'takeRequest' },
        'order.notificationRequested': { actions: report(OrderAction.orderNotification) },
        'order.updateRequested': { actions: report(OrderAction.updateOrder) },
        'order.modifyRequested': { target: 'update', actions: report(OrderAction.modify) },
        'order.cancelRequested': { target: 'canceled', actions: ['markApproversCanceled', report(OrderAction.cancel)] },
      },
    },
    /** The order service decides (any one approver of the group decides there); the order awaits its answer. */
    deciding: {
      meta: status('AWAITING', OrderStatusCode.pending),
      invoke: {
        src: 'decideOrder',
        id: 'decideOrder',
        input: ({ context }) => ({
          orderId: context.orderId,
          approverId: context.request?.approverId ?? '',
          action: context.request?.outcome === 'REJECTED' ? OrderAction.reject : OrderAction.approve,
          reason: context.request?.reason ?? '',
        }),
        onDone: [
          { guard: 'serviceRefused', target: 'refused', actions: ['recordAnswer', { type: 'announceDecision', params: ({ event }) => event.output }] },
          { guard: 'serviceOpened', target: 'open', actions: ['recordAnswer', { type: 'announceDecision', params: ({ event }) => event.output }] },
          { target: 'awaiting', actions: ['dropRequest', { type: 'reportFailure', params: ({ event }) => ({ error: event.output }) }] },
        ],
        onError: { target: 'awaiting', actions: ['dropRequest', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    update: {
      meta: status('UPDATE', OrderStatusCode.pending),
      on: {
        'order.checkoutRequested': { target: 'awaiting', actions: ['resetApprovers', report(OrderAction.checkout)] },
        'order.cancelRequested': { target: 'canceled', actions: ['markApproversCanceled', report(OrderAction.cancel)] },
        'order.deleteRequested': 'deleted',
      },
    },
    // Approved, the order has gone to fulfilment: no longer cancelled online (decision 056).
    open: {
      meta: status('OPEN', OrderStatusCode.pending),
      on: { 'order.shipped': 'shipped' },
    },
    refused: {
      meta: status('REFUSED', OrderStatusCode.cancelled),
      on: { 'order.deleteRequested': 'deleted', 'order.archived': 'archived' },
    },
    canceled: {
      meta: status('CANCELED', OrderStatusCode.cancelled),
      on: { 'order.deleteRequested': 'deleted', 'order.archived': 'archived' },
    },
    shipped: {
      meta: status('SHIPPED', OrderStatusCode.shipped),
      on: { 'order.archived': 'archived' },
    },
    deleted: { type: 'final', meta: status('DELETE', null) },
    archived: { type: 'final', meta: status('ARCHIVED', OrderStatusCode.archived) },
  },
});

export type ApprovalMachine = typeof approvalMachine;

/** The approval status a snapshot stands for (from the state's meta). */
export const approvalStatusOf = (snapshot: { getMeta: () => Record<string, unknown> }): OrderApprovalStatus | undefined =>
  Object.values(snapshot.getMeta()).map((meta) => (meta as { approvalStatus?: OrderApprovalStatus }).approvalStatus).find(Boolean);
