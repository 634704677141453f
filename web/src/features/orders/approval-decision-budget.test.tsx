import { formatMessage } from '@comptoir/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';

vi.mock('../toasts/index.ts', () => ({ useToasts: () => ({ messages: () => undefined, show: () => undefined }) }));
const decideOrder = vi.fn(async () => ({ isSuccess: true, orderId: 1216, displayNumber: 'EW4100216', approvalStatus: 'OPEN', description: 'Approved', Messages: [] }));
vi.mock('./orders-api.ts', () => ({ decideOrder }));
const { ApprovalDecision } = await import('./approval-decision.tsx');

const budget = { totalBudget: 400_000, availableBudget: 385_995, beginDate: '2026-11-01', endDate: '2026-11-30' };
const order = { OrderId: 1216, orderNo: 'EW4100216', AwaitingApproversList: [{ buyerId: 'approver-1', name: 'Nadia Roy' }], buyerBudget: budget, summaryInfo: { orderTotal: 61_861 } };

it('an approval names the budget left the approver was shown, so the api can refuse it if another approval spent it meanwhile', async () => {
  const user = userEvent.setup();
  const onDecided = vi.fn();
  renderAt('/fr', <ApprovalDecision order={order} approverId="approver-1" onDecided={onDecided} />);
  await user.click(screen.getByRole('button', { name: formatMessage('fr-CA', 'orders.approve') }));
  await waitFor(() => expect(onDecided).toHaveBeenCalled());
  expect(decideOrder).toHaveBeenCalledWith('approver-1', 1216, 'approve', '', 385_995);
});

it('a budget already overspent has nothing left, and the order goes over it by its own total, not by what was overspent before', () => {
  const overspent = { ...budget, availableBudget: -2_227_693 };
  renderAt('/en', <ApprovalDecision order={{ ...order, buyerBudget: overspent, summaryInfo: { orderTotal: 110_172 } }} approverId="approver-1" onDecided={() => undefined} />);
  expect(screen.getByText(/\$0\.00 left of \$4,000\.00/)).toBeTruthy();
  expect(screen.getByText(formatMessage('en-CA', 'orderDetails.approvalBudgetOver', { over: '$1,101.72' }))).toBeTruthy();
});
