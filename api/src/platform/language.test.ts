import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { languageFromRequest, parseLanguage } from './language.ts';
import type { Session, SessionEnv } from './session.ts';

const app = new Hono().use(languageFromRequest()).all('*', (c) => c.text(String(c.get('language' as never))));
const languageOf = async (url: string, headers: Record<string, string> = {}) => (await app.request(url, { headers })).text();

describe('language of a request', () => {
  it('recognises en, fr, en-CA, fr-CA and en-US only', () => {
    expect(parseLanguage('fr')).toBe('fr-CA');
    expect(parseLanguage('FR-ca')).toBe('fr-CA');
    expect(parseLanguage('en-US')).toBe('en-CA');
    expect(parseLanguage('de')).toBeUndefined();
    expect(parseLanguage('french')).toBeUndefined();
    expect(parseLanguage(undefined)).toBeUndefined();
  });

  it('prefers the URL, then Accept-Language, then the cookie', async () => {
    expect(await languageOf('/fr/api/buyer/loginpunchout', { Cookie: 'Language=en-CA', 'Accept-Language': 'en-CA' })).toBe('fr-CA');
    expect(await languageOf('/api/x?lang=fr', { Cookie: 'Language=en-CA' })).toBe('fr-CA');
    expect(await languageOf('/api/x', { Cookie: 'Language=en-CA', 'Accept-Language': 'fr-CA' })).toBe('fr-CA');
    expect(await languageOf('/api/x', { Cookie: 'Language=fr-CA', 'Accept-Language': 'de-DE' })).toBe('fr-CA');
    expect(await languageOf('/api/x', { Cookie: 'Language=fr-CA' })).toBe('fr-CA');
    expect(await languageOf('/api/x', { 'Accept-Language': 'fr-CA,fr;q=0.9' })).toBe('fr-CA');
    expect(await languageOf('/api/x')).toBe('en-CA');
    expect(await languageOf('/api/x?lang=xx', { Cookie: 'Language=garbage' })).toBe('en-CA');
  });

  // RFC 9110: the weights say which language is preferred, whatever their order; q=0 refuses one (it was read as the first named).
  it('Accept-Language: the English or French range weighed most, q=0 refusing a language', async () => {
    expect(await languageOf('/api/x', { 'Accept-Language': 'en;q=0.1, fr;q=0.9' })).toBe('fr-CA');
    expect(await languageOf('/api/x', { 'Accept-Language': 'fr-CA;q=0, en;q=0.8' })).toBe('en-CA');
    expect(await languageOf('/api/x', { 'Accept-Language': 'de, fr;q=0.5, en;q=0.4' })).toBe('fr-CA');
    expect(await languageOf('/api/x', { 'Accept-Language': 'en-US,en;q=0.9,fr-CA;q=0.8' })).toBe('en-CA');
    expect(await languageOf('/api/x', { 'Accept-Language': 'fr;q=0.5, en;q=0.5' })).toBe('fr-CA');
    expect(await languageOf('/api/x', { Cookie: 'Language=fr-CA', 'Accept-Language': 'fr;q=0' })).toBe('en-CA');
    expect(await languageOf('/api/x', { Cookie: 'Language=fr-CA', 'Accept-Language': 'en;q=0, fr;q=0' })).toBe('fr-CA');
    expect(await languageOf('/api/x', { 'Accept-Language': 'fr;q=x, en;q=2' })).toBe('fr-CA');
  });

  it("falls back on the signed-in buyer's culture when the request names no language", async () => {
    const signedIn = new Hono<SessionEnv>()
      .use((c, next) => {
        c.set('session', { buyer: { cultureCode: 'fr-CA' } } as Session);
        return next();
      })
      .use(languageFromRequest())
      .all('*', (c) => c.text(c.get('language')));
    const of = async (headers: Record<string, string> = {}) => (await signedIn.request('/api/x', { headers })).text();
    expect(await of()).toBe('fr-CA');
    expect(await of({ 'Accept-Language': 'en-CA' })).toBe('en-CA');
    expect(await of({ Cookie: 'Language=en-CA' })).toBe('en-CA');
  });
});
