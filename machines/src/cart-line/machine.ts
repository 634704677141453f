import { assertEvent, assign, setup } from 'xstate';
import { checkLineQuantity, parseQuantity, quantityChangeKind, type CartLineAction, type QuantityProblem, type QuantityRule } from '@comptoir/core';
import { placeholderAction, placeholderActor } from '../placeholders.ts';

/** 'cart': the buyer's own cart; 'approval': an approver reviewing a line of an order in approval. */
export type CartLineMode = 'cart' | 'approval';

export interface CartLineInput {
  orderProductId: number;
  productCode: string;
  quantity: number;
  rule: QuantityRule;
  mode: CartLineMode;
  /** The line's saved note (spec §3 LineNote); none when left out. */
  lineNote?: string;
}

export interface CartLineContext extends Omit<CartLineInput, 'lineNote'> {
  problem: QuantityProblem | null;
  requestedQuantity: number | null;
  decision: 'approve' | 'reject' | null;
  /** The saved note; a note being saved waits in requestedNote until the call succeeds. */
  lineNote: string;
  requestedNote: string | null;
  /** How the last note save ended, for the buyer to hear: none yet, or a new one under way. */
  noteOutcome: NoteOutcome | null;
}

export type NoteOutcome = 'saved' | 'notSaved';

/** The line as the refreshed cart has it (spec §4 'Cart refresh'). */
export interface RefreshedLine {
  quantity: number;
  rule: QuantityRule;
  lineNote: string;
}

export type CartLineEvent =
  | { type: 'cartLine.quantityChanged'; quantity: string | number | null }
  | { type: 'cartLine.lineNoteSaved'; note: string }
  /** The buyer left the note's box: a changed note is saved without the Save button (nothing typed is lost). */
  | { type: 'cartLine.lineNoteLeft'; note: string }
  | ({ type: 'cartLine.refreshed' } & RefreshedLine)
  | { type: 'cartLine.removeRequested' }
  | { type: 'cartLine.deleteRequested' }
  | { type: 'cartLine.approveRequested' }
  | { type: 'cartLine.rejectRequested' }
  | { type: 'cart.cleared' };

/** What analytics receives for every line action (spec §4 'Cart line action kinds'). */
export interface LineActionParams {
  kind: CartLineAction;
  productCode: string;
  orderProductId: number;
  quantityDelta: number;
}

export interface LineRequest {
  orderProductId: number;
}

const requested = (event: CartLineEvent): number | null => {
  assertEvent(event, 'cartLine.quantityChanged');
  return parseQuantity(event.quantity);
};

/** Lines leaving the cart take their whole quantity with them; decisions and notes move none. */
const leaves: ReadonlyArray<CartLineAction> = ['remove', 'delete', 'clearCart'];
const track = (kind: CartLineAction) =>
  ({
    type: 'trackLineAction',
    params: ({ context }: { context: CartLineContext }): LineActionParams => ({
      kind,
      productCode: context.productCode,
      orderProductId: context.orderProductId,
      quantityDelta: leaves.includes(kind) ? -context.quantity : 0,
    }),
  }) as const;

export const cartLineMachine = setup({
  types: { context: {} as CartLineContext, events: {} as CartLineEvent, input: {} as CartLineInput },
  guards: {
    quantityRejected: ({ context, event }) => checkLineQuantity(requested(event), context.rule, context.productCode) !== null,
    quantityUnchanged: ({ context, event }) => requested(event) === context.quantity,
    inApproval: ({ context }) => context.mode === 'approval',
    inCart: ({ context }) => context.mode === 'cart',
    decidedToReject: ({ context }) => context.decision === 'reject',
    noteChanged: ({ context, event }) => {
      assertEvent(event, 'cartLine.lineNoteLeft');
      return event.note !== context.lineNote;
    },
  },
  actions: {
    showProblem: assign(({ context, event }) => ({ problem: checkLineQuantity(requested(event), context.rule, context.productCode) })),
    requestQuantity: assign(({ event }) => ({ requestedQuantity: requested(event), problem: null })),
    clearProblem: assign({ problem: null }),
    applyQuantity: assign(({ context }) => ({ quantity: context.requestedQuantity ?? context.quantity, requestedQuantity: null })),
    dropRequest: assign({ requestedQuantity: null, problem: { code: 'errors.generic', params: {} } }),
    requestNote: assign(({ event }) => {
      assertEvent(event, ['cartLine.lineNoteSaved', 'cartLine.lineNoteLeft']);
      return { requestedNote: event.note, noteOutcome: null };
    }),
    applyNote: assign(({ context }) => ({ lineNote: context.requestedNote ?? context.lineNote, requestedNote: null, noteOutcome: 'saved' as const })),
    dropNote: assign({ requestedNote: null, noteOutcome: 'notSaved' as const }),
    takeRefreshedLine: assign(({ event }) => {
      assertEvent(event, 'cartLine.refreshed');
      return { quantity: event.quantity, rule: event.rule, lineNote: event.lineNote };
    }),
    /** Spec §4 'Cart refresh': every change the server saw (or may have made) reloads the cart. */
    refreshCart: placeholderAction('refreshCart'),
    decideApprove: assign({ decision: 'approve' as const }),
    decideReject: assign({ decision: 'reject' as const }),
    /** Analytics (spec §4): the app sends the line action to its tracker. */
    trackLineAction: placeholderAction<LineActionParams>('trackLineAction'),
    /** A failed call goes to the app's shared error handler (spec §7). */
    reportFailure: placeholderAction<{ error: unknown }>('reportFailure'),
  },
  actors: {
    updateLineQuantity: placeholderActor<void, LineRequest & { quantity: number }>('updateLineQuantity'),
    saveLineNote: placeholderActor<void, LineRequest & { lineNote: string }>('saveLineNote'),
    removeLine: placeholderActor<void, LineRequest>('removeLine'),
    deleteOrderLine: placeholderActor<void, LineRequest>('deleteOrderLine'),
    decideLine: placeholderActor<void, LineRequest & { decision: 'approve' | 'reject' }>('decideLine'),
  },
}).createMachine({
  id: 'cartLine',
  description: 'Spec §4, §5: one cart line; quantity changes validated by core, every action kind tracked for analytics',
  context: ({ input }) => ({ ...input, problem: null, requestedQuantity: null, decision: null, lineNote: input.lineNote ?? '', requestedNote: null, noteOutcome: null }),
  initial: 'idle',
  on: {
    'cart.cleared': { target: '.removed', actions: track('clearCart') },
  },
  states: {
    idle: {
      on: {
        'cartLine.quantityChanged': [
          { guard: 'quantityRejected', actions: 'showProblem' },
          { guard: 'quantityUnchanged', actions: 'clearProblem' },
          { target: 'updating', actions: 'requestQuantity' },
        ],
        'cartLine.lineNoteSaved': { target: 'savingNote', actions: 'requestNote' },
        'cartLine.lineNoteLeft': { guard: 'noteChanged', target: 'savingNote', actions: 'requestNote' },
        // Only between calls: a call's own answer is followed by a refresh that brings the server's line.
        'cartLine.refreshed': { actions: 'takeRefreshedLine' },
        'cartLine.removeRequested': { guard: 'inCart', target: 'removing' },
        'cartLine.deleteRequested': { guard: 'inApproval', target: 'deleting' },
        'cartLine.approveRequested': { guard: 'inApproval', target: 'deciding', actions: 'decideApprove' },
        'cartLine.rejectRequested': { guard: 'inApproval', target: 'deciding', actions: 'decideReject' },
      },
    },
    updating: {
      invoke: {
        src: 'updateLineQuantity',
        id: 'updateLineQuantity',
        input: ({ context }) => ({ orderProductId: context.orderProductId, quantity: context.requestedQuantity ?? context.quantity }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'trackLineAction',
              params: ({ context }) => ({
                kind: quantityChangeKind(context.quantity, context.requestedQuantity ?? context.quantity) ?? 'update',
                productCode: context.productCode,
                orderProductId: context.orderProductId,
                quantityDelta: (context.requestedQuantity ?? context.quantity) - context.quantity,
              }),
            },
            'applyQuantity',
            'refreshCart',
          ],
        },
        onError: { target: 'idle', actions: ['dropRequest', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }, 'refreshCart'] },
      },
    },
    savingNote: {
      invoke: {
        src: 'saveLineNote',
        id: 'saveLineNote',
        input: ({ context }) => ({ orderProductId: context.orderProductId, lineNote: context.requestedNote ?? context.lineNote }),
        onDone: { target: 'idle', actions: ['applyNote', track('update'), 'refreshCart'] },
        onError: { target: 'idle', actions: ['dropNote', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    removing: {
      invoke: {
        src: 'removeLine',
        id: 'removeLine',
        input: ({ context }) => ({ orderProductId: context.orderProductId }),
        onDone: { target: 'removed', actions: [track('remove'), 'refreshCart'] },
        onError: { target: 'idle', actions: [{ type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }, 'refreshCart'] },
      },
    },
    deleting: {
      invoke: {
        src: 'deleteOrderLine',
        id: 'deleteOrderLine',
        input: ({ context }) => ({ orderProductId: context.orderProductId }),
        onDone: { target: 'removed', actions: track('delete') },
        onError: { target: 'idle', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deciding: {
      invoke: {
        src: 'decideLine',
        id: 'decideLine',
        input: ({ context }) => ({ orderProductId: context.orderProductId, decision: context.decision ?? 'approve' }),
        onDone: [
          { guard: 'decidedToReject', target: 'rejected', actions: track('reject') },
          { target: 'approved', actions: track('approve') },
        ],
        onError: { target: 'idle', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    approved: {
      on: { 'cartLine.rejectRequested': { target: 'deciding', actions: 'decideReject' } },
    },
    rejected: {
      on: { 'cartLine.approveRequested': { target: 'deciding', actions: 'decideApprove' } },
    },
    removed: { type: 'final' },
  },
});

export type CartLineMachine = typeof cartLineMachine;
