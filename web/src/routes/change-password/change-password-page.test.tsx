import { formatMessage, PASSWORD_MIN_LENGTH } from '@comptoir/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { withLanguageSwitch } from '../../test/switchable-language.tsx';

vi.mock('../../features/session/index.ts', () => ({ useSession: () => ({ signedIn: true }), SignInFirst: () => null }));
vi.mock('../../features/toasts/index.ts', () => ({ useToasts: () => ({ show: () => undefined, messages: () => undefined }) }));

const { ChangePasswordPage } = await import('./change-password-page.tsx');

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));

afterEach(() => vi.unstubAllGlobals());

it('a new password longer than the request allows is refused beside its field, focused, and not sent (it was a bare “request could not be processed” with the focus lost)', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  renderAt('/fr/change-password', <ChangePasswordPage />);
  fill('Mot de passe actuel', 'Comptoir2026!');
  fill('Nouveau mot de passe', 'é'.repeat(201));
  fill('Confirmez le nouveau mot de passe', 'é'.repeat(201));
  submit();
  const field = screen.getByLabelText('Nouveau mot de passe', { exact: true });
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe('Votre nouveau mot de passe peut contenir au plus 200 caractères.');
  expect(document.activeElement).toBe(field);
  expect(fetch).not.toHaveBeenCalled();
});

it('a new password shorter than the minimum is said beside its field before it is sent, with the mismatch beside the confirmation', () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  renderAt('/fr/change-password', <ChangePasswordPage />);
  fill('Mot de passe actuel', 'Comptoir2026!');
  fill('Nouveau mot de passe', 'abc');
  fill('Confirmez le nouveau mot de passe', 'abd');
  submit();
  expect(screen.getByText('Votre nouveau mot de passe doit contenir au moins 12 caractères.')).toBeTruthy();
  expect(screen.getByText('Le nouveau mot de passe et sa confirmation ne correspondent pas.')).toBeTruthy();
  expect(fetch).not.toHaveBeenCalled();
});

it('a new password of spaces or of one character repeated is refused beside its field, focused, and not sent (the api took twelve spaces)', () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  renderAt('/fr/change-password', <ChangePasswordPage />);
  fill('Mot de passe actuel', 'Comptoir2026!');
  fill('Nouveau mot de passe', ' '.repeat(12));
  fill('Confirmez le nouveau mot de passe', ' '.repeat(12));
  submit();
  const field = screen.getByLabelText('Nouveau mot de passe', { exact: true });
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe('Votre nouveau mot de passe doit contenir au moins 5 caractères différents.');
  expect(document.activeElement).toBe(field);
  expect(fetch).not.toHaveBeenCalled();
});

it('a refusal that names no field takes the focus and clears the earlier field messages', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } })),
  );
  renderAt('/fr/change-password', <ChangePasswordPage />);
  submit();
  expect(screen.getByText('Mot de passe actuel | Ce champ est obligatoire.')).toBeTruthy();
  fill('Mot de passe actuel', 'Comptoir2026!');
  fill('Nouveau mot de passe', 'Nouveau-mot-2026!');
  fill('Confirmez le nouveau mot de passe', 'Nouveau-mot-2026!');
  submit();
  const alert = await screen.findByRole('alert');
  // The focus moves in the effect after the message renders.
  await waitFor(() => expect(document.activeElement).toBe(alert));
  expect(screen.queryByText('Mot de passe actuel | Ce champ est obligatoire.')).toBeNull();
});

const Where = () => <p>{`at ${useLocation().pathname}`}</p>;
const pageAt = (url: string) =>
  renderAt(
    url,
    <Routes>
      <Route path="/:language/change-password" element={<ChangePasswordPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );

it('a buyer sent to change a temporary password is told why, and goes on to the page they were going to once it is changed (decision 032)', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ isSuccess: true, sessionId: 's2', Messages: [] }), { headers: { 'Content-Type': 'application/json' } })));
  pageAt('/en/change-password?reason=temporaryPassword&returnUrl=%2Fen%2Forders%2Fsummaries%2F1');
  expect(screen.getByText('Your password is temporary. Choose a new password to continue.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Current password', { exact: true }), { target: { value: 'Tmp-Password-16c' } });
  fireEvent.change(screen.getByLabelText('New password', { exact: true }), { target: { value: 'My-own-password-2026' } });
  fireEvent.change(screen.getByLabelText('Confirm new password', { exact: true }), { target: { value: 'My-own-password-2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(screen.getByText('at /en/orders/summaries/1')).toBeTruthy());
});

it('a buyer changing their password of their own accord reads no reason and stays; a return path to another site is never followed', async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ isSuccess: true, sessionId: 's2', Messages: [] }), { headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  pageAt('/fr/change-password?returnUrl=https%3A%2F%2Fevil.example');
  expect(screen.queryByText(formatMessage('fr-CA', 'auth.passwordChangeRequired'))).toBeNull();
  fill('Mot de passe actuel', 'Comptoir2026!');
  fill('Nouveau mot de passe', 'Nouveau-mot-2026!');
  fill('Confirmez le nouveau mot de passe', 'Nouveau-mot-2026!');
  submit();
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('heading', { name: 'Changer le mot de passe' })).toBeTruthy();
  expect(screen.queryByText(/^at /)).toBeNull();
});

it.each([
  ['en', 'en-CA'],
  ['fr', 'fr-CA'],
] as const)('a password changed on the page puts the keyboard on its heading, above the emptied form (/%s; it fell to the page body)', async (language, locale) => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ isSuccess: true, sessionId: 's2', Messages: [] }), { headers: { 'Content-Type': 'application/json' } })));
  pageAt(`/${language}/change-password`);
  const text = (key: string) => formatMessage(locale, key);
  const fields = ['currentPassword', 'newPassword', 'confirmPassword'].map((field) => screen.getByLabelText(text(`changePassword.${field}`), { exact: true }));
  fields.forEach((field, index) => fireEvent.change(field, { target: { value: index === 0 ? 'Comptoir2026!' : 'Nouveau-mot-2026!' } }));
  const change = screen.getByRole('button', { name: text('account.changePassword') });
  change.focus();
  fireEvent.click(change);
  const heading = screen.getByRole('heading', { level: 1, name: text('account.changePassword') });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(fields.map((field) => (field as HTMLInputElement).value)).toEqual(['', '', '']);
});

it('a refusal that names no field, shown while the buyer switches language, is said in the new one, the keyboard staying on the switch', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } })));
  renderAt('/en/change-password', withLanguageSwitch(<ChangePasswordPage />));
  fireEvent.change(screen.getByLabelText('Current password', { exact: true }), { target: { value: 'Comptoir2026!' } });
  fireEvent.change(screen.getByLabelText('New password', { exact: true }), { target: { value: 'Nouveau-mot-2026!' } });
  fireEvent.change(screen.getByLabelText('Confirm new password', { exact: true }), { target: { value: 'Nouveau-mot-2026!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect((await screen.findByRole('alert')).textContent).toBe(formatMessage('en-CA', 'errors.generic'));
  screen.getByRole('link', { name: 'Français' }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(formatMessage('fr-CA', 'errors.generic')));
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'English' }));
});

it('the refusals beside the fields, shown while the buyer switches language, are said in the new one, their field named in it too', async () => {
  const fetchSpy = vi.fn(async () => new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchSpy);
  renderAt('/en/change-password', withLanguageSwitch(<ChangePasswordPage />));
  fireEvent.change(screen.getByLabelText('New password', { exact: true }), { target: { value: 'short' } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(formatMessage('en-CA', 'errors.fieldRequired', { field: 'Current password' }))).toBeTruthy();
  expect(screen.getByText(formatMessage('en-CA', 'password.tooShort', { min: PASSWORD_MIN_LENGTH }))).toBeTruthy();
  screen.getByRole('link', { name: 'Français' }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByText(formatMessage('fr-CA', 'errors.fieldRequired', { field: 'Mot de passe actuel' }))).toBeTruthy());
  expect(screen.getByText(formatMessage('fr-CA', 'password.tooShort', { min: PASSWORD_MIN_LENGTH }))).toBeTruthy();
  expect(screen.getByText(formatMessage('fr-CA', 'errors.fieldRequired', { field: 'Confirmez le nouveau mot de passe' }))).toBeTruthy();
  expect(fetchSpy).not.toHaveBeenCalled();
});
