import { formatMessage, type AdminApprovalGroupList, type AdminUser } from '@comptoir/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../features/session/index.ts';
import { routes } from '../../paths.ts';
import { renderAt } from '../../test/render.tsx';
import { UserDetailsPage } from './user-details-page.tsx';

const marcus: AdminUser = {
  buyerId: '3b6a4ee9-e4b8-4af4-b541-dfe83f30d78c',
  logonName: 'approver-on',
  firstName: 'Marcus',
  lastName: 'Bennett',
  emailAddress: 'marcus@example.ca',
  cultureCode: 'en-CA',
  isAdmin: false,
  isActive: true,
  defaultShipToId: null,
  approvalGroupId: null,
  lastLoginAt: null,
  temporaryPasswordExpiresAt: null,
};
const person = (buyerId: string, isActive = true) => ({ buyerId, firstName: 'A', lastName: 'B', logonName: buyerId, isActive });
const group = (name: string, approvers: ReturnType<typeof person>[]) => ({ approvalGroupId: crypto.randomUUID(), nameEn: name, nameFr: name, name, thresholdAmount: 0, memberCount: 2, approvers });
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const stubApi = (groups: AdminApprovalGroupList) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/admin-api/me')) return answer({ Messages: [] }, 401);
      if (url.endsWith('/users/options')) return answer({ shipTos: [], approvalGroups: [] });
      if (url.startsWith('/admin-api/approval-groups')) return answer(groups);
      return answer(marcus);
    }),
  );
const renderDetails = (language: 'en' | 'fr') =>
  renderAt(`/${language}/manage-users/view/${marcus.buyerId}`, (
    <SessionProvider>
      <Routes>
        <Route path={`/${language}/${routes.viewUser}`} element={<UserDetailsPage />} />
      </Routes>
    </SessionProvider>
  ));
const patience = { timeout: 5000 };

afterEach(() => vi.unstubAllGlobals());

describe('deactivating or deleting the only active approver of a group', { timeout: 20_000 }, () => {
  it.each([
    ['en', 'en-CA', 'admin.users.deactivate', 'Marcus Bennett is the only active approver of the approval groups “Lakeshore” and “Toronto”: their orders awaiting approval will be cancelled and go back to the buyers who placed them, who can reorder them; until you name another approver there, their members cannot submit an order that needs approval.'],
    ['fr', 'fr-CA', 'admin.users.delete', 'Marcus Bennett est la seule personne active qui approuve pour les groupes d’approbation «\u00a0Lakeshore\u00a0» et «\u00a0Toronto\u00a0»\u00a0: leurs commandes en attente d’approbation seront annulées et renvoyées aux personnes qui les ont passées, qui pourront les commander de nouveau\u00a0; tant que vous n’y nommez pas un autre approbateur, leurs membres ne peuvent pas soumettre de commande à approuver.'],
  ] as const)('in %s, the confirmation says which groups are left with no one to decide their orders', async (language, locale, action, said) => {
    stubApi({ approvalGroups: [group('Lakeshore', [person(marcus.buyerId)]), group('Toronto', [person(marcus.buyerId), person('gone', false)]), group('Shared', [person(marcus.buyerId), person('other')])] });
    renderDetails(language);
    fireEvent.click(await screen.findByRole('button', { name: formatMessage(locale, action) }, patience));
    const dialog = await screen.findByRole('dialog', { hidden: true }, patience);
    await waitFor(() => expect(dialog.querySelector('p')?.textContent?.endsWith(said)).toBe(true), patience);
  });

  it('says nothing of it when another active approver remains in each of their groups', async () => {
    stubApi({ approvalGroups: [group('Shared', [person(marcus.buyerId), person('other')]), group('Elsewhere', [person('other')])] });
    renderDetails('en');
    fireEvent.click(await screen.findByRole('button', { name: formatMessage('en-CA', 'admin.users.deactivate') }, patience));
    const dialog = await screen.findByRole('dialog', { hidden: true }, patience);
    expect(dialog.querySelector('p')?.textContent).toBe(formatMessage('en-CA', 'admin.users.confirmDeactivate', { name: 'Marcus Bennett' }));
  });
});

describe('an admin on their own page', { timeout: 20_000 }, () => {
  it.each([['en', 'en-CA'], ['fr', 'fr-CA']] as const)('in %s, is offered to edit and copy their account, never to reset its password, deactivate or delete it', async (language, locale) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/admin-api/me')) return answer({ buyerId: marcus.buyerId, logonName: marcus.logonName });
        if (url.endsWith('/users/options')) return answer({ shipTos: [], approvalGroups: [] });
        if (url.startsWith('/admin-api/approval-groups')) return answer({ approvalGroups: [] });
        return answer({ ...marcus, isAdmin: true });
      }),
    );
    renderDetails(language);
    expect(await screen.findByRole('link', { name: formatMessage(locale, 'admin.users.edit') }, patience)).toBeTruthy();
    expect(screen.getByRole('link', { name: formatMessage(locale, 'admin.users.copy') })).toBeTruthy();
    for (const action of ['admin.users.resetPassword', 'admin.users.deactivate', 'admin.users.delete']) expect(screen.queryByRole('button', { name: formatMessage(locale, action) })).toBeNull();
  });
});

describe("the spec's delete and reset-password addresses (deleteUserBuyerId, resetPassBuyerId)", { timeout: 20_000 }, () => {
  const Where = () => <p data-testid="where">{useLocation().pathname}</p>;
  const sent: Array<{ url: string; method: string }> = [];
  const stub = (me: string | null) => {
    sent.length = 0;
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method && init.method !== 'GET') sent.push({ url, method: init.method });
      if (url.startsWith('/admin-api/me')) return me ? answer({ buyerId: me, logonName: 'admin-on' }) : answer({ Messages: [] }, 401);
      if (url.endsWith('/users/options')) return answer({ shipTos: [], approvalGroups: [] });
      if (url.startsWith('/admin-api/approval-groups')) return answer({ approvalGroups: [] });
      if (url.endsWith('/reset-password')) return answer({ user: marcus, temporaryPassword: 'Kp7#mXq2vR9!tWz4' });
      return answer(marcus);
    }));
  };
  const renderAtAddress = (path: string) =>
    renderAt(path, (
      <SessionProvider>
        <Where />
        <Routes>
          <Route path={`/:language/${routes.viewUser}`} element={<UserDetailsPage />} />
          <Route path={`/:language/${routes.deleteUser}`} element={<UserDetailsPage asking="delete" />} />
          <Route path={`/:language/${routes.resetPassword}`} element={<UserDetailsPage asking="resetPassword" />} />
        </Routes>
      </SessionProvider>
    ));

  it('in French, reset-password asks first, then shows the temporary password at the user\'s own address', async () => {
    stub(null);
    renderAtAddress(`/fr/manage-users/reset-password/${marcus.buyerId}`);
    const dialog = await screen.findByRole('dialog', { hidden: true }, patience);
    expect(dialog.querySelector('h2')?.textContent).toBe(formatMessage('fr-CA', 'admin.users.confirmResetTitle', { name: 'Marcus Bennett' }));
    expect(sent).toEqual([]);
    fireEvent.click(dialog.querySelector('.button--danger, .button:not(.button--secondary)') as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/fr/manage-users/view/${marcus.buyerId}`), patience);
    // Still shown once there (the only time it is).
    expect(await screen.findByText('Kp7#mXq2vR9!tWz4', {}, patience)).toBeTruthy();
    expect(sent).toEqual([{ url: `/admin-api/users/${marcus.buyerId}/reset-password`, method: 'POST' }]);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('in English, delete cancelled does nothing and leaves the user\'s page', async () => {
    stub(null);
    renderAtAddress(`/en/manage-users/delete/${marcus.buyerId}`);
    const dialog = await screen.findByRole('dialog', { hidden: true }, patience);
    expect(dialog.querySelector('h2')?.textContent).toBe(formatMessage('en-CA', 'admin.users.confirmDeleteTitle', { name: 'Marcus Bennett' }));
    fireEvent.click(screen.getByRole('button', { name: formatMessage('en-CA', 'common.cancel'), hidden: true }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/en/manage-users/view/${marcus.buyerId}`), patience);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Marcus Bennett' })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("asks nothing on the admin's own account, whose password and deletion are not theirs to do here", async () => {
    stub(marcus.buyerId);
    renderAtAddress(`/en/manage-users/reset-password/${marcus.buyerId}`);
    expect(await screen.findByRole('link', { name: formatMessage('en-CA', 'admin.users.edit') }, patience)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/en/manage-users/view/${marcus.buyerId}`), patience);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});
