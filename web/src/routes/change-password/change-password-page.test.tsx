import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';

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
  expect(document.activeElement).toBe(alert);
  expect(screen.queryByText('Mot de passe actuel | Ce champ est obligatoire.')).toBeNull();
});
