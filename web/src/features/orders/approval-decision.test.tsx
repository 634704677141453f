import { formatMessage, REJECT_REASON_MAX_LENGTH } from '@comptoir/core';
import { getDefaultNormalizer, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withModalDialogs } from '../../test/modal-dialog.ts';
import { renderAt } from '../../test/render.tsx';

vi.mock('../toasts/index.ts', () => ({ useToasts: () => ({ messages: () => undefined, show: () => undefined }) }));
const { ApprovalDecision } = await import('./approval-decision.tsx');

withModalDialogs();

const order = { OrderId: 1216, orderNo: 'EW4100216', AwaitingApproversList: [], buyerBudget: null, summaryInfo: { orderTotal: 61_861 } };

describe('the reject dialog’s reason', () => {
  it.each([
    ['/en', 'en-CA', '37 characters left', '1 character left'],
    ['/fr', 'fr-CA', '37 caractères restants', '1 caractère restant'],
  ] as const)('at %s says how many characters are left, politely, tied to the field', async (url, locale, thirtySeven, one) => {
    const user = userEvent.setup();
    renderAt(url, <ApprovalDecision order={order} approverId="approver-1" onDecided={() => undefined} />);
    await user.click(screen.getByRole('button', { name: formatMessage(locale, 'orders.reject') }));
    const reason = screen.getByRole('textbox', { name: formatMessage(locale, 'orderDetails.rejectReason') });
    await user.click(reason);
    await user.paste('x'.repeat(REJECT_REASON_MAX_LENGTH - 37));
    const left = screen.getByText(thirtySeven);
    expect(left.getAttribute('aria-live')).toBe('polite');
    expect(reason.getAttribute('aria-describedby')?.split(' ')).toContain(left.id);
    await user.paste('x'.repeat(36));
    expect(left.textContent).toBe(one);
  });
});

describe('the budget the approval charges', () => {
  const budget = { totalBudget: 400_000, availableBudget: 385_995, beginDate: '2026-11-01', endDate: '2026-11-30' };
  it.each([
    ['/en', 'en-CA', 'Budget the order is charged to if you approve it: $3,859.95 left of $4,000.00, from November 01, 2026 to November 30, 2026.', 'This order is $13,991.36 over what is left of the budget. If you approve it, it is charged to the budget all the same.'],
    ['/fr', 'fr-CA', 'Budget auquel la commande sera imputée si vous l’approuvez\u00a0: il reste 3\u00a0859,95\u00a0$ sur 4\u00a0000,00\u00a0$, du 01 novembre 2026 au 30 novembre 2026.', 'Cette commande dépasse de 13\u00a0991,36\u00a0$ le solde du budget. Si vous l’approuvez, elle y sera tout de même imputée.'],
  ] as const)('at %s: what is left of it, and by how much an order goes over it', (url, _locale, left, over) => {
    renderAt(url, <ApprovalDecision order={{ ...order, buyerBudget: budget, summaryInfo: { orderTotal: 1_785_131 } }} approverId="approver-1" onDecided={() => undefined} />);
    // As written, no-break spaces included (the default normalizer would make them plain spaces).
    const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(screen.getByText(left, asWritten)).toBeTruthy();
    expect(screen.getByText(over, asWritten)).toBeTruthy();
  });

  it('says nothing of going over for an order the budget covers, nor anything when the buyer has no budget', () => {
    const { unmount } = renderAt('/en', <ApprovalDecision order={{ ...order, buyerBudget: budget }} approverId="approver-1" onDecided={() => undefined} />);
    expect(screen.getByText(/\$3,859\.95 left of \$4,000\.00/)).toBeTruthy();
    expect(screen.queryByText(/over what is left/)).toBeNull();
    unmount();
    renderAt('/en', <ApprovalDecision order={order} approverId="approver-1" onDecided={() => undefined} />);
    expect(screen.queryByText(/Budget/)).toBeNull();
  });
});
