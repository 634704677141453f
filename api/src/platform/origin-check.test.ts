import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { originCheck } from './origin-check.ts';

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

  it('accepts localhost origins only in local development', async () => {
    expect((await send('POST', { ...withCookie, Origin: 'http://localhost:5173' }, true)).status).toBe(200);
  });

  it('ignores reads and requests without the session cookie', async () => {
    expect((await send('GET', { ...withCookie, Origin: 'https://evil.example' })).status).toBe(200);
    expect((await send('POST', { Origin: 'https://evil.example' })).status).toBe(200);
  });
});
