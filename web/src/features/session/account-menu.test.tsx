import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
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
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Submitted orders' }));
  await user.keyboard('{Escape}');
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('link', { name: 'Submitted orders' })).toBeNull();
  expect(document.activeElement).toBe(toggle);
});

it('in French too: Escape from the open menu returns to « Compte : Olivia Chen »', async () => {
  const user = userEvent.setup();
  renderAt('/fr', <AccountMenu />);
  const toggle = screen.getByRole('button', { name: 'Compte : Olivia Chen' });
  await user.click(toggle);
  await user.tab();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Acheter de nouveau' }));
  await user.keyboard('{Escape}');
  expect(document.activeElement).toBe(toggle);
});

it("an administrator's menu leads to Manage users in the admin console, in the page's language; a buyer's does not", async () => {
  const user = userEvent.setup();
  const { unmount } = renderAt('/fr', <AccountMenu />);
  await user.click(screen.getByRole('button', { name: 'Compte : Olivia Chen' }));
  expect(screen.queryByRole('link', { name: 'Gérer les utilisateurs' })).toBeNull();
  unmount();
  session.profile = { ...session.profile, firstName: 'Sarah', lastName: 'Whitfield', isAdminFlag: true };
  renderAt('/fr', <AccountMenu />);
  await user.click(screen.getByRole('button', { name: 'Compte : Sarah Whitfield' }));
  expect(screen.getByRole('link', { name: 'Gérer les utilisateurs' }).getAttribute('href')).toBe('/admin/fr/user-management');
});
