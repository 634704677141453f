import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { SCRIPT_REQUEST_HEADER, originCheck, refuseCrossSite, refuseForeignOrigin } from './origin-check.ts';
import type { SessionEnv } from './session.ts';

const app = (allowLocalhost: boolean) => {
  const hono = new Hono().use(originCheck({ publicOrigin: 'https://shop.example.ca', allowLocalhost })).all('*', (c) => c.text('ok'));
  hono.onError((_error, c) => c.text('refused', 403));
  return hono;
};
const send = (method: string, headers: Record<string, string>, allowLocalhost = false) => app(allowLocalhost).request('/api/x', { method, headers });
const withCookie = { Cookie: 'SessionId=abc' };

describe('Origin check on cookie-authenticated mutations', () => {
  it('lets our own origin and non-browser callers through', async () => {
    expect((await send('POST', { ...withCookie, Origin: 'https://shop.example.ca' })).status).toBe(200);
    expect((await send('POST', withCookie)).status).toBe(200);
    expect((await send('PATCH', { ...withCookie, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });

  it('refuses another origin and cross-site requests', async () => {
    expect((await send('POST', { ...withCookie, Origin: 'https://evil.example' })).status).toBe(403);
    expect((await send('DELETE', { ...withCookie, Origin: 'null' })).status).toBe(403);
    expect((await send('POST', { ...withCookie, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await send('POST', { ...withCookie, Origin: 'http://localhost:5173' })).status).toBe(403);
  });

  it('guards the admin console\'s own session cookie as the storefront\'s', async () => {
    const consoleCookie = { Cookie: 'ConsoleSessionId=abc' };
    expect((await send('PUT', { ...consoleCookie, Origin: 'https://evil.example' })).status).toBe(403);
    expect((await send('POST', { ...consoleCookie, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await send('POST', { ...consoleCookie, Origin: 'https://shop.example.ca' })).status).toBe(200);
  });

  it('accepts localhost origins only in local development', async () => {
    expect((await send('POST', { ...withCookie, Origin: 'http://localhost:5173' }, true)).status).toBe(200);
  });

  it('ignores reads and requests without the session cookie', async () => {
    expect((await send('GET', { ...withCookie, Origin: 'https://evil.example' })).status).toBe(200);
    expect((await send('POST', { Origin: 'https://evil.example' })).status).toBe(200);
  });
});

describe('a GET that changes state (refuseCrossSite)', () => {
  const OURS = 'https://shop.example.ca';
  const guarded = new Hono<SessionEnv>()
    .use(async (c, next) => {
      c.set('sessionConfig', { publicOrigin: OURS } as SessionEnv['Variables']['sessionConfig']);
      await next();
    })
    .get('/api/cart/removeProduct/1', refuseCrossSite(), (c) => c.text('removed'));
  guarded.onError((_error, c) => c.text('refused', 403));
  const get = async (headers: Record<string, string>) => (await guarded.request('/api/cart/removeProduct/1', { headers: { Cookie: 'SessionId=abc', ...headers } })).status;

  it('is served to our own page: Sec-Fetch-Site same-origin, our script header, or our Origin', async () => {
    expect(await get({ 'Sec-Fetch-Site': 'same-origin' })).toBe(200);
    // Safari before 16.4 sends no Sec-Fetch-Site: the storefront's api client sends X-Requested-With.
    expect(await get({ [SCRIPT_REQUEST_HEADER]: 'XMLHttpRequest' })).toBe(200);
    expect(await get({ Origin: OURS })).toBe(200);
  });

  it('refuses what a cross-site <img>, link or navigation sends, whether or not the browser says so', async () => {
    // An <img src> or a link followed in an older browser: no Sec-Fetch-Site, no Origin, no custom header.
    expect(await get({ Accept: 'image/avif,image/webp,*/*' })).toBe(403);
    expect(await get({ Accept: 'text/html', Referer: 'https://evil.example/page' })).toBe(403);
    expect(await get({ 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' })).toBe(403);
    expect(await get({ 'Sec-Fetch-Site': 'same-site' })).toBe(403);
    expect(await get({ 'Sec-Fetch-Site': 'none' })).toBe(403);
    expect(await get({ Origin: 'https://evil.example' })).toBe(403);
    expect(await get({ 'Sec-Fetch-Site': 'cross-site', Origin: OURS })).toBe(403);
  });
});

describe('sign-out from another site (refuseForeignOrigin)', () => {
  const signOut = (publicOrigin: string) => {
    const app = new Hono<SessionEnv>()
      .use(async (c, next) => {
        c.set('sessionConfig', { publicOrigin } as SessionEnv['Variables']['sessionConfig']);
        await next();
      })
      .post('/svc/auth/api/buyer/logout', refuseForeignOrigin(), (c) => c.text('signed out'));
    app.onError((_error, c) => c.text('refused', 403));
    return async (headers: Record<string, string>) => (await app.request('/svc/auth/api/buyer/logout', { method: 'POST', headers })).status;
  };

  it('is served to our origin, a same-origin page and a caller that names none', async () => {
    const send = signOut('https://shop.example.ca');
    expect(await send({ Origin: 'https://shop.example.ca' })).toBe(200);
    expect(await send({ 'Sec-Fetch-Site': 'same-origin' })).toBe(200);
    expect(await send({})).toBe(200);
  });

  it('refuses another origin or a cross-site request; localhost only when we are local', async () => {
    const send = signOut('https://shop.example.ca');
    expect(await send({ Origin: 'https://evil.example' })).toBe(403);
    expect(await send({ Origin: 'null' })).toBe(403);
    expect(await send({ 'Sec-Fetch-Site': 'cross-site' })).toBe(403);
    expect(await send({ Origin: 'http://localhost:5173' })).toBe(403);
    expect(await signOut('http://localhost:3000')({ Origin: 'http://localhost:5173' })).toBe(200);
  });
});
