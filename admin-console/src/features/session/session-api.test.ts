import { afterEach, describe, expect, it, vi } from 'vitest';
import { authenticate } from './session-api.ts';

const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const buyerId = '7a702e0d-c0dc-470a-9842-e7c7f1d5a5a3';

afterEach(() => vi.unstubAllGlobals());

describe('console sign-in', () => {
  it('refuses an account that is not an administrator and ends the session it just opened', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/authenticate') ? reply({ isSuccess: true, buyerId, sessionId: 's', redirectUrl: '/en', messages: [], adminUserId: null }) : reply({ isSuccess: true, redirectUrl: '/en', Messages: [] }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await authenticate({ logonName: 'buyer-on', password: 'x' })).toEqual({ buyer: null, refusal: 'admin.signIn.notAdministrator' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/svc/auth/api/buyer/authenticate', '/svc/auth/api/buyer/logout']);
  });

  it('refuses an administrator whose temporary password must be changed first (decision 032), and ends the session it just opened', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/authenticate')
        ? reply({ isSuccess: true, buyerId, sessionId: 's', redirectUrl: '/en/change-password?reason=temporaryPassword&returnUrl=%2Fen', messages: [{ primaryMessage: 'Your password is temporary.' }], adminUserId: buyerId, passwordChangeRequired: true })
        : reply({ isSuccess: true, redirectUrl: '/en', Messages: [] }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await authenticate({ logonName: 'new-admin', password: 'x' })).toEqual({ buyer: null, refusal: 'admin.signIn.passwordChangeRequired' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/svc/auth/api/buyer/authenticate', '/svc/auth/api/buyer/logout']);
  });

  it("an administrator gets in with their name; wrong credentials carry the server's message", async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      if (url.endsWith('/authenticate')) return reply({ isSuccess: true, buyerId, sessionId: 's', redirectUrl: '/en', messages: [], adminUserId: buyerId });
      if (url.endsWith('/me')) return reply({ buyerId, logonName: 'admin-on' });
      return reply({ buyerId, firstName: 'Sarah', lastName: 'Whitfield' });
    }));
    expect(await authenticate({ logonName: 'admin-on', password: 'x' })).toMatchObject({ buyer: { buyerId, logonName: 'admin-on', firstName: 'Sarah', lastName: 'Whitfield' } });
    vi.stubGlobal('fetch', vi.fn(async () => reply({ isSuccess: false, Messages: [{ PrimaryMessage: 'Could not authenticate user.' }] }, 401)));
    expect(await authenticate({ logonName: 'admin-on', password: 'bad' })).toEqual({ buyer: null, primaryMessage: 'Could not authenticate user.' });
  });
});
