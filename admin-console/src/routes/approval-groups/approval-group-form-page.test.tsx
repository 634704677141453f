import { formatMessage, type AdminApprovalGroup } from '@comptoir/core';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../paths.ts';
import { SWITCH_LANGUAGE, WithLanguageSwitch } from '../../test/language-switch.tsx';
import { renderAt } from '../../test/render.tsx';
import { ApprovalGroupFormPage } from './approval-group-form-page.tsx';

const group: AdminApprovalGroup = {
  approvalGroupId: '71a3a6c5-ed29-40a8-aad7-b4e4e5906acd',
  nameEn: 'Lakeshore purchasing approvals',
  nameFr: 'Approbations des achats Lakeshore',
  name: 'Lakeshore purchasing approvals',
  thresholdAmount: 50_000,
  memberCount: 0,
  approvers: [],
  members: [],
  ordersAwaitingApproval: 0,
};
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('modifying an approval group', () => {
  it('names the group in the language switched to (the heading kept the English name on the French page)', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => answer(url.endsWith('/options') ? { approvers: [] } : group)));
    renderAt(`/en/approval-groups/modify-approval-group/${group.approvalGroupId}`, (
      <WithLanguageSwitch>
        <Routes>{(['en', 'fr'] as const).map((language) => <Route key={language} path={`/${language}/${routes.editApprovalGroup}`} element={<ApprovalGroupFormPage mode="edit" />} />)}</Routes>
      </WithLanguageSwitch>
    ));
    expect(await screen.findByRole('heading', { level: 1, name: formatMessage('en-CA', 'admin.approvalGroups.editTitle', { name: group.nameEn }) })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: SWITCH_LANGUAGE }));
    expect(await screen.findByRole('heading', { level: 1, name: formatMessage('fr-CA', 'admin.approvalGroups.editTitle', { name: group.nameFr }) }, { timeout: 3000 })).toBeTruthy();
  });
});
