import { formatMessage, type AdminApprovalGroup } from '@comptoir/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../paths.ts';
import { rememberResult } from '../../features/users/index.ts';
import { SWITCH_LANGUAGE, WithLanguageSwitch } from '../../test/language-switch.tsx';
import { renderAt } from '../../test/render.tsx';
import { ApprovalGroupDetailsPage } from './approval-group-details-page.tsx';

const group = (ordersAwaitingApproval: number): AdminApprovalGroup => ({
  approvalGroupId: '71a3a6c5-ed29-40a8-aad7-b4e4e5906acd',
  nameEn: 'Purchasing approvals',
  nameFr: 'Approbation des achats',
  name: 'Approbation des achats',
  thresholdAmount: 50_000,
  memberCount: 1,
  approvers: [{ buyerId: '3b6a4ee9-e4b8-4af4-b541-dfe83f30d78c', firstName: 'Marcus', lastName: 'Bennett', logonName: 'approver-on', isActive: true }],
  members: [{ buyerId: '7a702e0d-c0dc-470a-9842-e7c7f1d5a5a3', firstName: 'Olivia', lastName: 'Chen', logonName: 'buyer-on', isActive: true }],
  ordersAwaitingApproval,
});
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const renderPage = (language: 'en' | 'fr', groupId: string) =>
  renderAt(`/${language}/approval-groups/view-approval-group/${groupId}`, <Routes><Route path={`/${language}/${routes.viewApprovalGroup}`} element={<ApprovalGroupDetailsPage />} /></Routes>);
const show = (language: 'en' | 'fr', shown: AdminApprovalGroup) => {
  const fetch = vi.fn(async () => answer(shown));
  vi.stubGlobal('fetch', fetch);
  renderPage(language, shown.approvalGroupId);
  return fetch;
};

afterEach(() => vi.unstubAllGlobals());

describe('an approval group’s page', () => {
  for (const [language, locale] of [['en', 'en-CA'], ['fr', 'fr-CA']] as const) {
    it(`with orders awaiting its approval (${locale}), offers no deletion the api will refuse, and says why`, async () => {
      const fetch = show(language, group(2));
      const remove = (await screen.findByRole('button', { name: formatMessage(locale, 'admin.approvalGroups.delete') })) as HTMLButtonElement;
      // The confirmation said the group would be deleted for good, then the api refused (409).
      expect(remove.disabled).toBe(true);
      expect(document.getElementById(remove.getAttribute('aria-describedby') ?? '')?.textContent).toBe(formatMessage(locale, 'admin.approvalGroups.ordersAwaiting'));
      fireEvent.click(remove);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it(`with no order awaiting (${locale}), asks first and says what deleting does`, async () => {
      show(language, group(0));
      const remove = (await screen.findByRole('button', { name: formatMessage(locale, 'admin.approvalGroups.delete') })) as HTMLButtonElement;
      expect(remove.disabled).toBe(false);
      expect(remove.getAttribute('aria-describedby')).toBeNull();
      fireEvent.click(remove);
      expect(screen.getByRole('dialog', { hidden: true }).textContent).toContain(formatMessage(locale, 'admin.approvalGroups.confirmDelete_one', { count: 1 }));
    });

    for (const [awaitingNow, outcome] of [[3, 'stays refused'], [0, 'becomes possible again']] as const) {
      it(`a deletion refused (409) because orders came to await the group (${locale}) says why in the page's language and shows the group as it is now: Delete ${outcome}`, async () => {
        const answers = [
          answer(group(0)),
          // The api's own text, deliberately not the page's: the page says it in its own language.
          answer({ isSuccess: false, Messages: [{ PrimaryMessage: 'refused by the api' }] }, 409),
          answer(group(awaitingNow)),
        ];
        const fetch = vi.fn(async () => answers.shift() as Response);
        vi.stubGlobal('fetch', fetch);
        renderPage(language, group(0).approvalGroupId);
        const deleteName = formatMessage(locale, 'admin.approvalGroups.delete');
        const remove = (await screen.findByRole('button', { name: deleteName })) as HTMLButtonElement;
        expect(remove.disabled).toBe(false);
        fireEvent.click(remove);
        fireEvent.click(within(screen.getByRole('dialog', { hidden: true })).getByRole('button', { name: deleteName, hidden: true }));

        const reason = formatMessage(locale, 'admin.approvalGroups.ordersAwaiting');
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toBe(reason);
        await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
        expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].method).toBe('DELETE');
        expect((fetch.mock.calls[2] as unknown as [string, RequestInit])[1].method).toBe('GET');
        expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
        const after = screen.getByRole('button', { name: deleteName }) as HTMLButtonElement;
        await waitFor(() => expect(after.disabled).toBe(awaitingNow > 0));
        // The keyboard is on the reason (a disabled Delete cannot take it back from the dialog).
        await waitFor(() => expect(document.activeElement).toBe(alert));
        if (awaitingNow > 0) expect(document.getElementById(after.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
        else expect(after.getAttribute('aria-describedby')).toBeNull();
      });
    }

    it(`an address that is not a group's id (${locale}, the api's 400) says it was not found, with the way back`, async () => {
      vi.stubGlobal('fetch', vi.fn(async () => answer({ isSuccess: false, Messages: [] }, 400)));
      renderPage(language, 'xyz');
      expect((await screen.findByRole('alert')).textContent).toBe(formatMessage(locale, 'errors.notFound'));
      expect(screen.getByRole('link', { name: formatMessage(locale, 'admin.approvalGroups.back') })).toBeTruthy();
    });
  }

  for (const [language, locale] of [['en', 'en-CA'], ['fr', 'fr-CA']] as const) {
    it(`with no approver left (they were deleted, ${locale}), says that nobody can decide its members’ orders, and what to do`, async () => {
      show(language, { ...group(0), approvers: [] });
      await waitFor(() => expect(document.querySelector('.panel .alert')?.textContent).toBe(formatMessage(locale, 'admin.approvalGroups.noApproversLeft')));
      expect(screen.getAllByRole('list')).toHaveLength(1);
    });
  }

  it('a notice handed from the form (the group saved) reads in the language switched to, with the group’s name in it', async () => {
    const shown = group(0);
    // The page loads the group again in the language switched to (its name is the request's language's).
    const answers = [{ ...shown, name: shown.nameEn }, shown];
    vi.stubGlobal('fetch', vi.fn(async () => answer(answers.shift())));
    rememberResult({ shownOn: shown.approvalGroupId, notice: { key: 'admin.approvalGroups.saved', params: { name: { 'en-CA': shown.nameEn, 'fr-CA': shown.nameFr } } } });
    renderAt(`/en/approval-groups/view-approval-group/${shown.approvalGroupId}`, (
      <WithLanguageSwitch>
        <Routes>{(['en', 'fr'] as const).map((language) => <Route key={language} path={`/${language}/${routes.viewApprovalGroup}`} element={<ApprovalGroupDetailsPage />} />)}</Routes>
      </WithLanguageSwitch>
    ));
    expect((await screen.findByRole('status')).textContent).toBe(formatMessage('en-CA', 'admin.approvalGroups.saved', { name: shown.nameEn }));
    fireEvent.click(screen.getByRole('button', { name: SWITCH_LANGUAGE }));
    await screen.findByRole('heading', { level: 1, name: shown.nameFr });
    // Said again once the French texts are in (the whole page switches then), never an English sentence with the French name.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(formatMessage('fr-CA', 'admin.approvalGroups.saved', { name: shown.nameFr })));
  });
});
