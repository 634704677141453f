import { formatMessage, type AdminUser } from '@comptoir/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../features/session/index.ts';
import { routes } from '../../paths.ts';
import { renderAt } from '../../test/render.tsx';
import { UserDetailsPage } from './user-details-page.tsx';
import { UsersPage } from './users-page.tsx';

const user = (lastName: string, lastLoginAt: string | null): AdminUser => ({
  buyerId: `7a702e0d-c0dc-470a-9842-e7c7f1d5a5${lastName.length.toString().padStart(2, '0')}`,
  logonName: lastName.toLowerCase(),
  firstName: 'Élise',
  lastName,
  emailAddress: `${lastName.toLowerCase()}@example.ca`,
  cultureCode: 'fr-CA',
  isAdmin: false,
  isActive: true,
  defaultShipToId: null,
  approvalGroupId: null,
  lastLoginAt,
  temporaryPasswordExpiresAt: null,
});
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** The api: no console session (the page still lists), and the list as asked; each list request's query is kept. */
const stubApi = (total = 2) => {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/admin-api/me')) return answer({ Messages: [] }, 401);
      if (url.endsWith('/options')) return answer({ shipTos: [], approvalGroups: [] });
      if (url.startsWith('/admin-api/approval-groups')) return answer({ approvalGroups: [] });
      const one = /\/admin-api\/users\/([\w-]+)$/.exec(url)?.[1];
      if (one) return answer({ ...user('Côté', null), buyerId: one });
      asked.push(new URL(url, 'http://console.test').searchParams);
      return answer({ users: [user('Côté', null), user('Bennett', '2026-11-20T14:05:00.000Z')], total, page: 1, pageSize: 25 });
    }),
  );
  return asked;
};
const Address = () => <output aria-label="address">{useLocation().search}</output>;
const renderList = (url: string) => {
  const language = url.split('/')[1] as 'en' | 'fr';
  renderAt(url, (
    <SessionProvider>
      <Address />
      <Routes>
        <Route path={`/${language}/${routes.users}`} element={<UsersPage />} />
        <Route path={`/${language}/${routes.viewUser}`} element={<UserDetailsPage />} />
      </Routes>
    </SessionProvider>
  ));
};
const header = (name: string) => screen.getAllByRole('columnheader').find((cell) => within(cell).queryByRole('button', { name }));

afterEach(() => vi.unstubAllGlobals());
// Each press loads the list again (a fetch, then a render): more than waitFor's one second on a busy machine.
const patience = { timeout: 3000 };

describe('the users list’s sort', () => {
  for (const [language, locale] of [['en', 'en-CA'], ['fr', 'fr-CA']] as const) {
    const label = (key: string) => formatMessage(locale, `admin.users.${key}`);

    it(`sorts by a column's header, then the other way, in the address, announced by aria-sort (${locale})`, async () => {
      const asked = stubApi();
      renderList(`/${language}/user-management?search=e`);
      const email = await screen.findByRole('button', { name: label('emailAddress') }, patience);
      expect(header(label('name'))?.getAttribute('aria-sort')).toBe('ascending');
      expect(header(label('emailAddress'))?.getAttribute('aria-sort')).toBe('none');
      fireEvent.click(email);
      await waitFor(() => expect(header(label('emailAddress'))?.getAttribute('aria-sort')).toBe('ascending'), patience);
      expect(header(label('name'))?.getAttribute('aria-sort')).toBe('none');
      expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('?search=e&sort=emailAddress');
      // Said too, once the sorted rows are in: not every screen reader reads out a change of aria-sort.
      const said = (key: string) => formatMessage(locale, `admin.users.${key}`, { column: label('emailAddress') });
      await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(said('sortedAscending')), patience);
      expect(asked.at(-1)?.toString()).toBe('search=e&sort=emailAddress');
      // The keyboard stays on the header pressed, though the table was replaced while the sorted rows loaded.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: label('emailAddress') })), patience);
      fireEvent.click(screen.getByRole('button', { name: label('emailAddress') }));
      await waitFor(() => expect(header(label('emailAddress'))?.getAttribute('aria-sort')).toBe('descending'), patience);
      expect(asked.at(-1)?.toString()).toBe('search=e&sort=emailAddress&order=desc');
      await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(said('sortedDescending')), patience);
    });

    it(`shows the sort an address names, with each user's last sign-in (${locale})`, async () => {
      const asked = stubApi();
      renderList(`/${language}/user-management?sort=lastLogin&order=desc&page=1`);
      await screen.findByRole('table', undefined, patience);
      expect(header(label('lastLogin'))?.getAttribute('aria-sort')).toBe('descending');
      expect(asked[0]?.toString()).toBe('sort=lastLogin&order=desc');
      // Nothing said of a sort the admin did not just choose (the page opened sorted).
      expect(screen.getAllByRole('status').map((status) => status.textContent)).not.toContain(formatMessage(locale, 'admin.users.sortedDescending', { column: label('lastLogin') }));
      const [, never] = screen.getAllByRole('row');
      expect(within(never as HTMLElement).getAllByRole('cell').at(-1)?.textContent).toBe(label('neverSignedIn'));
    });
  }

  it('counts the users as the language writes numbers: 2 006 utilisateurs, 2,006 users', async () => {
    stubApi(2006);
    renderList('/fr/user-management');
    expect((await screen.findByText(/^2.006 utilisateurs$/)).textContent).toBe(formatMessage('fr-CA', 'admin.users.count', { count: 2006 }));
    expect(formatMessage('fr-CA', 'admin.users.count', { count: 2006 })).toBe('2\u00a0006 utilisateurs');
  });

  for (const [language, locale] of [['en', 'en-CA'], ['fr', 'fr-CA']] as const) {
    it(`names the pager's landmark for what it is, the page shown marked current (${locale})`, async () => {
      stubApi(60);
      renderList(`/${language}/user-management?page=2`);
      const pager = await screen.findByRole('navigation', { name: formatMessage(locale, 'admin.users.pages') }, patience);
      // 'Page 2 of 3' named the landmark: it said which page, not what the landmark is, and changed with every page.
      expect(screen.queryByRole('navigation', { name: formatMessage(locale, 'common.page', { page: 2, pageCount: 3 }) })).toBeNull();
      const current = within(pager).getByText(formatMessage(locale, 'common.page', { page: 2, pageCount: 3 }));
      expect(current.getAttribute('aria-current')).toBe('page');
      expect(within(pager).getByRole('button', { name: formatMessage(locale, 'common.previous') }).hasAttribute('disabled')).toBe(false);
      expect(within(pager).getByRole('button', { name: formatMessage(locale, 'common.next') }).hasAttribute('disabled')).toBe(false);
    });
  }

  it('a user’s way back leads to the list as the admin left it: searched, sorted, on its page', async () => {
    stubApi(60);
    renderList('/fr/user-management?search=e&page=2&sort=emailAddress&order=desc');
    fireEvent.click(await screen.findByRole('link', { name: 'Élise Côté' }, patience));
    const back = await screen.findByRole('link', { name: formatMessage('fr-CA', 'admin.users.back') }, patience);
    expect(back.getAttribute('href')).toBe('/fr/user-management?search=e&page=2&sort=emailAddress&order=desc');
    fireEvent.click(back);
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('?search=e&page=2&sort=emailAddress&order=desc'), patience);
  });

  it('reads a sort the list does not have as the list by name, never asking the api for it (which refuses it)', async () => {
    const asked = stubApi();
    renderList('/fr/user-management?sort=password&order=sideways');
    await screen.findByRole('table', undefined, patience);
    expect(asked[0]?.toString()).toBe('');
    expect(header(formatMessage('fr-CA', 'admin.users.name'))?.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
