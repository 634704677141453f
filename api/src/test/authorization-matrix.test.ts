import { ErrorResponseSchema } from '@comptoir/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachWorld } from '../db/test-db.ts';
import { expectedStatus, matrixRows, personaLogins, personas, type Persona, type RowContext, type Subject } from './authorization-matrix.ts';
import { TEST_ORIGIN, seedWorld, signIn, type SignedIn, type World } from './test-app.ts';

/** The app's endpoints as Hono lists them (middleware and the per-prefix catch-alls are registered as ALL). */
const appEndpoints = (world: World) =>
  [...new Set(world.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`))].sort();

describeEachWorld('authorization matrix', (testDb) => {
  let world: World;
  let subject: Subject;
  const sessions = new Map<Persona, SignedIn | null>();

  beforeAll(async () => {
    world = await seedWorld(testDb());
    sessions.set('anonymous', null);
    for (const [persona, login] of Object.entries(personaLogins)) sessions.set(persona as Persona, await signIn(world.app, login));
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

  for (const row of matrixRows) {
    describe(`${row.method} ${row.route}`, () => {
      for (const persona of personas) {
        it(`${persona} gets ${expectedStatus(row.expect, persona)}`, async () => {
          const own = sessions.get(persona) ?? null;
          const caller = own && row.freshSession ? await signIn(world.app, personaLogins[persona as Exclude<Persona, 'anonymous'>]) : own;
          const context: RowContext = { world, subject, caller };
          const body = row.body?.(context);
          const headers: Record<string, string> = { Origin: TEST_ORIGIN, ...(caller ? { Cookie: caller.cookie } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) };
          const response = await world.app.request(row.url(context), { method: row.method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
          const expected = expectedStatus(row.expect, persona);
          expect(response.status, await response.clone().text()).toBe(expected);
          if (expected >= 400) expect(ErrorResponseSchema.safeParse(await response.json()).success).toBe(true);
        });
      }
    });
  }
});
