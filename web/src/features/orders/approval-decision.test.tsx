import { formatMessage, REJECT_REASON_MAX_LENGTH } from '@comptoir/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withModalDialogs } from '../../test/modal-dialog.ts';
import { renderAt } from '../../test/render.tsx';

vi.mock('../toasts/index.ts', () => ({ useToasts: () => ({ messages: () => undefined, show: () => undefined }) }));
const { ApprovalDecision } = await import('./approval-decision.tsx');

withModalDialogs();

const order = { OrderId: 1216, orderNo: 'EW4100216', AwaitingApproversList: [] };

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
