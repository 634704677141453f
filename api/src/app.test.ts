import { formatMessage, toMessages } from '@comptoir/core';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { openTestDb, type TestDb } from './db/test-db.ts';
import { createLogger } from './platform/logger.ts';
import { TEST_SESSION_SECRET } from './test/test-app.ts';

describe('createApp', () => {
  let handle: TestDb;
  let app: ReturnType<typeof createApp>;
  const lines: string[] = [];
  beforeAll(async () => {
    handle = await openTestDb();
    app = createApp({ db: handle.db, databaseKind: handle.kind, logger: createLogger('info', {}, (line) => lines.push(line)) });
  });
  afterAll(() => handle.close());

  it('gives every response a request id of its own when not behind our proxy: a caller cannot name its audit rows', async () => {
    const fresh = await app.request('/api/health');
    expect(fresh.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    const named = await app.request('/api/health', { headers: { 'X-Request-Id': 'trace-42' } });
    expect(named.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed incoming request id behind our own proxy (TRUST_PROXY), its trace', async () => {
    const proxied = createApp({ db: handle.db, databaseKind: handle.kind, logger: createLogger('info', {}, () => {}), config: { nodeEnv: 'test', publicOrigin: 'http://localhost:3000', sessionSecret: TEST_SESSION_SECRET, trustProxy: true } });
    const kept = await proxied.request('/api/health', { headers: { 'X-Request-Id': 'trace-42' } });
    expect(kept.headers.get('X-Request-Id')).toBe('trace-42');
  });

  it('answers unknown API paths with a JSON 404 in the Messages shape, in the request language', async () => {
    // /admin-api answers 401 before routing when there is no admin session (the admin guard).
    for (const path of ['/api/nothing-here', '/api', '/svc/search/Nope']) {
      const response = await app.request(path, { method: path.startsWith('/svc') ? 'POST' : 'GET', headers: { 'Accept-Language': 'fr-CA' } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        isSuccess: false,
        Messages: [{ MessageStatus: 1, MessageType: 4, PrimaryMessage: formatMessage('fr-CA', 'errors.notFound'), SecondaryMessages: [], Type: 'errors.notFound' }],
      });
    }
  });

  // They answered 404 (or a guard's 401, as if signing in would help), as if the path were not there.
  it('answers a method a documented path does not have with 405 before any guard, naming those it has in Allow, in the request language', async () => {
    // As the server composes it: the storefront's routes (GET /*, HEAD /assets/*) are not the api's.
    const served = createApp({ db: handle.db, databaseKind: handle.kind, logger: createLogger('silent'), staticApps: { webDist: tmpdir(), adminDist: tmpdir(), mediaDir: tmpdir() } });
    const document = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    let checked = 0;
    const changesBehindGet = ['/api/cart/removeProduct/{id}', '/api/products/RemoveRestrictedProducts'];
    // The methods the document gives a path: those of every template it fits (/admin-api/users/options fits {buyerId} too).
    const templates = Object.entries(document.paths).map(([template, operations]) => ({ fits: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`), methods: Object.keys(operations) }));
    for (const template of Object.keys(document.paths)) {
      const path = template.replace(/\{\w+\}/g, '1');
      const documented = templates.filter(({ fits }) => fits.test(path)).flatMap(({ methods }) => methods.map((method) => method.toUpperCase()));
      // A HEAD would run the GET's handler: the GETs that change the cart answer none.
      const headAnswered = documented.includes('GET') && !changesBehindGet.includes(template);
      const allowed = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => documented.includes(method) || (method === 'HEAD' && headAnswered));
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((candidate) => !allowed.includes(candidate))) {
        const response = await served.request(path, { method, headers: { 'Accept-Language': 'fr-CA' } });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('Allow'), `${method} ${path}`).toBe(allowed.join(', '));
        if (method !== 'HEAD') expect(await response.json()).toEqual({ isSuccess: false, Messages: toMessages('request.methodNotAllowed', 'fr-CA', { method, allowed: allowed.join(', ') }) });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(200);
    // A path no route has stays 404, whatever the method.
    expect((await served.request('/api/nothing-here', { method: 'DELETE' })).status).toBe(404);
  });

  // The body limit answers before the session is read: it too must hear the language cookie, not only Accept-Language.
  it('refuses a body over the limit in the language the request names, by header or by the language cookie', async () => {
    for (const headers of [{ 'Accept-Language': 'fr-CA' }, { Cookie: 'Language=fr' }] as Array<Record<string, string>>) {
      const response = await app.request('/api/cart/addtocart', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }) });
      expect(response.status, JSON.stringify(headers)).toBe(413);
      expect(((await response.json()) as { Messages: Array<{ PrimaryMessage: string }> }).Messages[0]?.PrimaryMessage, JSON.stringify(headers)).toBe(formatMessage('fr-CA', 'errors.payloadTooLarge'));
    }
  });

  it('logs API requests as JSON lines with the request id', async () => {
    const response = await app.request('/api/health');
    const record = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.requestId === response.headers.get('X-Request-Id'));
    expect(record).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/api/health', status: 200 });
  });
});

describe('app.onError', () => {
  it('answers the generic message in the request language and logs the error with the request id', async () => {
    const handle = await openTestDb();
    await handle.close();
    const lines: string[] = [];
    const app = createApp({ db: handle.db, databaseKind: handle.kind, logger: createLogger('info', {}, (line) => lines.push(line)) });

    const response = await app.request('/api/menu/category/1/0', { headers: { 'Accept-Language': 'fr-CA', Cookie: 'APIAUTH=abc123' } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      isSuccess: false,
      Messages: [{ MessageStatus: 1, MessageType: 4, PrimaryMessage: "Quelque chose s'est mal passé. Merci d'essayer plus tard.", SecondaryMessages: [], Type: 'errors.generic' }],
    });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((record) => record.level === 'error');
    expect(logged).toMatchObject({ msg: 'unhandled error', requestId: response.headers.get('X-Request-Id'), path: '/api/menu/category/1/0' });
    expect(logged?.error).toMatchObject({ name: expect.any(String), message: expect.any(String) });
    expect(lines.join('\n')).not.toContain('abc123');
  });
});
