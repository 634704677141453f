import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ADD_TO_CART_TOAST_AUTO_DISMISS_MS, TOAST_AUTO_DISMISS_MS } from '@comptoir/core';
import { assertForAllSequences } from '../testing/event-sequences.ts';
import { toastsMachine, type ToastsEvent } from './machine.ts';

const eventArb: fc.Arbitrary<ToastsEvent> = fc.oneof(
  fc.record({
    type: fc.constant('toast.messageReceived' as const),
    message: fc.record({
      MessageStatus: fc.constantFrom(1, 2, 3, 4, 10),
      MessageType: fc.constantFrom(1, 2, 3, 4, 6),
      PrimaryMessage: fc.constantFrom('Added to cart', 'ABC was removed from cart', 'ABC a été retiré du panier', 'Note'),
    }),
  }),
  fc.record({ type: fc.constant('toast.shown' as const), key: fc.constant('cart.itemAdded'), status: fc.constantFrom(1, 2, 3, 4), persist: fc.boolean() }),
  fc.record({ type: fc.constant('toast.closed' as const), id: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ type: fc.constant('toast.expired' as const), id: fc.integer({ min: 1, max: 8 }) }),
);

const check = (invariant: Parameters<typeof assertForAllSequences<typeof toastsMachine>>[2]) => assertForAllSequences(toastsMachine, eventArb, invariant);

describe('toasts invariants (random event sequences)', () => {
  it('spec §8: removed-item messages are always danger toasts', () => {
    check((trace) =>
      trace.every((step) => {
        const event = step.event as ToastsEvent | undefined;
        if (event?.type !== 'toast.messageReceived' || !/removed from cart|retiré du panier/.test(event.message.PrimaryMessage)) return true;
        return step.snapshot.context.toasts.at(-1)?.type === 'danger';
      }),
    );
  });

  it('spec §4: a persistent toast never dismisses itself and scrolls to top; an auto-dismissing one schedules exactly one timer of 5000 or 4000 ms', () => {
    check((trace) =>
      trace.every((step) => {
        const event = step.event as ToastsEvent | undefined;
        const timers = step.actions.filter((action) => action.type === 'xstate.raise');
        const scrolls = step.actions.filter((action) => action.type === 'scrollToTop');
        if (event?.type !== 'toast.messageReceived' && event?.type !== 'toast.shown') return timers.length === 0 && scrolls.length === 0;
        const added = step.snapshot.context.toasts.at(-1);
        if (added?.autoDismissMs === null) return timers.length === 0 && scrolls.length === 1;
        const delay = (timers[0]?.params as { delay?: number } | undefined)?.delay;
        const expected = event.type === 'toast.shown' ? TOAST_AUTO_DISMISS_MS : ADD_TO_CART_TOAST_AUTO_DISMISS_MS;
        return timers.length === 1 && delay === expected && added?.autoDismissMs === expected && scrolls.length === 0;
      }),
    );
  });

  it('empty exactly when no toast is shown, and toast ids are never reused', () => {
    check((trace) =>
      trace.every(({ snapshot }) => {
        const ids = snapshot.context.toasts.map((toast) => toast.id);
        return (snapshot.value === 'empty') === (ids.length === 0) && new Set(ids).size === ids.length && ids.every((id) => id < snapshot.context.nextId);
      }),
    );
  });

  it('the helper sees the delayed raise in pure transitions', () => {
    let seen = false;
    check((trace) => {
      seen ||= trace.some((step) => step.actions.some((action) => action.type === 'xstate.raise'));
    });
    expect(seen).toBe(true);
  });
});
