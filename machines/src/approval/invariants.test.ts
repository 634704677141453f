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

  it('spec §4: an order only becomes OPEN from AWAITING when every approver of the group approved', () => {
    check((trace) =>
      trace.every((step, index) => {
        const before = index > 0 ? approvalStatusOf(trace[index - 1]!.snapshot) : undefined;
        if (before !== 'AWAITING' || approvalStatusOf(step.snapshot) !== 'OPEN') return true;
        return step.snapshot.context.approvers.every((approver) => approver.state === ApproverStateKey.open);
      }),
    );
  });

  it('spec §4: every snapshot stands for exactly one of the eight approval statuses', () => {
    check((trace) => statuses(trace).every((status) => status !== undefined && orderApprovalStatuses.includes(status)));
  });
});
