import { describe, it } from 'vitest';
import fc from 'fast-check';
import { ApproverStateKey, orderApprovalStatuses } from '@comptoir/core';
import { assertForAllSequences } from '../testing/event-sequences.ts';
import { approvalMachine, approvalStatusOf, type ApprovalEvent } from './machine.ts';

const inputArb = fc.record({
  orderId: fc.constant('o-1'),
  approverIds: fc.uniqueArray(fc.constantFrom('ann', 'bob', 'cy'), { minLength: 1, maxLength: 3 }),
  status: fc.constantFrom(...orderApprovalStatuses),
});
const eventArb: fc.Arbitrary<ApprovalEvent> = fc.oneof(
  fc.record({ type: fc.constant('approval.decided' as const), approverId: fc.constantFrom('ann', 'bob', 'cy', 'mallory'), outcome: fc.constantFrom('AWAITING' as const, 'REJECTED' as const, 'APPROVED' as const) }),
  fc.record({
    type: fc.constant('approval.requested' as const),
    approverId: fc.constantFrom('ann', 'bob', 'cy', 'mallory'),
    outcome: fc.constantFrom('APPROVED' as const, 'REJECTED' as const),
    reason: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
  }),
  fc.constantFrom(
    { type: 'xstate.done.actor.decideOrder', output: { approvalStatus: 'OPEN' } },
    { type: 'xstate.done.actor.decideOrder', output: { approvalStatus: 'REFUSED' } },
    { type: 'xstate.error.actor.decideOrder', error: new Error('409') },
  ) as unknown as fc.Arbitrary<ApprovalEvent>,
  fc.constantFrom<ApprovalEvent>(
    { type: 'order.notificationRequested' },
    { type: 'order.modifyRequested' },
    { type: 'order.updateRequested' },
    { type: 'order.checkoutRequested' },
    { type: 'order.cancelRequested' },
    { type: 'order.deleteRequested' },
    { type: 'order.shipped' },
    { type: 'order.archived' },
  ),
);
const check = (invariant: Parameters<typeof assertForAllSequences<typeof approvalMachine>>[2]) =>
  assertForAllSequences(approvalMachine, eventArb, invariant, { input: inputArb, maxLength: 40 });
const statuses = (trace: Parameters<Parameters<typeof check>[0]>[0]) => trace.map((step) => approvalStatusOf(step.snapshot));

describe('approval invariants (random event sequences)', () => {
  it('spec §4: a refused or canceled order never reaches shipped', () => {
    check((trace) => {
      const seen = statuses(trace);
      const ended = seen.findIndex((status) => status === 'REFUSED' || status === 'CANCELED');
      return ended === -1 || !seen.slice(ended).includes('SHIPPED');
    });
  });

  it('decision 056: an order is canceled only from AWAITING or UPDATE, never once approved (OPEN: it has gone to fulfilment)', () => {
    check((trace) =>
      trace.every((step, index) => {
        const before = index > 0 ? approvalStatusOf(trace[index - 1]!.snapshot) : undefined;
        return before === undefined || before === 'CANCELED' || approvalStatusOf(step.snapshot) !== 'CANCELED' || before === 'AWAITING' || before === 'UPDATE';
      }),
    );
  });

  it('spec §4: an order only becomes OPEN from AWAITING when every approver of the group approved, or the order service answered OPEN', () => {
    check((trace) =>
      trace.every((step, index) => {
        const before = index > 0 ? approvalStatusOf(trace[index - 1]!.snapshot) : undefined;
        if (before !== 'AWAITING' || approvalStatusOf(step.snapshot) !== 'OPEN') return true;
        if (step.event?.type === 'xstate.done.actor.decideOrder') return (step.event as unknown as { output: { approvalStatus: string } }).output.approvalStatus === 'OPEN';
        return step.snapshot.context.approvers.every((approver) => approver.state === ApproverStateKey.open);
      }),
    );
  });

  it('decision 022: one decision at a time, only from an approver still awaiting, sent once to the order service', () => {
    check((trace) =>
      trace.every((step, index) => {
        const previous = trace[index - 1]?.snapshot;
        const sent = step.actions.filter((action) => action.type === 'xstate.spawnChild').length;
        if (step.event?.type !== 'approval.requested') return sent === 0 || step.event?.type === undefined;
        if (!previous?.matches('awaiting')) return step.snapshot === previous || sent === 0;
        const approver = previous.context.approvers.find((candidate) => candidate.approverId === (step.event as unknown as { approverId: string }).approverId);
        return approver?.state === ApproverStateKey.awaiting ? step.snapshot.matches('deciding') && sent === 1 : sent === 0;
      }),
    );
  });

  it("decision 022: the order leaves a decision for the status the service answered; a failed one leaves it AWAITING, approvers unchanged", () => {
    check((trace) =>
      trace.every((step, index) => {
        const previous = trace[index - 1]?.snapshot;
        if (!previous?.matches('deciding') || !step.event?.type.includes('.actor.decideOrder')) return true;
        const output = (step.event as unknown as { output?: { approvalStatus?: string } }).output;
        if (step.event.type.startsWith('xstate.error')) return approvalStatusOf(step.snapshot) === 'AWAITING' && step.snapshot.context.approvers === previous.context.approvers && step.snapshot.context.request === null;
        return approvalStatusOf(step.snapshot) === output?.approvalStatus && step.snapshot.context.request === null;
      }),
    );
  });

  it('spec §4: every snapshot stands for exactly one of the eight approval statuses', () => {
    check((trace) => statuses(trace).every((status) => status !== undefined && orderApprovalStatuses.includes(status)));
  });
});
