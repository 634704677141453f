import { formatMessage } from '@comptoir/core';
import { fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../paths.ts';
import { SWITCH_LANGUAGE, WithLanguageSwitch } from '../../test/language-switch.tsx';
import { renderAt } from '../../test/render.tsx';
import { UserFormPage } from './user-form-page.tsx';

const refusal = (status: number) => vi.fn(async () => new Response(JSON.stringify({ isSuccess: false, Messages: [] }), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('editing a user the address does not name', () => {
  for (const [language, locale] of [['en', 'en-CA'], ['fr', 'fr-CA']] as const) {
    for (const [status, id] of [[404, '00000000-0000-4000-8000-000000000000'], [400, 'not-an-id']] as const) {
      it(`says it was not found, not 'try again later', with the way back (${locale}, ${status})`, async () => {
        vi.stubGlobal('fetch', refusal(status));
        renderAt(`/${language}/manage-users/edit/${id}`, <Routes><Route path={`/${language}/${routes.editUser}`} element={<UserFormPage mode="edit" />} /></Routes>);
        expect((await screen.findByRole('alert')).textContent).toBe(formatMessage(locale, 'errors.notFound'));
        expect(screen.getByRole('link', { name: formatMessage(locale, 'admin.users.back') }).getAttribute('href')).toBe(`/${language}/user-management`);
      });
    }

    it(`an api that fails otherwise is the generic message (${locale})`, async () => {
      vi.stubGlobal('fetch', refusal(500));
      renderAt(`/${language}/manage-users/edit/00000000-0000-4000-8000-000000000000`, <Routes><Route path={`/${language}/${routes.editUser}`} element={<UserFormPage mode="edit" />} /></Routes>);
      expect((await screen.findByRole('alert')).textContent).toBe(formatMessage(locale, 'errors.generic'));
    });
  }
});

describe('a new user’s form left untouched', () => {
  it('asks nothing on leaving after a language switch (the language the form started with is not a change the admin made)', async () => {
    const options = { shipTos: [], approvalGroups: [] };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(options), { status: 200, headers: { 'Content-Type': 'application/json' } })));
    renderAt('/fr/manage-users/create', (
      <WithLanguageSwitch>
        <Link to="/en/approval-groups">Elsewhere</Link>
        <Routes>
          <Route path={`/:language/${routes.createUser}`} element={<UserFormPage mode="create" />} />
          <Route path="/:language/approval-groups" element={<h1>Groups</h1>} />
        </Routes>
      </WithLanguageSwitch>
    ));
    await screen.findByLabelText(formatMessage('fr-CA', 'admin.users.language'));
    fireEvent.click(screen.getByRole('button', { name: SWITCH_LANGUAGE }));
    const language = (await screen.findByLabelText(formatMessage('en-CA', 'admin.users.language'))) as HTMLSelectElement;
    expect(language.value).toBe('fr-CA');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Groups' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});
