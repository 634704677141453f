import { formatMessage, loadConsoleCatalogue } from '@comptoir/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n.ts';
import { authenticate, signOutOnServer } from './session-api.ts';

const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const buyerId = '7a702e0d-c0dc-470a-9842-e7c7f1d5a5a3';

afterEach(() => vi.unstubAllGlobals());
// The console's texts as main.tsx starts them (the page's language): a refusal is read against them.
beforeAll(async () => void createI18n('en-CA', await loadConsoleCatalogue('en-CA')));

describe('console sign-in', () => {
  it("signs in through the console's own session, then reads the administrator's name", async () => {
    const fetch = vi.fn(async (url: string) => {
      if (url === '/admin-api/session') return reply({ isSuccess: true, buyerId, Messages: [] });
      if (url.endsWith('/me')) return reply({ buyerId, logonName: 'admin-on' });
      return reply({ buyerId, firstName: 'Sarah', lastName: 'Whitfield' });
    });
    vi.stubGlobal('fetch', fetch);
    expect(await authenticate({ logonName: 'admin-on', password: 'x' })).toMatchObject({ buyer: { buyerId, logonName: 'admin-on', firstName: 'Sarah', lastName: 'Whitfield' } });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/admin-api/session', '/admin-api/me', `/admin-api/users/${buyerId}`]);
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({ LogonName: 'admin-on', Password: 'x' });
  });

  it("shows the server's refusal in its words: wrong credentials, not an administrator, a temporary password", async () => {
    for (const [status, text] of [[401, 'Could not authenticate user.'], [403, 'Ce compte n’est pas administrateur de son entreprise.']] as const) {
      const fetch = vi.fn(async () => reply({ isSuccess: false, Messages: [{ PrimaryMessage: text }] }, status));
      vi.stubGlobal('fetch', fetch);
      expect(await authenticate({ logonName: 'buyer-on', password: 'x' })).toEqual({ buyer: null, primaryMessage: text });
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('a refusal the api names by its code is kept as that code, so the sign-in page says it in the language it shows now', async () => {
    // The api answers in the language the request asked for: the page's (English here).
    const text = formatMessage('en-CA', 'admin.signIn.notAdministrator');
    vi.stubGlobal('fetch', vi.fn(async () => reply({ isSuccess: false, Messages: [{ PrimaryMessage: text, Type: 'admin.signIn.notAdministrator' }] }, 403)));
    expect(await authenticate({ logonName: 'buyer-qc', password: 'x' })).toEqual({ buyer: null, refusal: 'admin.signIn.notAdministrator' });
    // A text with its own values (minutes to wait) is not the code's own text: it is kept as the api wrote it.
    const slowed = 'Try again in 5 min.';
    vi.stubGlobal('fetch', vi.fn(async () => reply({ isSuccess: false, Messages: [{ PrimaryMessage: slowed, Type: 'auth.signInSlowed' }] }, 429)));
    expect(await authenticate({ logonName: 'admin-on', password: 'x' })).toEqual({ buyer: null, primaryMessage: slowed });
  });

  it("signs out of the console's session alone", async () => {
    const fetch = vi.fn(async (_url: string) => reply({ isSuccess: true, Messages: [] }));
    vi.stubGlobal('fetch', fetch);
    await signOutOnServer();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/admin-api/session/sign-out']);
  });
});
