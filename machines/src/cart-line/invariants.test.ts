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
    { type: 'cartLine.removeRequested' },
    { type: 'cartLine.deleteRequested' },
    { type: 'cartLine.approveRequested' },
    { type: 'cartLine.rejectRequested' },
    { type: 'cart.cleared' },
    done('updateLineQuantity'),
    { type: 'xstate.error.actor.updateLineQuantity', error: 'x' },
    done('saveLineNote'),
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

  it('spec §5: no update is ever sent for a quantity core rejects', () => {
    check((trace) =>
      spawnsOf(trace, 'updateLineQuantity').every((spawn) => {
        const { quantity } = (spawn.params as { input: { quantity: number } }).input;
        return checkAddQuantity(quantity, trace[0]!.snapshot.context.rule, 'ABC123') === null;
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
