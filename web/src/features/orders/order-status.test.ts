import { ApproverStateKey, OrderStatusCode } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { lastDecisionOf, orderStatusKey, orderViewStatusKey } from './order-status.ts';

const view = (history: Array<{ state: number; date: string }>, comments: Array<{ text: string; date: string }> = [], awaiting = 0, orderStatus: OrderStatusCode = OrderStatusCode.pending) => ({
  AwaitingApproversList: Array.from({ length: awaiting }, (_, index) => ({ buyerId: `a${index}`, name: 'Alex Approver' })),
  OrderApproversHistory: history.map((entry) => ({ buyerId: 'a0', name: 'Alex Approver', ...entry })),
  postedComments: comments.map((comment) => ({ author: 'Alex Approver', ...comment })),
  orderStatus,
});

describe('order status (decision 022)', () => {
  it('a listed order: in approval, rejected, approved while pending, else its order status', () => {
    expect(orderStatusKey({ approvalStatus: 'AWAITING', status: 0, description: 'Awaiting Approval' })).toBe('orders.inApproval');
    expect(orderStatusKey({ approvalStatus: 'REFUSED', status: 2, description: 'Rejected' })).toBe('orders.statusRejected');
    expect(orderStatusKey({ approvalStatus: 'OPEN', status: 0, description: 'Approved' })).toBe('orders.statusApproved');
    expect(orderStatusKey({ approvalStatus: 'SHIPPED', status: 1, description: 'Approved' })).toBe('orders.statusShipped');
    expect(orderStatusKey({ approvalStatus: null, status: 2, description: 'Submitted' })).toBe('orders.statusCancelled');
  });

  it("an order view: its approvers' last decision, with the reason posted with it", () => {
    const rejected = view([{ state: ApproverStateKey.refused, date: '2026-11-25' }], [{ text: 'Use the contract chairs', date: '2026-11-25' }]);
    expect(orderViewStatusKey(rejected)).toBe('orders.statusRejected');
    expect(lastDecisionOf(rejected)).toMatchObject({ rejected: true, reason: 'Use the contract chairs', name: 'Alex Approver' });
    expect(orderViewStatusKey(view([{ state: ApproverStateKey.open, date: '2026-11-25' }]))).toBe('orders.statusApproved');
    expect(orderViewStatusKey(view([{ state: ApproverStateKey.open, date: '2026-11-01' }], [], 0, OrderStatusCode.shipped))).toBe('orders.statusShipped');
    expect(orderViewStatusKey(view([], [], 1))).toBe('orders.inApproval');
    expect(lastDecisionOf(view([]))).toBeNull();
    expect(lastDecisionOf(view([{ state: ApproverStateKey.open, date: '2026-11-25' }]))?.reason).toBeNull();
  });
});
