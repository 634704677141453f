import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { messages } from '@comptoir/core';
import { createI18n } from '../../i18n/i18n.ts';
import { renderAt } from '../../test/render.tsx';

const session = vi.hoisted(() => ({ profile: { firstName: 'Olivia', lastName: 'Chen', logonName: 'buyer-on', isApprover: false, isAdminFlag: false } }));
vi.mock('./use-session.ts', () => ({
  useSession: () => ({ signedIn: true, profile: session.profile, signOut: vi.fn() }),
}));

const { AccountMenu } = await import('./account-menu.tsx');

it('Escape closes the account menu and gives the keyboard back to its button, not to the top of the page', async () => {
  const user = userEvent.setup();
  renderAt('/en', <AccountMenu />);
  const toggle = screen.getByRole('button', { name: 'Account: Olivia Chen' });
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  await screen.findByRole('link', { name: 'Dashboard' });
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Dashboard' }));
  await user.keyboard('{Escape}');
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  expect(document.activeElement).toBe(toggle);
});

it('in French too: Escape from the open menu returns to « Compte : Olivia Chen »', async () => {
  const user = userEvent.setup();
  renderAt('/fr', <AccountMenu />);
  const toggle = screen.getByRole('button', { name: 'Compte\u00a0: Olivia Chen' });
  await user.click(toggle);
  await screen.findByRole('link', { name: 'Commandes soumises' });
  await user.tab();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Commandes soumises' }));
  await user.keyboard('{Escape}');
  expect(document.activeElement).toBe(toggle);
});

it("the menu opens with the Dashboard, in the page's language; an approver's pages follow the submitted orders", async () => {
  const user = userEvent.setup();
  const { unmount } = renderAt('/fr', <AccountMenu />);
  await user.click(screen.getByRole('button', { name: 'Compte\u00a0: Olivia Chen' }));
  expect((await screen.findByRole('link', { name: 'Tableau de bord' })).getAttribute('href')).toBe('/fr/dashboard');
  unmount();
  const buyer = session.profile;
  session.profile = { ...buyer, isApprover: true };
  try {
    renderAt('/en', <AccountMenu />);
    await user.click(screen.getByRole('button', { name: 'Account: Olivia Chen' }));
    await screen.findByRole('link', { name: 'Dashboard' });
    expect(screen.getAllByRole('link').slice(0, 4).map((link) => link.textContent)).toEqual(['Dashboard', 'Submitted orders', 'Orders to approve', 'Recently approved orders']);
  } finally {
    session.profile = buyer;
  }
});

it("an administrator's menu leads to Manage users in the admin console, in the page's language; a buyer's does not", async () => {
  const user = userEvent.setup();
  const { unmount } = renderAt('/fr', <AccountMenu />);
  await user.click(screen.getByRole('button', { name: 'Compte\u00a0: Olivia Chen' }));
  await screen.findByRole('button', { name: 'Se déconnecter' });
  expect(screen.queryByRole('link', { name: 'Gérer les utilisateurs' })).toBeNull();
  unmount();
  session.profile = { ...session.profile, firstName: 'Sarah', lastName: 'Whitfield', isAdminFlag: true };
  renderAt('/fr', <AccountMenu />);
  await user.click(screen.getByRole('button', { name: 'Compte\u00a0: Sarah Whitfield' }));
  expect((await screen.findByRole('link', { name: 'Gérer les utilisateurs' })).getAttribute('href')).toBe('/admin/fr/user-management');
});

it('opened while the next page is still loading (the address already moved), it stays open when that page arrives; following one of its links closes it', async () => {
  const user = userEvent.setup();
  let arrive: (page: { default: ComponentType }) => void = () => undefined;
  const Landing = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  // The real router: its navigations are transitions, so the sign-in page stays up while the landing page's code loads.
  window.history.replaceState(null, '', '/fr/api/login');
  render(
    <I18nextProvider i18n={createI18n('fr-CA', messages['fr-CA'])}>
      <BrowserRouter>
        <AccountMenu />
        <Suspense fallback={null}>
          <Routes>
            <Route path="/fr/api/login" element={<Link to="/fr">Signed in</Link>} />
            <Route path="/fr" element={<Landing />} />
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </I18nextProvider>,
  );
  await user.click(screen.getByRole('link', { name: 'Signed in' }));
  expect(window.location.pathname).toBe('/fr');
  expect(screen.getByRole('link', { name: 'Signed in' })).toBeTruthy();
  const toggle = screen.getByRole('button', { name: /^Compte\u00a0:/ });
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  await act(async () => arrive({ default: () => <h1>Accueil</h1> }));
  expect(screen.getByRole('heading', { name: 'Accueil' })).toBeTruthy();
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  await user.click(await screen.findByRole('link', { name: 'Commandes soumises' }));
  expect(window.location.pathname).not.toBe('/fr');
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
});
