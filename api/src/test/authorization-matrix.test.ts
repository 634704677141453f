import { ErrorResponseSchema } from '@comptoir/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachWorld } from '../db/test-db.ts';
import { routeKey } from '../openapi/request-parts.ts';
import { callers, expectedFor, matrixRows, personaLogins, personas, temporaryPasswordLogin, type Caller, type MatrixRow, type Persona, type RowContext, type Subject } from './authorization-matrix.ts';
import { TEST_ORIGIN, bodyOf, seedWorld, signIn, type SignedIn, type World } from './test-app.ts';

type DocumentedAccess = { responses: Record<string, unknown>; 'x-during-password-change': 'open' | 'refused' };

/** The app's endpoints as Hono lists them (middleware and the per-prefix catch-alls are registered as ALL). */
const appEndpoints = (world: World) =>
  [...new Set(world.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`))].sort();

describeEachWorld('authorization matrix', (testDb) => {
  let world: World;
  let subject: Subject;
  const sessions = new Map<Caller, SignedIn | null>();
  let temporaryPassword = '';
  let documented: (row: MatrixRow) => DocumentedAccess | undefined;
  const signInAs = (caller: Exclude<Caller, 'anonymous'>) =>
    caller === 'temporaryPassword' ? signIn(world.app, temporaryPasswordLogin, temporaryPassword) : signIn(world.app, personaLogins[caller]);

  beforeAll(async () => {
    world = await seedWorld(testDb());
    sessions.set('anonymous', null);
    for (const [persona, login] of Object.entries(personaLogins)) sessions.set(persona as Persona, await signIn(world.app, login));
    // Decision 032: the admin resets a colleague's password; the colleague signs in with it and has not changed it.
    const reset = await world.app.request(`/admin-api/users/${world.buyerId(temporaryPasswordLogin)}/reset-password`, { method: 'POST', headers: (sessions.get('admin') as SignedIn).headers });
    temporaryPassword = (await bodyOf(reset)).temporaryPassword;
    sessions.set('temporaryPassword', await signInAs('temporaryPassword'));
    const document = (await bodyOf(await world.app.request('/api/openapi.json'))) as { paths: Record<string, Record<string, DocumentedAccess>> };
    const byRoute = new Map(Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => [routeKey(method, path.replace(/\{(\w+)\}/g, ':$1')), op] as const)));
    documented = (row) => byRoute.get(routeKey(row.method, row.route));
    const buyer = sessions.get('buyer') as SignedIn;
    const clientId = world.clientIdOf('buyer-on');
    const clientNo = world.dataset.clients.find((client) => client.id === clientId)?.clientNo as string;
    subject = { buyerId: buyer.buyerId, sessionId: buyer.sessionId, clientId, clientNo };
  });

  it('lists every endpoint the app serves', () => {
    const listed = new Set(matrixRows.map((row) => `${row.method} ${row.route}`));
    expect(appEndpoints(world).filter((endpoint) => !listed.has(endpoint))).toEqual([]);
    expect([...listed].filter((endpoint) => !appEndpoints(world).includes(endpoint))).toEqual([]);
  });

  it("an admin's audit search lists only their own client's rows, whatever the filter names", async () => {
    const otherAdmin = sessions.get('otherClientAdmin') as SignedIn;
    for (const query of ['', `?actor=${subject.buyerId}`, `?entity=buyer&entityId=${subject.buyerId}`, '?limit=200']) {
      const response = await world.app.request(`/admin-api/audit${query}`, { headers: { Cookie: otherAdmin.cookie } });
      expect(response.status).toBe(200);
      const { rows } = (await response.json()) as { rows: Array<{ clientId: string | null }> };
      expect(rows.filter((entry) => entry.clientId !== world.clientIdOf('admin-qc'))).toEqual([]);
    }
  });

  // What a cross-site <img> or link sends: Safari before 16.4 names no Sec-Fetch-Site; others say cross-site.
  const crossSiteRequests: Array<Record<string, string>> = [
    { Accept: 'image/avif,image/webp,*/*' },
    { Accept: 'text/html', Referer: 'https://evil.example/' },
    { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'image' },
    { 'Sec-Fetch-Site': 'same-site' },
    { Origin: 'https://evil.example' },
  ];
  for (const row of matrixRows.filter((candidate) => candidate.changesState)) {
    it(`${row.method} ${row.route} changes state: refused (403) to a request no page of ours sent, for every persona`, async () => {
      for (const persona of personas.filter((candidate) => candidate !== 'anonymous')) {
        const caller = sessions.get(persona) as SignedIn;
        for (const headers of crossSiteRequests) {
          const response = await world.app.request(row.url({ world, subject, caller }), { headers: { Cookie: caller.cookie, ...headers } });
          expect(response.status, `${persona} ${JSON.stringify(headers)}`).toBe(403);
          expect(ErrorResponseSchema.safeParse(await response.json()).success).toBe(true);
        }
      }
    });
  }

  // The orders, templates, messages, ship-to cards and listings refused a GUID in braces (400) that the buyer and
  // admin calls took: each path id, braced and upper-cased, names the same object for every persona.
  const braced = (url: string) => {
    const [path = '', query] = url.split('?');
    const ids = path.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, (id) => `%7B${id.toUpperCase()}%7D`);
    return query === undefined ? ids : `${ids}?${query}`;
  };
  it('a path id in braces or upper case names the same object, on every read, for every persona', async () => {
    const differing: string[] = [];
    for (const row of matrixRows.filter((candidate) => candidate.method === 'GET' && !candidate.changesState && !candidate.freshSession)) {
      for (const persona of personas) {
        const caller = sessions.get(persona) ?? null;
        const url = row.url({ world, subject, caller });
        if (braced(url) === url) continue;
        const headers = { Origin: TEST_ORIGIN, ...(caller ? { Cookie: caller.cookie } : {}) };
        const [plain, other] = [await world.app.request(url, { headers }), await world.app.request(braced(url), { headers })];
        if (plain.status !== other.status) differing.push(`${persona} ${row.route}: ${plain.status} plain, ${other.status} braced`);
      }
    }
    expect(differing).toEqual([]);
  });

  for (const row of matrixRows) {
    describe(`${row.method} ${row.route}`, () => {
      for (const persona of callers) {
        it(`${persona} gets ${expectedFor(row, persona)}`, async () => {
          const own = sessions.get(persona) ?? null;
          const caller = own && row.freshSession ? await signInAs(persona as Exclude<Caller, 'anonymous'>) : own;
          const context: RowContext = { world, subject, caller };
          const body = row.body?.(context);
          const headers: Record<string, string> = { Origin: TEST_ORIGIN, ...(caller ? { Cookie: caller.cookie } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) };
          const response = await world.app.request(row.url(context), { method: row.method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
          const expected = expectedFor(row, persona);
          expect(response.status, await response.clone().text()).toBe(expected);
          if (expected < 400) return;
          const refusal = await bodyOf(response);
          expect(ErrorResponseSchema.safeParse(refusal).success).toBe(true);
          if (persona !== 'temporaryPassword') return;
          // Every refusal of the temporary password is documented: the calls the document says refuse it do, saying why.
          const passwordChange = refusal.Messages[0]?.Type === 'auth.passwordChangeRequired';
          if (passwordChange) expect(Object.keys(documented(row)?.responses ?? {})).toContain('403');
          if (documented(row)?.['x-during-password-change'] === 'refused') expect(passwordChange, 'the document says this call refuses a temporary password').toBe(true);
        });
      }
    });
  }
});
