import { describe, expect, it } from 'vitest';
import { orderApprovalStatuses } from '@comptoir/core';
import { combinedCoverage, graphCoverage } from '../testing/graph-coverage.ts';
import { approvalMachine } from './machine.ts';

const events = [
  { type: 'approval.decided', approverId: 'ann', outcome: 'APPROVED' },
  { type: 'approval.decided', approverId: 'ann', outcome: 'AWAITING' },
  { type: 'approval.decided', approverId: 'bob', outcome: 'APPROVED' },
  { type: 'approval.decided', approverId: 'bob', outcome: 'REJECTED' },
  { type: 'approval.requested', approverId: 'ann', outcome: 'APPROVED' },
  { type: 'approval.requested', approverId: 'bob', outcome: 'REJECTED', reason: 'Use the contract chairs' },
  { type: 'xstate.done.actor.decideOrder', output: { approvalStatus: 'OPEN' } },
  { type: 'xstate.done.actor.decideOrder', output: { approvalStatus: 'REFUSED' } },
  { type: 'xstate.done.actor.decideOrder', output: {} },
  { type: 'xstate.error.actor.decideOrder', error: new Error('409') },
  { type: 'order.notificationRequested' },
  { type: 'order.modifyRequested' },
  { type: 'order.updateRequested' },
  { type: 'order.checkoutRequested' },
  { type: 'order.cancelRequested' },
  { type: 'order.deleteRequested' },
  { type: 'order.shipped' },
  { type: 'order.archived' },
];

describe('approval graph coverage', () => {
  it('spec §4: generated paths from every resumable status reach every state and every transition', () => {
    const reports = orderApprovalStatuses.map((status) => graphCoverage(approvalMachine, { input: { orderId: 'o-1', approverIds: ['ann', 'bob'], status }, events }));
    // Something is uncovered only if no starting status (a new order or a loaded one) reaches it.
    expect(combinedCoverage(reports)).toEqual({ unreachedStates: [], untakenTransitions: [], eventTypesWithoutSample: [] });
  });
});
