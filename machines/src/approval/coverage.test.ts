import { describe, expect, it } from 'vitest';
import { orderApprovalStatuses } from '@comptoir/core';
import { graphCoverage, type CoverageReport } from '../testing/graph-coverage.ts';
import { approvalMachine } from './machine.ts';

const events = [
  { type: 'approval.decided', approverId: 'ann', outcome: 'APPROVED' },
  { type: 'approval.decided', approverId: 'ann', outcome: 'AWAITING' },
  { type: 'approval.decided', approverId: 'bob', outcome: 'APPROVED' },
  { type: 'approval.decided', approverId: 'bob', outcome: 'REJECTED' },
  { type: 'order.notificationRequested' },
  { type: 'order.modifyRequested' },
  { type: 'order.updateRequested' },
  { type: 'order.checkoutRequested' },
  { type: 'order.cancelRequested' },
  { type: 'order.deleteRequested' },
  { type: 'order.shipped' },
  { type: 'order.archived' },
];

/** Something is uncovered only if no starting status (a new order or a loaded one) reaches it. */
const uncoveredByAll = (reports: CoverageReport[], key: 'unreachedStates' | 'untakenTransitions') =>
  reports.map((report) => report[key]).reduce((left, right) => left.filter((item) => right.includes(item)));

describe('approval graph coverage', () => {
  it('spec §4: generated paths from every resumable status reach every state and every transition', () => {
    const reports = orderApprovalStatuses.map((status) => graphCoverage(approvalMachine, { input: { orderId: 'o-1', approverIds: ['ann', 'bob'], status }, events }));
    expect(reports[0]?.eventTypesWithoutSample).toEqual([]);
    expect(uncoveredByAll(reports, 'unreachedStates')).toEqual([]);
    expect(uncoveredByAll(reports, 'untakenTransitions')).toEqual([]);
  });
});
