import { formatMessage } from '@comptoir/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { withLanguageSwitch } from '../../test/switchable-language.tsx';

/** Where this tab's last sign-in landed (none, or the buyer's first page). */
const earlier = vi.hoisted(() => ({ landing: null as string | null }));
/** The session the page reads: a signed-in buyer, unless a test says otherwise. */
const signedIn = { signedIn: true, signingIn: false, profile: { firstName: 'Olivia', lastName: 'Chen', logonName: 'buyer-on' }, error: null as { code: string } | null, signIn: vi.fn() };
const current = vi.hoisted(() => ({ session: null as unknown }));
vi.mock('../../features/session/index.ts', () => ({
  useSession: () => current.session,
  takeLanding: () => earlier.landing,
}));
current.session = signedIn;

const { SignInPage } = await import('./sign-in-page.tsx');

const Where = () => <p>{`${useLocation().pathname}${useLocation().search}`}</p>;
const signInAt = (url: string) =>
  renderAt(
    url,
    <Routes>
      <Route path="/en/api/login" element={<SignInPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );

it('a signed-in buyer opening the sign-in page goes to the page that asked (returnUrl), not to an earlier sign-in’s landing page', () => {
  // An earlier sign-in in this tab landed on the buyer's first page.
  earlier.landing = '/en/orders/summaries/1';
  const { unmount } = signInAt('/en/api/login?returnUrl=%2Fen%2Fcheckout');
  expect(screen.getByText('/en/checkout')).toBeTruthy();
  unmount();
  // Back to the sign-in page with no returnUrl: where that sign-in landed.
  signInAt('/en/api/login');
  expect(screen.getByText('/en/orders/summaries/1')).toBeTruthy();
});

it('without a returnUrl or an earlier landing, the signed-in buyer goes home', () => {
  earlier.landing = null;
  signInAt('/en/api/login');
  expect(screen.getByText('/en')).toBeTruthy();
});

/** The page under a parent that can render it again, as a change of the session does. */
const again = { render: () => undefined as void };
const Harness = () => {
  const [, setRenders] = useState(0);
  again.render = () => act(() => setRenders((renders) => renders + 1));
  return <SignInPage />;
};

it('a second refused sign-in with the same message puts the focus on it again, not on the page body', () => {
  const refused = { ...signedIn, signedIn: false, profile: null, error: { code: 'auth.couldNotAuthenticate' } };
  current.session = refused;
  renderAt('/fr/api/login', <Harness />);
  expect(document.activeElement).toBe(screen.getByRole('alert'));
  // Sign in again: the button is disabled while the attempt runs, and a browser takes the focus off it.
  current.session = { ...refused, signingIn: true };
  again.render();
  (document.activeElement as HTMLElement | null)?.blur();
  current.session = refused;
  again.render();
  expect(document.activeElement).toBe(screen.getByRole('alert'));
  current.session = signedIn;
});

it('a refusal shown while the buyer switches language is said in the new one, the keyboard staying on the switch', async () => {
  current.session = { ...signedIn, signedIn: false, profile: null, error: { code: 'auth.couldNotAuthenticate' } };
  renderAt('/en/api/login', withLanguageSwitch(<SignInPage />));
  expect(screen.getByRole('alert').textContent).toBe(formatMessage('en-CA', 'auth.couldNotAuthenticate'));
  screen.getByRole('link', { name: 'Français' }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(formatMessage('fr-CA', 'auth.couldNotAuthenticate')));
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'English' }));
  current.session = signedIn;
});
