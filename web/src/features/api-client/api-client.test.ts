import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@comptoir/core';
import { createI18n } from '../../i18n/i18n.ts';
import { api, apiRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { onSessionRefused } from './session-refusals.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const callOf = (mock: ReturnType<typeof vi.fn>, index = 0) => mock.mock.calls[index] as unknown as [string, RequestInit];

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

describe('api client', () => {
  it('sends the page language, JSON, the script header and same-origin cookies, and builds the query', async () => {
    document.documentElement.lang = 'fr-CA';
    const fetchMock = vi.fn(async () => json({ ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/cart/addtocart', { Quantity: 2 }, { query: { callingLocation: 'react', skip: undefined } })).resolves.toEqual({ ok: 1 });
    const [url, init] = callOf(fetchMock);
    expect(url).toBe('/api/cart/addtocart?callingLocation=react');
    const headers = new Headers(init.headers);
    expect(headers.get('Accept-Language')).toBe('fr-CA');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(init.credentials).toBe('same-origin');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"Quantity":2}');
  });

  it('maps a 4xx to an ApiError carrying the server messages and their outcome code', async () => {
    const message = { MessageStatus: 1, MessageType: 6, PrimaryMessage: 'Minimum quantity is 5.', SecondaryMessages: [], Type: 'quantity.belowMinimum' };
    vi.stubGlobal('fetch', vi.fn(async () => json({ isSuccess: false, Messages: [message] }, 422)));
    const error = await apiRequest('/api/cart/updateProduct/x', { body: {}, locale: 'en-CA' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).messages).toEqual([message]);
    expect((error as ApiError).code).toBe('quantity.belowMinimum');
  });

  it("reads the authentication service's lower-case messages and falls back to the generic text in the page language", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(json({ messages: [{ primaryMessage: 'Could not authenticate user.' }] }, 401)).mockRejectedValueOnce(new TypeError('offline')));
    const auth = (await api.post('/svc/auth/api/buyer/authenticate', {}, { reportUnauthorized: false }).catch((caught: unknown) => caught)) as ApiError;
    expect(auth.messages[0]?.PrimaryMessage).toBe('Could not authenticate user.');
    // The generic text comes from the catalogue the app's i18next instance holds (main.tsx creates it).
    createI18n('fr-CA', messages['fr-CA']);
    const offline = (await api.get('/api/cart/cartDetails', { locale: 'fr-CA' }).catch((caught: unknown) => caught)) as ApiError;
    expect(offline.status).toBe(0);
    expect(offline.messages[0]?.PrimaryMessage).toBe("Quelque chose s'est mal passé. Merci d'essayer plus tard.");
  });

  it('reports a 401 to the session unless told otherwise', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ isSuccess: false, Messages: [] }, 401)));
    const listener = vi.fn();
    const stop = onSessionRefused(listener);
    await api.get('/api/cart/cartDetails').catch(() => undefined);
    await api.post('/svc/auth/api/buyer/authenticate', {}, { reportUnauthorized: false }).catch(() => undefined);
    stop();
    await api.get('/api/cart/cartDetails').catch(() => undefined);
    expect(listener.mock.calls).toEqual([['unauthorized']]);
  });

  it('reports a 403 asking for a temporary password to be changed (decision 032), and no other 403', async () => {
    const refusal = (Type: string) => json({ isSuccess: false, Messages: [{ MessageStatus: 1, MessageType: 4, PrimaryMessage: 'No.', SecondaryMessages: [], Type }] }, 403);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(refusal('auth.passwordChangeRequired')).mockResolvedValueOnce(refusal('auth.forbidden')));
    const listener = vi.fn();
    const stop = onSessionRefused(listener);
    const error = (await api.get('/api/cart/cartDetails').catch((caught: unknown) => caught)) as ApiError;
    await api.get('/admin-api/me').catch(() => undefined);
    stop();
    expect(error.code).toBe('auth.passwordChangeRequired');
    expect(listener.mock.calls).toEqual([['passwordChangeRequired']]);
  });

  it('checks the answer with the given parser and reads text answers', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(json({ Id: 1 })).mockResolvedValueOnce(new Response('token-text', { headers: { 'Content-Type': 'text/plain' } })));
    const parse = (body: unknown) => {
      if (typeof (body as { Id?: unknown }).Id !== 'string') throw new Error('shape');
      return body as { Id: string };
    };
    await expect(api.get('/x', { parse })).rejects.toBeInstanceOf(ApiError);
    await expect(api.get<string>('/svc/auth/session')).resolves.toBe('token-text');
  });
});
