import { formatMessage } from '@comptoir/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../paths.ts';
import { SWITCH_LANGUAGE, WithLanguageSwitch } from '../../test/language-switch.tsx';
import { SessionProvider, useSession } from '../../features/session/index.ts';
import { renderAt } from '../../test/render.tsx';
import { UserFormPage } from './user-form-page.tsx';

const refusal = (status: number) => vi.fn(async () => new Response(JSON.stringify({ isSuccess: false, Messages: [] }), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('editing a user the address does not name', () => {
  for (const [language, locale] of [['en', 'en-CA'], ['fr', 'fr-CA']] as const) {
    for (const [status, id] of [[404, '00000000-0000-4000-8000-000000000000'], [400, 'not-an-id']] as const) {
      it(`says it was not found, not 'try again later', with the way back (${locale}, ${status})`, async () => {
        vi.stubGlobal('fetch', refusal(status));
        renderAt(`/${language}/manage-users/edit/${id}`, <SessionProvider><Routes><Route path={`/${language}/${routes.editUser}`} element={<UserFormPage mode="edit" />} /></Routes></SessionProvider>);
        expect((await screen.findByRole('alert')).textContent).toBe(formatMessage(locale, 'errors.notFound'));
        // A heading where the keyboard lands, and a tab that says so: it had none, and the tab said 'Edit'.
        expect(screen.getByRole('heading', { level: 1, name: formatMessage(locale, 'notFound.title') })).toBeTruthy();
        await waitFor(() => expect(document.title).toBe(`${formatMessage(locale, 'notFound.title')} | ${formatMessage(locale, 'common.appName')}`));
        expect(screen.getByRole('link', { name: formatMessage(locale, 'admin.users.back') }).getAttribute('href')).toBe(`/${language}/user-management`);
      });
    }

    it(`an api that fails otherwise is the generic message (${locale})`, async () => {
      vi.stubGlobal('fetch', refusal(500));
      renderAt(`/${language}/manage-users/edit/00000000-0000-4000-8000-000000000000`, <SessionProvider><Routes><Route path={`/${language}/${routes.editUser}`} element={<UserFormPage mode="edit" />} /></Routes></SessionProvider>);
      expect((await screen.findByRole('alert')).textContent).toBe(formatMessage(locale, 'errors.generic'));
      expect(screen.getByRole('heading', { level: 1, name: formatMessage(locale, 'admin.users.editTitle', { name: '' }).trim() })).toBeTruthy();
    });
  }
});

describe('a new user’s form left untouched', () => {
  it('asks nothing on leaving after a language switch (the language the form started with is not a change the admin made)', async () => {
    const options = { shipTos: [], approvalGroups: [] };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(options), { status: 200, headers: { 'Content-Type': 'application/json' } })));
    renderAt('/fr/manage-users/create', (
      <SessionProvider>
      <WithLanguageSwitch>
        <Link to="/en/approval-groups">Elsewhere</Link>
        <Routes>
          <Route path={`/:language/${routes.createUser}`} element={<UserFormPage mode="create" />} />
          <Route path="/:language/approval-groups" element={<h1>Groups</h1>} />
        </Routes>
      </WithLanguageSwitch>
      </SessionProvider>
    ));
    await screen.findByLabelText(formatMessage('fr-CA', 'admin.users.language'), {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: SWITCH_LANGUAGE }));
    // The other language's texts load first: under a full run's load that took over the default second once.
    const language = (await screen.findByLabelText(formatMessage('en-CA', 'admin.users.language'), {}, { timeout: 5000 })) as HTMLSelectElement;
    expect(language.value).toBe('fr-CA');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Groups' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});

describe('an admin editing their own account', () => {
  const me = '7a702e0d-c0dc-470a-9842-e7c7f1d5a5a3';
  const user = { buyerId: me, logonName: 'admin-qc', firstName: 'Mathieu', lastName: 'Bouchard', emailAddress: 'mathieu@example.ca', cultureCode: 'fr-CA', isAdmin: true, isActive: true, defaultShipToId: null, approvalGroupId: null, lastLoginAt: null, temporaryPasswordExpiresAt: null };
  const api = (url: string) => {
    const body = url.endsWith('/me') ? { buyerId: me, logonName: 'admin-qc' } : url.endsWith('/options') ? { shipTos: [], approvalGroups: [] } : { ...user, buyerId: url.split('/').pop() };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  const edit = (buyerId: string) =>
    renderAt(`/fr/manage-users/edit/${buyerId}`, <SessionProvider><Routes><Route path={`/fr/${routes.editUser}`} element={<UserFormPage mode="edit" />} /></Routes></SessionProvider>);

  it('is not offered to remove their own administrator role, which the api refuses, and is told why (fr-CA)', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => api(url)));
    edit(me);
    const isAdmin = (await screen.findByRole('checkbox', { name: formatMessage('fr-CA', 'admin.users.isAdmin') })) as HTMLInputElement;
    expect(isAdmin.checked).toBe(true);
    expect(isAdmin.disabled).toBe(true);
    expect(document.getElementById(isAdmin.getAttribute('aria-describedby') ?? '')?.textContent).toBe(formatMessage('fr-CA', 'admin.users.cannotDemoteSelf'));
  });

  it("keeps another administrator's role theirs to change", async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => api(url)));
    edit('3b6a4ee9-e4b8-4af4-b541-dfe83f30d78c');
    const isAdmin = (await screen.findByRole('checkbox', { name: formatMessage('fr-CA', 'admin.users.isAdmin') })) as HTMLInputElement;
    expect(isAdmin.disabled).toBe(false);
    expect(isAdmin.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('saving an edit', () => {
  const id = '9fef7d3f-37a9-4695-ab18-d4f83dfc100c';
  const group = '71a3a6c5-ed29-40a8-aad7-b4e4e5906acd';
  const user = { buyerId: id, logonName: 'lucas.martin', firstName: 'Lucas', lastName: 'Martin', emailAddress: 'lucas.martin@example.ca', cultureCode: 'en-CA', isAdmin: false, isActive: true, defaultShipToId: null, approvalGroupId: group, lastLoginAt: null, temporaryPasswordExpiresAt: null };
  const options = { shipTos: [], approvalGroups: [{ id: group, nameEn: 'Purchasing', nameFr: 'Achats' }] };
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

  for (const [language, locale] of [['en', 'en-CA'], ['fr', 'fr-CA']] as const) {
    it(`sends only what the admin changed, so a change made meanwhile elsewhere (the user's language) stays (${locale})`, async () => {
      const sent: unknown[] = [];
      vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          sent.push(JSON.parse(String(init.body)));
          return json({ user: { ...user, cultureCode: 'fr-CA', emailAddress: 'lucas@example.ca' } });
        }
        return json(url.endsWith('/options') ? options : url.endsWith('/me') ? { buyerId: 'someone-else' } : user);
      }));
      renderAt(`/${language}/manage-users/edit/${id}`, (
        <SessionProvider>
          <Routes>
            <Route path={`/${language}/${routes.editUser}`} element={<UserFormPage mode="edit" />} />
            <Route path={`/${language}/${routes.viewUser}`} element={<h1>Viewed</h1>} />
          </Routes>
        </SessionProvider>
      ));
      const email = await screen.findByLabelText(formatMessage(locale, 'fields.emailAddress'));
      // A space typed around a name is no change of it.
      fireEvent.change(screen.getByLabelText(formatMessage(locale, 'fields.firstName')), { target: { value: ' Lucas ' } });
      fireEvent.change(email, { target: { value: '  lucas@example.ca ' } });
      fireEvent.click(screen.getByRole('button', { name: formatMessage(locale, 'admin.users.save') }));
      expect(await screen.findByRole('heading', { name: 'Viewed' })).toBeTruthy();
      expect(sent).toEqual([{ emailAddress: 'lucas@example.ca' }]);
    });
  }
});

describe('an admin saving their own name', () => {
  const me = '01f08946-776f-4c2a-9907-72ff410d847b';
  const user = { buyerId: me, logonName: 'admin-on', firstName: 'Sarah', lastName: 'Whitfield', emailAddress: 'sarah@example.ca', cultureCode: 'en-CA', isAdmin: true, isActive: true, defaultShipToId: null, approvalGroupId: null, lastLoginAt: null, temporaryPasswordExpiresAt: null };
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  const SignedInAs = () => <p data-testid="signed-in-as">{useSession().profile?.firstName} {useSession().profile?.lastName}</p>;

  for (const [language, locale] of [['en', 'en-CA'], ['fr', 'fr-CA']] as const) {
    it(`is named as they now are where the console says who is signed in, not as they signed in (${locale})`, async () => {
      vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'PATCH') return json({ user: { ...user, ...JSON.parse(String(init.body)) } });
        return json(url.endsWith('/options') ? { shipTos: [], approvalGroups: [] } : url.endsWith('/me') ? { buyerId: me, logonName: 'admin-on' } : user);
      }));
      renderAt(`/${language}/manage-users/edit/${me}`, (
        <SessionProvider>
          <SignedInAs />
          <Routes>
            <Route path={`/${language}/${routes.editUser}`} element={<UserFormPage mode="edit" />} />
            <Route path={`/${language}/${routes.viewUser}`} element={<h1>Viewed</h1>} />
          </Routes>
        </SessionProvider>
      ));
      fireEvent.change(await screen.findByLabelText(formatMessage(locale, 'fields.firstName')), { target: { value: 'Sarah-Jane' } });
      expect(screen.getByTestId('signed-in-as').textContent).toBe('Sarah Whitfield');
      fireEvent.click(screen.getByRole('button', { name: formatMessage(locale, 'admin.users.save') }));
      expect(await screen.findByRole('heading', { name: 'Viewed' })).toBeTruthy();
      expect(screen.getByTestId('signed-in-as').textContent).toBe('Sarah-Jane Whitfield');
    });
  }
});

describe('a session that ends while an edit is typed', () => {
  const id = '9ab7b76b-d6ca-4390-b652-80ddaf339f05';
  const user = { buyerId: id, logonName: 'hannah.patel', firstName: 'Hannah', lastName: 'Patel', emailAddress: 'hannah@example.ca', cultureCode: 'en-CA', isAdmin: false, isActive: true, defaultShipToId: null, approvalGroupId: null, lastLoginAt: null, temporaryPasswordExpiresAt: null };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const api = (admin: string, patch: () => Response) => vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') return patch();
    if (url.endsWith('/sign-out')) return json({});
    return json(url.endsWith('/options') ? { shipTos: [], approvalGroups: [] } : url.endsWith('/me') ? { buyerId: admin, logonName: 'admin-on' } : user);
  });
  const ended = () => json({ isSuccess: false, Messages: [{ PrimaryMessage: 'Your session has ended.', Type: 'auth.sessionExpired' }] }, 401);
  const editAt = (language: 'en' | 'fr') => renderAt(`/${language}/manage-users/edit/${id}`, (
    <SessionProvider>
      <Routes>
        <Route path={`/:language/${routes.editUser}`} element={<UserFormPage mode="edit" />} />
        <Route path="/:language/sign-in" element={<h1>Sign in</h1>} />
      </Routes>
    </SessionProvider>
  ));

  it('gives the typing back to the same administrator signing in again, in the language they now use, once', async () => {
    vi.stubGlobal('fetch', api('admin-1', ended));
    const first = editAt('en');
    fireEvent.change(await screen.findByLabelText(formatMessage('en-CA', 'fields.lastName')), { target: { value: 'Patel-Tremblay' } });
    fireEvent.click(screen.getByRole('button', { name: formatMessage('en-CA', 'admin.users.save') }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    first.unmount();

    // Signed in again (here, on the French sign-in page): the form holds what was typed, says so, and holds it as unsaved.
    vi.stubGlobal('fetch', api('admin-1', () => json({ user })));
    const again = editAt('fr');
    expect(((await screen.findByLabelText(formatMessage('fr-CA', 'fields.lastName'))) as HTMLInputElement).value).toBe('Patel-Tremblay');
    expect(screen.getByRole('status').textContent).toBe(formatMessage('fr-CA', 'admin.unsavedChanges.restored'));
    again.unmount();

    // Given back once: the form opened afterwards is the user as saved.
    editAt('en');
    expect(((await screen.findByLabelText(formatMessage('en-CA', 'fields.lastName'))) as HTMLInputElement).value).toBe('Patel');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never gives it to another administrator signing in on the same tab', async () => {
    vi.stubGlobal('fetch', api('admin-1', ended));
    const first = editAt('en');
    fireEvent.change(await screen.findByLabelText(formatMessage('en-CA', 'fields.lastName')), { target: { value: 'Patel-Tremblay' } });
    fireEvent.click(screen.getByRole('button', { name: formatMessage('en-CA', 'admin.users.save') }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    first.unmount();

    vi.stubGlobal('fetch', api('admin-2', () => json({ user })));
    editAt('en');
    expect(((await screen.findByLabelText(formatMessage('en-CA', 'fields.lastName'))) as HTMLInputElement).value).toBe('Patel');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
