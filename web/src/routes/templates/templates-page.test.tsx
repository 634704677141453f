import { formatMessage } from '@comptoir/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { withModalDialogs } from '../../test/modal-dialog.ts';
import { openStorefront } from '../../test/open-storefront.tsx';
import { forgetRestoredBuyer, jsonAnswer as json, restoreBuyer, restoredBuyerId, restoredProfile } from '../../test/restored-buyer.ts';

const profile = restoredProfile({ logonName: 'buyer-qc', firstName: 'Geneviève', lastName: 'Gagnon', cultureCode: 'fr-CA' });
const summary = (templateId: string, name: string) => ({ templateId, name, lineCount: 3, createdDate: '2026-11-20' });
let templates = [summary('11111111-1111-4111-8111-111111111111', 'Lundi'), summary('22222222-2222-4222-8222-222222222222', 'Mardi')];

withModalDialogs();

beforeEach(() => {
  templates = [summary('11111111-1111-4111-8111-111111111111', 'Lundi'), summary('22222222-2222-4222-8222-222222222222', 'Mardi')];
  vi.stubGlobal('scrollTo', () => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith(`/svc/buyers/buyers/${restoredBuyerId}?`)) return json(profile);
      if (url.startsWith(`/svc/orders/buyers/${restoredBuyerId}/templates`)) return json(templates);
      const deleted = /^\/svc\/orders\/templates\/([^/?]+)$/.exec(url);
      if (deleted && init?.method === 'DELETE') {
        const name = templates.find((template) => template.templateId === deleted[1])?.name ?? '';
        templates = templates.filter((template) => template.templateId !== deleted[1]);
        return json({ isSuccess: true, Messages: [{ MessageStatus: 3, MessageType: 4, PrimaryMessage: formatMessage('fr-CA', 'templates.deleted', { name }), SecondaryMessages: [], Type: 'templates.deleted' }] });
      }
      return json([]);
    }),
  );
  restoreBuyer();
});
afterEach(forgetRestoredBuyer);

const text = (key: string, params: Record<string, string> = {}) => formatMessage('fr-CA', key, params);

it('a template deleted with the keyboard hands it to the Delete of the template that took its place, then to the heading once none is left (it fell to the page body)', async () => {
  const user = userEvent.setup();
  openStorefront('/fr/orders/templates');
  const deleteOf = (name: string) => screen.findByRole('button', { name: text('templates.deleteAction', { name }) });
  const deleteTemplate = async (name: string) => {
    (await deleteOf(name)).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: text('templates.deleteConfirm') }));
    await waitFor(() => expect(screen.queryByRole('button', { name: text('templates.deleteAction', { name }) })).toBeNull());
  };
  await deleteTemplate('Lundi');
  await waitFor(async () => expect(document.activeElement).toBe(await deleteOf('Mardi')));
  await deleteTemplate('Mardi');
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: text('templates.title') })));
});
