import { formatMessage, type AdminApprovalGroup } from '@comptoir/core';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../paths.ts';
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
const show = (language: 'en' | 'fr', answer: AdminApprovalGroup) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  renderAt(`/${language}/approval-groups/view-approval-group/${answer.approvalGroupId}`, <Routes><Route path={`/${language}/${routes.viewApprovalGroup}`} element={<ApprovalGroupDetailsPage />} /></Routes>);
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

    it(`an address that is not a group's id (${locale}, the api's 400) says it was not found, with the way back`, async () => {
      vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ isSuccess: false, Messages: [] }), { status: 400, headers: { 'Content-Type': 'application/json' } })));
      renderAt(`/${language}/approval-groups/view-approval-group/xyz`, <Routes><Route path={`/${language}/${routes.viewApprovalGroup}`} element={<ApprovalGroupDetailsPage />} /></Routes>);
      expect((await screen.findByRole('alert')).textContent).toBe(formatMessage(locale, 'errors.notFound'));
      expect(screen.getByRole('link', { name: formatMessage(locale, 'admin.approvalGroups.back') })).toBeTruthy();
    });
  }
});
