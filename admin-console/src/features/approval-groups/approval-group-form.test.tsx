import { formatMessage, type ApprovalGroupPerson } from '@comptoir/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SWITCH_LANGUAGE, WithLanguageSwitch } from '../../test/language-switch.tsx';
import { renderAt } from '../../test/render.tsx';
import { AdminApiError } from '../api-client/index.ts';
import { ApprovalGroupForm } from './approval-group-form.tsx';
import { emptyGroup, requestOf, type ApprovalGroupFormValues } from './approval-group-form-values.ts';

const person = (n: number, firstName: string, lastName: string): ApprovalGroupPerson => ({ buyerId: `00000000-0000-4000-8000-00000000000${n}`, firstName, lastName, logonName: `${firstName.toLowerCase()}.${n}`, isActive: true });
const [marcus, sarah, hannah] = [person(1, 'Marcus', 'Bennett'), person(2, 'Sarah', 'Whitfield'), person(3, 'Hannah', 'Patel')];
const candidates = [marcus, sarah, hannah];
const m = formatMessage;
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const add = (locale: 'en-CA' | 'fr-CA', who: ApprovalGroupPerson) => {
  fireEvent.change(screen.getByLabelText(m(locale, 'admin.approvalGroups.approverToAdd')), { target: { value: who.buyerId } });
  fireEvent.click(screen.getByRole('button', { name: m(locale, 'admin.approvalGroups.addApprover') }));
};
const save = (locale: 'en-CA' | 'fr-CA') => fireEvent.click(screen.getByRole('button', { name: m(locale, 'admin.users.save') }));
const listed = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.firstChild?.textContent);

describe('ApprovalGroupForm', () => {
  it('checks the fields as the api does before sending, in French: each error beside its field, the first one focused', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderAt('/fr/approval-groups/create', <ApprovalGroupForm initial={emptyGroup} candidates={candidates} onSubmit={onSubmit} />);
    fill(m('fr-CA', 'admin.approvalGroups.nameFr'), 'Achats');
    fill(m('fr-CA', 'admin.approvalGroups.threshold'), '12,345');
    save('fr-CA');
    const nameEn = screen.getByLabelText(m('fr-CA', 'admin.approvalGroups.nameEn'));
    await waitFor(() => expect(document.activeElement).toBe(nameEn));
    expect(nameEn.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('nameEn-error')?.textContent).toBe(m('fr-CA', 'errors.fieldRequired', { field: m('fr-CA', 'admin.approvalGroups.nameEn') }));
    expect(screen.getByLabelText(m('fr-CA', 'admin.approvalGroups.nameFr')).getAttribute('aria-invalid')).toBeNull();
    const threshold = screen.getByLabelText(m('fr-CA', 'admin.approvalGroups.threshold'));
    expect(threshold.getAttribute('aria-describedby')).toBe('threshold-hint threshold-error');
    expect(document.getElementById('threshold-error')?.textContent).toBe(m('fr-CA', 'admin.approvalGroups.thresholdInvalid', { max: 10_000_000 }));
    expect(screen.getByText(m('fr-CA', 'admin.approvalGroups.approverRequired'))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('orders the approvers: added from the active users, moved and removed with the keyboard kept and each change announced', async () => {
    const onSubmit = vi.fn(async (_values: ApprovalGroupFormValues) => undefined);
    renderAt('/en/approval-groups/create', <ApprovalGroupForm initial={emptyGroup} candidates={candidates} onSubmit={onSubmit} />);
    expect(screen.getByText(m('en-CA', 'admin.approvalGroups.noApprovers'))).toBeTruthy();
    add('en-CA', marcus);
    add('en-CA', sarah);
    add('en-CA', hannah);
    expect(listed()).toEqual(['Marcus Bennett', 'Sarah Whitfield', 'Hannah Patel']);
    expect(screen.getByRole('status').textContent).toBe(m('en-CA', 'admin.approvalGroups.approverAdded', { name: 'Hannah Patel', position: 3, count: 3 }));
    // Each one chosen leaves the picker.
    expect(within(screen.getByLabelText(m('en-CA', 'admin.approvalGroups.approverToAdd'))).getAllByRole('option')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: m('en-CA', 'admin.approvalGroups.moveUp', { name: 'Hannah Patel' }) }));
    expect(listed()).toEqual(['Marcus Bennett', 'Hannah Patel', 'Sarah Whitfield']);
    expect(screen.getByRole('status').textContent).toBe(m('en-CA', 'admin.approvalGroups.approverAdded', { name: 'Hannah Patel', position: 2, count: 3 }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(m('en-CA', 'admin.approvalGroups.moveUp', { name: 'Hannah Patel' })));
    // At the top there is no Move up: the keyboard goes to the row's other control.
    fireEvent.click(screen.getByRole('button', { name: m('en-CA', 'admin.approvalGroups.moveUp', { name: 'Hannah Patel' }) }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(m('en-CA', 'admin.approvalGroups.moveDown', { name: 'Hannah Patel' })));
    fireEvent.click(screen.getByRole('button', { name: m('en-CA', 'admin.approvalGroups.removeApprover', { name: 'Sarah Whitfield' }) }));
    expect(listed()).toEqual(['Hannah Patel', 'Marcus Bennett']);
    expect(screen.getByRole('status').textContent).toBe(m('en-CA', 'admin.approvalGroups.approverRemoved', { name: 'Sarah Whitfield' }));
    expect(document.activeElement).toBe(screen.getByLabelText(m('en-CA', 'admin.approvalGroups.approverToAdd')));

    fill(m('en-CA', 'admin.approvalGroups.nameEn'), '  Purchasing ');
    fill(m('en-CA', 'admin.approvalGroups.nameFr'), 'Achats');
    fill(m('en-CA', 'admin.approvalGroups.threshold'), '$1,500.50');
    save('en-CA');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(requestOf(onSubmit.mock.calls[0]?.[0] as ApprovalGroupFormValues, 'en-CA')).toEqual({ nameEn: 'Purchasing', nameFr: 'Achats', thresholdAmount: 150_050, approverIds: [hannah.buyerId, marcus.buyerId] });
  });

  it("shows the api's refusal in an alert and beside its field, which gets the keyboard", async () => {
    const refusal = m('fr-CA', 'admin.approvalGroups.nameTaken');
    const onSubmit = vi.fn(async () => {
      throw new AdminApiError(409, [refusal], { nameFr: refusal });
    });
    const initial: ApprovalGroupFormValues = { nameEn: 'Purchasing', nameFr: 'Achats', threshold: '0,00', approvers: [{ ...sarah, isActive: false }] };
    renderAt('/fr/approval-groups/modify-approval-group/x', <ApprovalGroupForm initial={initial} candidates={candidates} onSubmit={onSubmit} />);
    // An approver since deactivated is named so, for the admin to replace them.
    expect(listed()).toEqual([m('fr-CA', 'admin.approvalGroups.approverInactive', { name: 'Sarah Whitfield' })]);
    save('fr-CA');
    const nameFr = screen.getByLabelText(m('fr-CA', 'admin.approvalGroups.nameFr'));
    await waitFor(() => expect(document.activeElement).toBe(nameFr));
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    expect(document.getElementById('nameFr-error')?.textContent).toBe(refusal);
  });

  it('a language switch writes the threshold as the new language does: saved untouched, it is the same amount (it was refused)', async () => {
    const onSubmit = vi.fn(async (_values: ApprovalGroupFormValues) => undefined);
    const initial: ApprovalGroupFormValues = { nameEn: 'Purchasing', nameFr: 'Achats', threshold: '1 500,50 $', approvers: [marcus] };
    renderAt('/fr/approval-groups/modify-approval-group/x', <WithLanguageSwitch><ApprovalGroupForm initial={initial} candidates={candidates} onSubmit={onSubmit} /></WithLanguageSwitch>);
    fireEvent.click(screen.getByRole('button', { name: SWITCH_LANGUAGE }));
    const threshold = await screen.findByLabelText(m('en-CA', 'admin.approvalGroups.threshold'));
    expect(threshold).toHaveProperty('value', '1500.50');
    save('en-CA');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(requestOf(onSubmit.mock.calls[0]?.[0] as ApprovalGroupFormValues, 'en-CA').thresholdAmount).toBe(150_050);
    expect(threshold.getAttribute('aria-invalid')).toBeNull();
  });
});
