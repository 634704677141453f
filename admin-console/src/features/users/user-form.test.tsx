import { formatMessage, type AdminUserOptions } from '@comptoir/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SWITCH_LANGUAGE, WithLanguageSwitch } from '../../test/language-switch.tsx';
import { renderAt } from '../../test/render.tsx';
import { AdminApiError } from '../api-client/index.ts';
import { UserForm } from './user-form.tsx';
import { newUser, requestOf, type UserFormValues } from './user-form-values.ts';

const options: AdminUserOptions = {
  shipTos: [{ id: '11111111-1111-4111-8111-111111111111', shipToNo: 'ON-001', name: 'Head office', city: 'Toronto' }],
  approvalGroups: [{ id: '22222222-2222-4222-8222-222222222222', nameEn: 'Purchases', nameFr: 'Achats' }],
};
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = (locale: 'en-CA' | 'fr-CA') => fireEvent.click(screen.getByRole('button', { name: formatMessage(locale, 'admin.users.save') }));

describe('UserForm', () => {
  for (const [language, locale] of [['en', 'en-CA'], ['fr', 'fr-CA']] as const) {
    it(`a new user's language is first the console's (${locale}): a French admin's colleague was given English`, () => {
      renderAt(`/${language}/manage-users/create`, <UserForm initial={newUser(locale)} options={options} onSubmit={vi.fn()} />);
      const chosen = screen.getByLabelText(formatMessage(locale, 'admin.users.language')) as HTMLSelectElement;
      expect(chosen.value).toBe(locale);
      expect(chosen.selectedOptions[0]?.textContent).toBe(formatMessage(locale, locale === 'fr-CA' ? 'admin.users.languageFr' : 'admin.users.languageEn'));
    });
  }

  it('checks the fields as the api does before sending: each error beside its field, the first one focused', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderAt('/fr/manage-users/create', <UserForm initial={newUser('fr-CA')} options={options} onSubmit={onSubmit} />);
    fill(formatMessage('fr-CA', 'fields.lastName'), 'Gagnon');
    fill(formatMessage('fr-CA', 'fields.emailAddress'), 'pas-un-courriel');
    fill(formatMessage('fr-CA', 'admin.users.logonName'), 'avec espace');
    save('fr-CA');
    const firstName = screen.getByLabelText(formatMessage('fr-CA', 'fields.firstName'));
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(firstName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(formatMessage('fr-CA', 'errors.fieldRequired', { field: formatMessage('fr-CA', 'fields.firstName') }));
    expect(screen.getByText(formatMessage('fr-CA', 'errors.invalidEmail'))).toBeTruthy();
    expect(screen.getByText(formatMessage('fr-CA', 'admin.users.logonNameCharacters'))).toBeTruthy();
    expect(screen.getByLabelText(formatMessage('fr-CA', 'fields.lastName')).getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a name with a text-direction override beside the field, and takes a name in another script', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderAt('/fr/manage-users/create', <UserForm initial={newUser('fr-CA')} options={options} onSubmit={onSubmit} />);
    fill(formatMessage('fr-CA', 'fields.firstName'), 'محمد');
    fill(formatMessage('fr-CA', 'fields.lastName'), 'live \u202eLévesque-Côté');
    fill(formatMessage('fr-CA', 'fields.emailAddress'), 'm.levesque@example.ca');
    fill(formatMessage('fr-CA', 'admin.users.logonName'), 'm.levesque');
    save('fr-CA');
    const lastName = screen.getByLabelText(formatMessage('fr-CA', 'fields.lastName'));
    await waitFor(() => expect(document.activeElement).toBe(lastName));
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(lastName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      formatMessage('fr-CA', 'errors.hiddenCharacters', { field: formatMessage('fr-CA', 'fields.lastName') }),
    );
    expect(screen.getByLabelText(formatMessage('fr-CA', 'fields.firstName')).getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    fill(formatMessage('fr-CA', 'fields.lastName'), 'Lévesque-Côté');
    save('fr-CA');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('sends trimmed values with none as null, and shows the api refusal beside its field', async () => {
    const onSubmit = vi.fn(async (_: UserFormValues) => {
      throw new AdminApiError(409, [formatMessage('en-CA', 'admin.users.logonNameTaken')], { logonName: formatMessage('en-CA', 'admin.users.logonNameTaken') });
    });
    renderAt('/en/manage-users/create', <UserForm initial={newUser('en-CA')} options={options} onSubmit={onSubmit} />);
    fill(formatMessage('en-CA', 'fields.firstName'), '  Ana ');
    fill(formatMessage('en-CA', 'fields.lastName'), 'Silva');
    fill(formatMessage('en-CA', 'fields.emailAddress'), 'ana.silva@example.ca');
    fill(formatMessage('en-CA', 'admin.users.logonName'), 'buyer-on');
    fill(formatMessage('en-CA', 'admin.users.approvalGroup'), options.approvalGroups[0]?.id ?? '');
    save('en-CA');
    const logonName = screen.getByLabelText(formatMessage('en-CA', 'admin.users.logonName'));
    await waitFor(() => expect(document.activeElement).toBe(logonName));
    expect(requestOf(onSubmit.mock.calls[0]?.[0] as UserFormValues)).toEqual({
      firstName: 'Ana', lastName: 'Silva', emailAddress: 'ana.silva@example.ca', logonName: 'buyer-on', cultureCode: 'en-CA', defaultShipToId: null, approvalGroupId: options.approvalGroups[0]?.id, isAdmin: false,
    });
    expect(logonName.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(formatMessage('en-CA', 'admin.users.logonNameTaken'));
  });

  it('asks only who the new user is when copying', () => {
    renderAt('/en/manage-users/copy/x', <UserForm initial={newUser('en-CA')} identityOnly options={options} onSubmit={vi.fn()} />);
    expect(screen.queryByLabelText(formatMessage('en-CA', 'admin.users.defaultShipTo'))).toBeNull();
    expect(screen.getByLabelText(formatMessage('en-CA', 'admin.users.logonName'))).toBeTruthy();
  });
});

describe('UserForm, the language switched after a refusal', () => {
  const m = formatMessage;
  const switchTo = async (locale: 'en-CA' | 'fr-CA') => {
    fireEvent.click(screen.getByRole('button', { name: SWITCH_LANGUAGE }));
    await screen.findByRole('button', { name: m(locale, 'admin.users.save') });
  };

  it("says the form's own problems again in the new language (they stayed in the old one)", async () => {
    renderAt('/fr/manage-users/create', <WithLanguageSwitch><UserForm initial={newUser('fr-CA')} options={options} onSubmit={vi.fn()} /></WithLanguageSwitch>);
    fill(m('fr-CA', 'fields.emailAddress'), 'pas-un-courriel');
    save('fr-CA');
    const firstName = screen.getByLabelText(m('fr-CA', 'fields.firstName'));
    await waitFor(() => expect(document.getElementById('firstName-error')?.textContent).toBe(m('fr-CA', 'errors.fieldRequired', { field: m('fr-CA', 'fields.firstName') })));
    await switchTo('en-CA');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('firstName-error')?.textContent).toBe(m('en-CA', 'errors.fieldRequired', { field: m('en-CA', 'fields.firstName') }));
    expect(document.getElementById('emailAddress-error')?.textContent).toBe(m('en-CA', 'errors.invalidEmail'));
    expect(screen.getByLabelText(m('en-CA', 'fields.emailAddress'))).toHaveProperty('value', 'pas-un-courriel');
  });

  it("says the api's refusal again in the new language when the api named its text; a text it did not name stays as written", async () => {
    const taken = m('en-CA', 'admin.users.logonNameTaken');
    const onSubmit = vi.fn(async () => {
      throw new AdminApiError(409, [taken, 'Unnamed refusal'], { logonName: taken, emailAddress: 'Unnamed refusal' }, ['admin.users.logonNameTaken', undefined], 'en-CA');
    });
    renderAt('/en/manage-users/create', <WithLanguageSwitch><UserForm initial={newUser('en-CA')} options={options} onSubmit={onSubmit} /></WithLanguageSwitch>);
    fill(m('en-CA', 'fields.firstName'), 'Ana');
    fill(m('en-CA', 'fields.lastName'), 'Silva');
    fill(m('en-CA', 'fields.emailAddress'), 'ana.silva@example.ca');
    fill(m('en-CA', 'admin.users.logonName'), 'buyer-on');
    save('en-CA');
    expect((await screen.findByRole('alert')).textContent).toBe(taken);
    await switchTo('fr-CA');
    expect(screen.getByRole('alert').textContent).toBe(m('fr-CA', 'admin.users.logonNameTaken'));
    expect(document.getElementById('logonName-error')?.textContent).toBe(m('fr-CA', 'admin.users.logonNameTaken'));
    expect(document.getElementById('emailAddress-error')?.textContent).toBe('Unnamed refusal');
  });
});
