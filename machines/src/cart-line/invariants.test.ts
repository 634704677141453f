import { describe, it } from 'vitest';
import fc from 'fast-check';
import { checkAddQuantity } from '@comptoir/core';
import { actionsOf, assertForAllSequences, spawnsOf } from '../testing/event-sequences.ts';
import { cartLineMachine, type CartLineInput, type LineActionParams } from './machine.ts';

const inputArb: fc.Arbitrary<CartLineInput> = fc.record({
  orderProductId: fc.constant(7),
  productCode: fc.constant('ABC123'),
  quantity: fc.constantFrom(6, 12, 24),
  rule: fc.record({ salesMultiple: fc.constantFrom(1, 6), minimumQuantity: fc.constantFrom(1, 6, 12) }),
  mode: fc.constantFrom('cart' as const, 'approval' as const),
});
const done = (id: string) => ({ type: `xstate.done.actor.${id}` });
const eventArb = fc.oneof(
  fc.record({ type: fc.constant('cartLine.quantityChanged'), quantity: fc.oneof(fc.integer({ min: -2, max: 40 }), fc.constantFrom('abc', '', '18')) }),
  fc.constantFrom(
    { type: 'cartLine.lineNoteSaved', note: 'n' },
    { type: 'cartLine.lineNoteLeft', note: 'n' },
    { type: 'cartLine.lineNoteLeft', note: 'r' },
    { type: 'cartLine.lineNoteLeft', note: '' },
    { type: 'cartLine.refreshed', quantity: 12, rule: { salesMultiple: 6, minimumQuantity: 6 }, lineNote: 'r' },
    { type: 'cartLine.refreshed', quantity: 5, rule: { salesMultiple: 1, minimumQuantity: 5 }, lineNote: '' },
    { type: 'cartLine.removeRequested' },
    { type: 'cartLine.deleteRequested' },
    { type: 'cartLine.approveRequested' },
    { type: 'cartLine.rejectRequested' },
    { type: 'cart.cleared' },
    done('updateLineQuantity'),
    { type: 'xstate.error.actor.updateLineQuantity', error: 'x' },
    done('saveLineNote'),
    { type: 'xstate.error.actor.saveLineNote', error: 'x' },
    { type: 'xstate.error.actor.removeLine', error: 'x' },
    done('removeLine'),
    done('deleteOrderLine'),
    done('decideLine'),
    { type: 'xstate.error.actor.decideLine', error: 'x' },
  ),
);
const check = (invariant: Parameters<typeof assertForAllSequences<typeof cartLineMachine>>[2]) =>
  assertForAllSequences(cartLineMachine, eventArb, invariant, { input: inputArb, maxLength: 25 });

describe('cartLine invariants (random event sequences)', () => {
  it('spec §4: a higher quantity is always tracked as an add and a lower one as a reduce', () => {
    check((trace) =>
      trace.every((step, index) => {
        const before = trace[index - 1]?.snapshot.context.quantity;
        return step.actions
          .filter((action) => action.type === 'trackLineAction')
          .map((action) => action.params as LineActionParams)
          .every(({ kind, quantityDelta }) => {
            if (kind === 'add') return quantityDelta > 0 && step.snapshot.context.quantity === (before ?? 0) + quantityDelta;
            if (kind === 'reduce') return quantityDelta < 0 && step.snapshot.context.quantity === (before ?? 0) + quantityDelta;
            return kind !== 'update' || quantityDelta === 0;
          });
      }),
    );
  });

  it('spec §5: no update is ever sent for a quantity core rejects under the line’s rule at that moment', () => {
    check((trace) =>
      trace.every((step, index) =>
        spawnsOf([step], 'updateLineQuantity').every((spawn) => {
          const { quantity } = (spawn.params as { input: { quantity: number } }).input;
          return checkAddQuantity(quantity, trace[index - 1]!.snapshot.context.rule, 'ABC123') === null;
        }),
      ),
    );
  });

  it('spec §4 cart refresh: every call that ends, except a refused note, asks for a refresh; nothing else does', () => {
    check((trace) =>
      trace.every((step) => {
        const refreshes = step.actions.filter((action) => action.type === 'refreshCart').length;
        const ended = /^xstate\.(done|error)\.actor\.(updateLineQuantity|removeLine)$|^xstate\.done\.actor\.saveLineNote$/.test(step.event?.type ?? '');
        return refreshes === (ended ? 1 : 0);
      }),
    );
  });

  it('spec §3 LineNote: the saved note changes only when a save succeeds', () => {
    check((trace) =>
      trace.every((step, index) => {
        const before = trace[index - 1]?.snapshot.context;
        if (!before || step.snapshot.context.lineNote === before.lineNote) return true;
        return step.event?.type === 'xstate.done.actor.saveLineNote' || step.event?.type === 'cartLine.refreshed';
      }),
    );
  });

  it('a note is saved when the buyer leaves its box only if it differs from the saved one', () => {
    check((trace) =>
      trace.every((step, index) => {
        if (step.event?.type !== 'cartLine.lineNoteLeft') return true;
        const { note } = step.event as unknown as { note: string };
        const before = trace[index - 1]!.snapshot;
        const saves = spawnsOf([step], 'saveLineNote').length;
        return saves === (before.matches('idle') && note !== before.context.lineNote ? 1 : 0);
      }),
    );
  });

  it('the buyer hears “saved” only after the api saved the note, and a failed save keeps the saved note and says so', () => {
    check((trace) =>
      trace.every((step, index) => {
        const before = trace[index - 1]?.snapshot.context;
        const { noteOutcome, lineNote } = step.snapshot.context;
        if (!before || noteOutcome === before.noteOutcome) return true;
        switch (step.event?.type) {
          case 'xstate.done.actor.saveLineNote':
            return noteOutcome === 'saved' && lineNote === before.requestedNote;
          case 'xstate.error.actor.saveLineNote':
            return noteOutcome === 'notSaved' && lineNote === before.lineNote;
          case 'cartLine.lineNoteSaved':
          case 'cartLine.lineNoteLeft':
            return noteOutcome === null && step.snapshot.matches('savingNote');
          default:
            return false;
        }
      }),
    );
  });

  it('spec §4: approve, reject and delete happen only on approval lines, remove only on cart lines', () => {
    check((trace) => {
      const kinds = actionsOf(trace, 'trackLineAction').map((action) => (action.params as LineActionParams).kind);
      const mode = trace[0]!.snapshot.context.mode;
      return mode === 'cart' ? kinds.every((kind) => !['approve', 'reject', 'delete'].includes(kind)) : !kinds.includes('remove');
    });
  });

  it('a removed line is finished: removal, deletion and clearing always end the machine', () => {
    check((trace) =>
      trace.every((step) => {
        const kinds = step.actions.filter((action) => action.type === 'trackLineAction').map((action) => (action.params as LineActionParams).kind);
        return kinds.some((kind) => ['remove', 'delete', 'clearCart'].includes(kind)) === (step.snapshot.status === 'done');
      }),
    );
  });
});
