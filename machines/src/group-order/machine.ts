import { assertEvent, assign, setup } from 'xstate';
import { groupOrderReplyKey, type GroupOrderState, type OutcomeCode } from '@comptoir/core';
import { placeholderActor } from '../placeholders.ts';

export type GroupOrderRole = 'inviter' | 'invitee';
export type GroupOrderMode = 'quick' | 'advanced';

export interface GroupOrderInput {
  buyerId: string | null;
  groupOrderNumber: string | null;
  role: GroupOrderRole;
  mode: GroupOrderMode;
  /** Whether the invitee orders on the inviter's ship-to account. */
  sameAccount: boolean;
}

export interface GroupOrderContext extends GroupOrderInput {
  replied: boolean;
  emptyCart: boolean;
  error: OutcomeCode | null;
}

/** What the group-order resource says (spec §7 /group-orders, /group-order-individuals). */
export interface GroupOrderSnapshot {
  status: GroupOrderState;
  replied: boolean;
  emptyCart: boolean;
}

/** Spec §3 'Group order individual': every call names the buyer and the group order. */
export interface GroupOrderIds {
  buyerId: string;
  groupOrderNumber: string;
}

export type GroupOrderEvent =
  | { type: 'groupOrder.modeChanged'; mode: GroupOrderMode }
  | { type: 'groupOrder.cartChanged'; emptyCart: boolean }
  | { type: 'groupOrder.replySubmitted' }
  | { type: 'groupOrder.processToCartRequested' }
  | { type: 'groupOrder.orderSubmitted' }
  | { type: 'groupOrder.retryRequested' };

const idsOf = (context: GroupOrderContext): GroupOrderIds => ({ buyerId: context.buyerId ?? '', groupOrderNumber: context.groupOrderNumber ?? '' });

/** Spec §4: the reply state (replied, same account, empty cart) gives one of 8 message keys. */
export const replyMessageKey = (context: Pick<GroupOrderContext, 'replied' | 'sameAccount' | 'emptyCart'>): string =>
  groupOrderReplyKey({ replied: context.replied, sameAccount: context.sameAccount, emptyCart: context.emptyCart });

export const groupOrderMachine = setup({
  types: { context: {} as GroupOrderContext, events: {} as GroupOrderEvent, input: {} as GroupOrderInput },
  guards: {
    missingIds: ({ context }) => !context.buyerId?.trim() || !context.groupOrderNumber?.trim(),
    isInviter: ({ context }) => context.role === 'inviter',
    canReply: ({ context }) => context.role === 'invitee' && !context.replied,
    statusIs: (_, expected: { status: GroupOrderState; actual: GroupOrderState }) => expected.status === expected.actual,
  },
  actions: {
    requireIds: assign({ error: 'errors.groupOrderIdsRequired' as const }),
    keepSnapshot: assign((_, snapshot: GroupOrderSnapshot) => ({ replied: snapshot.replied, emptyCart: snapshot.emptyCart, error: null })),
    failWithGenericError: assign({ error: 'errors.generic' as const }),
    changeMode: assign(({ event }) => {
      assertEvent(event, 'groupOrder.modeChanged');
      return { mode: event.mode };
    }),
    changeCart: assign(({ event }) => {
      assertEvent(event, 'groupOrder.cartChanged');
      return { emptyCart: event.emptyCart };
    }),
    markReplied: assign({ replied: true, error: null }),
  },
  actors: {
    loadGroupOrder: placeholderActor<GroupOrderSnapshot, GroupOrderIds>('loadGroupOrder'),
    sendReply: placeholderActor<void, GroupOrderIds & { emptyCart: boolean }>('sendReply'),
    processToCart: placeholderActor<void, GroupOrderIds & { mode: GroupOrderMode }>('processToCart'),
  },
}).createMachine({
  id: 'groupOrder',
  description: 'Spec §4, §5: a group order (open, processedToCart, submitted), its modes, roles and reply state',
  context: ({ input }) => ({ ...input, replied: false, emptyCart: true, error: null }),
  initial: 'checkingIds',
  states: {
    // Spec §5: group order calls require buyerId and groupOrderNumber.
    checkingIds: { always: [{ guard: 'missingIds', target: 'idsMissing', actions: 'requireIds' }, { target: 'loading' }] },
    idsMissing: { type: 'final' },
    loading: {
      invoke: {
        id: 'loadGroupOrder',
        src: 'loadGroupOrder',
        input: ({ context }) => idsOf(context),
        onDone: [
          { guard: { type: 'statusIs', params: ({ event }) => ({ status: 'submitted', actual: event.output.status }) }, target: 'submitted', actions: { type: 'keepSnapshot', params: ({ event }) => event.output } },
          { guard: { type: 'statusIs', params: ({ event }) => ({ status: 'processedToCart', actual: event.output.status }) }, target: 'processedToCart', actions: { type: 'keepSnapshot', params: ({ event }) => event.output } },
          { target: 'open', actions: { type: 'keepSnapshot', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: 'failWithGenericError' },
      },
    },
    loadFailed: { on: { 'groupOrder.retryRequested': 'loading' } },
    open: {
      initial: 'idle',
      on: {
        'groupOrder.modeChanged': { guard: 'isInviter', actions: 'changeMode' },
        'groupOrder.cartChanged': { actions: 'changeCart' },
      },
      states: {
        idle: {
          on: {
            'groupOrder.replySubmitted': { guard: 'canReply', target: 'replying' },
            'groupOrder.processToCartRequested': { guard: 'isInviter', target: 'processing' },
          },
        },
        replying: {
          invoke: {
            id: 'sendReply',
            src: 'sendReply',
            input: ({ context }) => ({ ...idsOf(context), emptyCart: context.emptyCart }),
            onDone: { target: 'idle', actions: 'markReplied' },
            onError: { target: 'idle', actions: 'failWithGenericError' },
          },
        },
        processing: {
          invoke: {
            id: 'processToCart',
            src: 'processToCart',
            input: ({ context }) => ({ ...idsOf(context), mode: context.mode }),
            onDone: '#groupOrder.processedToCart',
            onError: { target: 'idle', actions: 'failWithGenericError' },
          },
        },
      },
    },
    processedToCart: {
      on: { 'groupOrder.orderSubmitted': { guard: 'isInviter', target: 'submitted' } },
    },
    submitted: { type: 'final' },
  },
});

export type GroupOrderMachine = typeof groupOrderMachine;
