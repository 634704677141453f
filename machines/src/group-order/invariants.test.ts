import { describe, it } from 'vitest';
import fc from 'fast-check';
import { hasMessage, groupOrderStates } from '@comptoir/core';
import { assertForAllSequences, spawnsOf, type TraceStep } from '../testing/event-sequences.ts';
import { groupOrderMachine, replyMessageKey, type GroupOrderEvent, type GroupOrderIds } from './machine.ts';

type Step = TraceStep<typeof groupOrderMachine>;
const inputArb = fc.record({
  buyerId: fc.constantFrom(null, '', 'b-1'),
  groupOrderNumber: fc.constantFrom(null, ' ', 'G-9'),
  role: fc.constantFrom('inviter' as const, 'invitee' as const),
  mode: fc.constantFrom('quick' as const, 'advanced' as const),
  sameAccount: fc.boolean(),
});
const eventArb = fc.oneof(
  fc.record({ status: fc.constantFrom(...groupOrderStates), replied: fc.boolean(), emptyCart: fc.boolean() }).map((output) => ({ type: 'xstate.done.actor.loadGroupOrder', output })),
  fc.constantFrom<unknown>(
    { type: 'xstate.error.actor.loadGroupOrder', error: 'x' },
    { type: 'groupOrder.retryRequested' },
    { type: 'groupOrder.modeChanged', mode: 'advanced' },
    { type: 'groupOrder.cartChanged', emptyCart: false },
    { type: 'groupOrder.cartChanged', emptyCart: true },
    { type: 'groupOrder.replySubmitted' },
    { type: 'groupOrder.processToCartRequested' },
    { type: 'groupOrder.orderSubmitted' },
    { type: 'xstate.done.actor.sendReply' },
    { type: 'xstate.error.actor.sendReply', error: 'x' },
    { type: 'xstate.done.actor.processToCart' },
  ),
) as fc.Arbitrary<GroupOrderEvent>;
const check = (invariant: (trace: Step[]) => boolean) => assertForAllSequences(groupOrderMachine, eventArb, invariant, { input: inputArb, maxLength: 30 });
const order = ['open', 'processedToCart', 'submitted'] as const;
const rank = (step: Step) => order.findIndex((state) => step.snapshot.matches(state));

describe('groupOrder invariants (random event sequences)', () => {
  it('spec §5: every group order call carries a buyerId and a groupOrderNumber', () => {
    check((trace) =>
      ['loadGroupOrder', 'sendReply', 'processToCart'].every((id) =>
        spawnsOf(trace, id).every((spawn) => {
          const ids = (spawn.params as { input: GroupOrderIds }).input;
          return ids.buyerId.trim() !== '' && ids.groupOrderNumber.trim() !== '';
        }),
      ),
    );
  });

  it('spec §4: the reply state always names one of the 8 message keys, in both languages', () => {
    check((trace) => trace.every(({ snapshot }) => hasMessage('en-CA', replyMessageKey(snapshot.context)) && hasMessage('fr-CA', replyMessageKey(snapshot.context))));
  });

  it('spec §4: only the inviter processes to cart, changes mode or submits; only an invitee replies, once', () => {
    check((trace) => {
      const { role, mode } = trace[0]!.snapshot.context;
      const inviterOnly = spawnsOf(trace, 'processToCart').length + (trace.some((step) => step.snapshot.matches('submitted') && step.event?.type === 'groupOrder.orderSubmitted') ? 1 : 0);
      const modeChanged = trace.some((step) => step.snapshot.context.mode !== mode);
      const replies = spawnsOf(trace, 'sendReply').length;
      return role === 'inviter' ? replies === 0 : inviterOnly === 0 && !modeChanged && trace.filter((step) => step.event?.type === 'xstate.done.actor.sendReply').length <= 1;
    });
  });

  it('spec §4: a group order only moves forward: open, then processedToCart, then submitted', () => {
    check((trace) => trace.every((step, index) => index === 0 || rank(step) === -1 || rank(trace[index - 1]!) === -1 || rank(step) >= rank(trace[index - 1]!)));
  });
});
