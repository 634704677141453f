import { describe, it } from 'vitest';
import fc from 'fast-check';
import { MessageStatus, MessageType, checkDrawerQuantity } from '@comptoir/core';
import { actionsOf, assertForAllSequences, spawnsOf, type TraceStep } from '../testing/event-sequences.ts';
import { addedToCartDrawerMachine, type DrawerEvent } from './machine.ts';
import { foundProducts, type QuantityChange } from './products.ts';
import { addedPaperThenPens, addedUnknown, cart, recommendationAdded } from './fixtures.ts';

type Trace = Array<TraceStep<typeof addedToCartDrawerMachine>>;
const inputArb = fc.record({ loggedIn: fc.boolean(), recommendationsEnabled: fc.boolean(), mergeMode: fc.boolean() });
const eventArb = fc.oneof(
  fc.constantFrom<unknown>(
    addedPaperThenPens,
    addedUnknown,
    recommendationAdded,
    { ...recommendationAdded, added: [] },
    { type: 'drawer.continueShoppingClicked' },
    { type: 'drawer.viewCartClicked' },
    { type: 'drawer.outsideClicked' },
    { type: 'xstate.done.actor.updateDrawerQuantity', output: { isSuccess: true, Messages: [] } },
    { type: 'xstate.done.actor.updateDrawerQuantity', output: { isSuccess: false, Messages: [] } },
    { type: 'xstate.done.actor.updateDrawerQuantity', output: { isSuccess: true, Messages: [{ MessageType: MessageType.addToCart, MessageStatus: MessageStatus.error, PrimaryMessage: 'x' }] } },
    { type: 'xstate.error.actor.updateDrawerQuantity', error: 'x' },
    { type: 'xstate.done.actor.fetchRecommendations', output: [{ productCode: 'TONER' }] },
    { type: 'xstate.after.recommendationReopen.addedToCartDrawer.reopening' },
  ),
  fc.record({ type: fc.constant('drawer.quantityChanged'), orderProductId: fc.constantFrom(1, 2, 3, 4), quantity: fc.integer({ min: 0, max: 40 }) }),
) as fc.Arbitrary<DrawerEvent>;
const check = (invariant: (trace: Trace) => boolean) => assertForAllSequences(addedToCartDrawerMachine, eventArb, invariant, { input: inputArb, maxLength: 40 });
const isOpen = (step: TraceStep<typeof addedToCartDrawerMachine>) => step.snapshot.matches('open');
const flushed = (step: TraceStep<typeof addedToCartDrawerMachine>) =>
  step.actions.filter((action) => action.type === 'trackQuantityChanges').flatMap((action) => (action.params as { changes: QuantityChange[] }).changes);

describe('addedToCartDrawer invariants (random event sequences)', () => {
  it('spec §4: never opens with zero found products', () => {
    check((trace) => trace.every((step) => !isOpen(step) || step.snapshot.context.products.length > 0));
  });

  it('spec §4: each recorded quantity change is flushed exactly once, when the drawer closes', () => {
    check((trace) => {
      const ids = trace.flatMap((step) => flushed(step).map((change) => change.id));
      if (new Set(ids).size !== ids.length) return false;
      return trace.every((step, index) => {
        const before = trace[index - 1];
        const refills = step.event?.type === 'cart.itemsAdded' && foundProducts(step.event.added, step.event.cartProducts, false).length > 0;
        const closesOrRefills = before !== undefined && isOpen(before) && (!isOpen(step) || refills);
        const expected = closesOrRefills ? before.snapshot.context.changes.map((change) => change.id) : [];
        // Outside an open drawer nothing stays recorded: nothing can be lost.
        return JSON.stringify(flushed(step).map((change) => change.id)) === JSON.stringify(expected) && (isOpen(step) || step.snapshot.context.changes.length === 0);
      });
    });
  });

  it('spec §5: a quantity below the item minimum is never sent', () => {
    check((trace) =>
      spawnsOf(trace, 'updateDrawerQuantity').every((spawn) => {
        const { orderProductId, quantity } = (spawn.params as { input: { orderProductId: number; quantity: number } }).input;
        const line = cart.find((product) => product.orderProductId === orderProductId);
        return line !== undefined && checkDrawerQuantity(quantity, line.rule) === null;
      }),
    );
  });

  it('spec §2.1, §6: recommendations are fetched only for logged-in buyers with the feature enabled', () => {
    check((trace) => {
      const { loggedIn, recommendationsEnabled } = trace[0]!.snapshot.context;
      return loggedIn && recommendationsEnabled ? true : spawnsOf(trace, 'fetchRecommendations').length === 0;
    });
  });

  it('spec §2.1: View Cart always navigates to the cart, and only View Cart does', () => {
    check((trace) => actionsOf(trace, 'navigateToCart').length === trace.filter((step, index) => step.event?.type === 'drawer.viewCartClicked' && isOpen(trace[index - 1]!)).length);
  });
});
