import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApproverStateKey, OrderAction } from '@comptoir/core';
import { approvalMachine, approvalStatusOf, type ApprovalInput, type DecideOrderInput, type DecisionAnswer } from './machine.ts';

const start = (input: ApprovalInput = { orderId: 'o-1', approverIds: ['ann', 'bob'] }) => {
  const requestOrderAction = vi.fn();
  const machine = approvalMachine.provide({ actions: { requestOrderAction: (_, params) => requestOrderAction(params) } });
  return { actor: createActor(machine, { input }).start(), requestOrderAction };
};

describe('approval machine', () => {
  it('spec §4: an order with several approvers in a group opens once every approver APPROVED', () => {
    const { actor, requestOrderAction } = start();
    expect(approvalStatusOf(actor.getSnapshot())).toBe('AWAITING');
    actor.send({ type: 'approval.decided', approverId: 'ann', outcome: 'APPROVED' });
    expect(actor.getSnapshot().value).toBe('awaiting');
    expect(actor.getSnapshot().context.approvers).toEqual([
      { approverId: 'ann', state: ApproverStateKey.open },
      { approverId: 'bob', state: ApproverStateKey.awaiting },
    ]);
    actor.send({ type: 'approval.decided', approverId: 'bob', outcome: 'APPROVED' });
    expect(approvalStatusOf(actor.getSnapshot())).toBe('OPEN');
    expect(requestOrderAction.mock.calls.map(([params]) => params)).toEqual([
      { orderId: 'o-1', action: OrderAction.approve, approverId: 'ann' },
      { orderId: 'o-1', action: OrderAction.approve, approverId: 'bob' },
    ]);
  });

  it('spec §4: REJECTED maps to refused: one rejection refuses the order', () => {
    const { actor, requestOrderAction } = start();
    actor.send({ type: 'approval.decided', approverId: 'bob', outcome: 'REJECTED' });
    expect(approvalStatusOf(actor.getSnapshot())).toBe('REFUSED');
    expect(actor.getSnapshot().context.approvers[1]).toEqual({ approverId: 'bob', state: ApproverStateKey.refused });
    expect(requestOrderAction).toHaveBeenCalledWith({ orderId: 'o-1', action: OrderAction.reject, approverId: 'bob' });
    actor.send({ type: 'order.shipped' });
    expect(approvalStatusOf(actor.getSnapshot())).toBe('REFUSED');
  });

  it('spec §4: AWAITING maps back to awaiting; someone outside the group decides nothing', () => {
    const { actor } = start();
    actor.send({ type: 'approval.decided', approverId: 'ann', outcome: 'APPROVED' });
    actor.send({ type: 'approval.decided', approverId: 'ann', outcome: 'AWAITING' });
    actor.send({ type: 'approval.decided', approverId: 'mallory', outcome: 'APPROVED' });
    actor.send({ type: 'approval.decided', approverId: 'bob', outcome: 'APPROVED' });
    expect(actor.getSnapshot().value).toBe('awaiting');
  });

  it('spec §4: modify (6) moves to UPDATE, checkout (5) resubmits for every approver again', () => {
    const { actor, requestOrderAction } = start();
    actor.send({ type: 'approval.decided', approverId: 'ann', outcome: 'APPROVED' });
    actor.send({ type: 'order.notificationRequested' });
    actor.send({ type: 'order.updateRequested' });
    actor.send({ type: 'order.modifyRequested' });
    expect(approvalStatusOf(actor.getSnapshot())).toBe('UPDATE');
    actor.send({ type: 'order.checkoutRequested' });
    expect(actor.getSnapshot().context.approvers.every((approver) => approver.state === ApproverStateKey.awaiting)).toBe(true);
    expect(requestOrderAction.mock.calls.map(([params]) => params.action)).toEqual([1, 4, 7, 6, 5]);
  });

  it('spec §4: cancel (3), then archive; an open order ships, then is archived', () => {
    const canceled = start();
    canceled.actor.send({ type: 'order.cancelRequested' });
    expect(approvalStatusOf(canceled.actor.getSnapshot())).toBe('CANCELED');
    canceled.actor.send({ type: 'order.archived' });
    expect(canceled.actor.getSnapshot().status).toBe('done');
    const shipped = start({ orderId: 'o-2', approverIds: ['ann'], status: 'OPEN' });
    shipped.actor.send({ type: 'order.shipped' });
    expect(approvalStatusOf(shipped.actor.getSnapshot())).toBe('SHIPPED');
    shipped.actor.send({ type: 'order.archived' });
    expect(approvalStatusOf(shipped.actor.getSnapshot())).toBe('ARCHIVED');
  });

  it('spec §4: a loaded order resumes at its approval status', () => {
    for (const status of ['AWAITING', 'REFUSED', 'OPEN', 'CANCELED', 'SHIPPED', 'UPDATE', 'DELETE', 'ARCHIVED'] as const) {
      expect(approvalStatusOf(start({ orderId: 'o', approverIds: ['ann'], status }).actor.getSnapshot())).toBe(status);
    }
  });

  it('decision 022: the viewing approver asks the order service, which decides; the answer is announced', async () => {
    const sent: DecideOrderInput[] = [];
    const announced = vi.fn();
    const failed = vi.fn();
    const answers: Array<DecisionAnswer | Error> = [new Error('503'), { approvalStatus: 'REFUSED' }];
    const machine = approvalMachine.provide({
      actions: { announceDecision: (_, answer) => announced(answer), reportFailure: (_, { error }) => failed(error) },
      actors: {
        decideOrder: fromPromise<DecisionAnswer, DecideOrderInput>(async ({ input }) => {
          sent.push(input);
          const answer = answers.shift();
          if (answer instanceof Error) throw answer;
          return answer as DecisionAnswer;
        }),
      },
    });
    const actor = createActor(machine, { input: { orderId: 'o-1', approverIds: ['ann'] } }).start();
    actor.send({ type: 'approval.requested', approverId: 'mallory', outcome: 'APPROVED' });
    expect(actor.getSnapshot().value).toBe('awaiting');
    actor.send({ type: 'approval.requested', approverId: 'ann', outcome: 'APPROVED', reason: 'ignored for an approval' });
    // A second click while the first decision is on its way sends nothing.
    actor.send({ type: 'approval.requested', approverId: 'ann', outcome: 'REJECTED' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaiting'));
    expect(failed).toHaveBeenCalledWith(new Error('503'));
    actor.send({ type: 'approval.requested', approverId: 'ann', outcome: 'REJECTED', reason: '  Use the contract chairs  ' });
    await waitFor(actor, (snapshot) => snapshot.matches('refused'));
    expect(sent).toEqual([
      { orderId: 'o-1', approverId: 'ann', action: OrderAction.approve, reason: '' },
      { orderId: 'o-1', approverId: 'ann', action: OrderAction.reject, reason: 'Use the contract chairs' },
    ]);
    expect(announced).toHaveBeenCalledWith({ approvalStatus: 'REFUSED' });
    expect(actor.getSnapshot().context.approvers).toEqual([{ approverId: 'ann', state: ApproverStateKey.refused }]);
  });
});
