import { createHash } from 'node:crypto';
import type { Locale } from '@comptoir/core';
import fc from 'fast-check';
import type { ZodType } from 'zod';
import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../db/test-db.ts';
import { operations, type DocumentedOperation, type OpenApiDocument } from '../openapi/document.ts';
import type { Auth } from '../openapi/operations.ts';
import { operationKey, requestPartsByRoute, routeKey, type RequestParts } from '../openapi/request-parts.ts';
import { hasUnstorableText } from '../platform/errors.ts';
import { LANGUAGE_COOKIE } from '../platform/language.ts';
import { expectedStatus, matrixRows, personaLogins, type RowContext, type Subject } from './authorization-matrix.ts';
import { changedTables, databaseFingerprint } from './db-fingerprint.ts';
import { garbageCases, type Background, type DocumentParameter, type GarbageCase, type JsonSchema } from './garbage.ts';
import { localeAsked, refusalProblems } from './refusal-checks.ts';
import { TEST_ORIGIN, cookiesFrom, freshAddress, json, seedWorld, signIn, type SignedIn, type World } from './test-app.ts';

/** Cases per operation: enough for every caller in every way of asking for a language, and the run stays near a minute per driver. */
const CASES_PER_OPERATION = 32;
/** The document and its reference page are the only routes not documented in themselves. */
const SELF_DESCRIBING = ['GET /api/openapi.json', 'GET /api/docs'];

type Caller = 'guest' | 'buyer' | 'admin';
const callersOf: Readonly<Record<Auth, readonly Caller[]>> = { none: ['guest', 'buyer'], buyer: ['buyer', 'buyer', 'buyer', 'guest'], admin: ['admin', 'admin', 'buyer', 'guest'] };
/** How the storefront says which language it reads (platform/language.ts): the header on every call, or the language cookie. */
const languageChoices: ReadonlyArray<{ locale: Locale; header?: string; cookie?: string }> = [
  { locale: 'fr-CA', header: 'fr-CA,fr;q=0.9,en;q=0.8' },
  { locale: 'en-CA', header: 'en-CA' },
  { locale: 'fr-CA', cookie: 'fr' },
  { locale: 'en-CA', cookie: 'en' },
];

const seedOf = (key: string) => createHash('sha256').update(key).digest().readInt32LE(0);

/** A request part as the route's validator reads it: a repeated query key is an array, header names are lower case. */
const queryObject = (query: string) => {
  const values = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(query)) values.set(key, [...(values.get(key) ?? []), value]);
  return Object.fromEntries([...values].map(([key, list]) => [key, list.length === 1 ? list[0] : list]));
};
const takes = (schema: ZodType | undefined, value: unknown) => {
  if (!schema) return true;
  const parsed = schema.safeParse(value);
  return parsed.success && !hasUnstorableText(parsed.data);
};
const parsedBody = (body: string | undefined): { ok: boolean; value: unknown } => {
  if (body === undefined) return { ok: true, value: {} };
  try {
    // A body is read as UTF-8, which drops a leading byte order mark (the Fetch standard's 'UTF-8 decode').
    return { ok: true, value: JSON.parse(body.replace(/^\ufeff/, '')) };
  } catch {
    return { ok: false, value: undefined };
  }
};

/** Whether the route's own schemas refuse the case. */
const isBadInput = (parts: RequestParts, request: GarbageCase): boolean => {
  if (request.refusedByEnvelope) return true;
  const body = parsedBody(request.body);
  const headers = Object.fromEntries(Object.entries({ 'content-type': 'application/json', ...request.headers }).map(([name, value]) => [name.toLowerCase(), value]));
  return !(body.ok && takes(parts.param, request.params) && takes(parts.query, queryObject(request.query)) && takes(parts.json, body.value) && takes(parts.header, headers));
};

describeEachWorld('every operation of the OpenAPI document, sent garbage: a 4xx in the language asked for, nothing changed', (testDb) => {
  let world: World;
  let document: OpenApiDocument;
  let parts: Map<string, RequestParts>;
  const sessions = new Map<Caller, SignedIn | null>([['guest', null]]);
  let guestCookie = '';
  const signInAs = async (caller: Exclude<Caller, 'guest'>) => sessions.set(caller, await signIn(world.app, personaLogins[caller]));

  beforeAll(async () => {
    world = await seedWorld(testDb());
    // The guest has a guest cart (its cookie), so its line changes reach the cart.
    const product = world.dataset.products.find((p) => !p.flags.restricted && p.salesMultiple === 1 && p.minimumQuantity === 1) as { code: string };
    guestCookie = cookiesFrom(await world.app.request('/api/cart/addtocart', json('POST', { Products: [{ ProductCode: product.code, Quantity: 1 }] }, { Origin: TEST_ORIGIN })));
    await signInAs('buyer');
    await signInAs('admin');
    document = (await (await world.app.request('/api/openapi.json')).json()) as OpenApiDocument;
    parts = requestPartsByRoute(world.app.routes);
  });

  it('documents every operation the app serves', () => {
    const documented = new Set(Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => operationKey({ method, path }))));
    const served = new Set(world.app.routes.filter((route) => route.method !== 'ALL').map((route) => routeKey(route.method, route.path)));
    expect([...served].filter((key) => !documented.has(key) && !SELF_DESCRIBING.includes(key))).toEqual([]);
  });

  /**
   * What a valid request of the caller sends: the authorization matrix's row the caller passes (its path's ids, query
   * and body), so a case reaches past ownership and the other members to its odd part. Without one, the caller's own
   * ids by name; an admin route's path then names nobody (never the admin: an ignored odd query would reset their password).
   */
  const backgroundOf = (op: (typeof operations)[number], caller: Caller): Background => {
    const signedIn = sessions.get(caller) ?? null;
    const persona = caller === 'guest' ? 'anonymous' : caller;
    const row = matrixRows.find((candidate) => routeKey(candidate.method, candidate.route) === operationKey(op) && !candidate.freshSession && expectedStatus(candidate.expect, persona) < 400);
    if (row) {
      const context: RowContext = { world, subject: subjectOf(sessions.get('buyer') as SignedIn), caller: signedIn };
      const url = new URL(row.url(context), TEST_ORIGIN);
      const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
      const values = new RegExp(`^${op.path.replace(/\{\w+\}/g, '([^/]*)')}$`).exec(url.pathname)?.slice(1) ?? [];
      return { params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')])), query: url.search.slice(1), body: row.body?.(context) };
    }
    if (op.auth === 'admin') return {};
    const buyerId = signedIn?.buyerId ?? world.buyerId(personaLogins.buyer);
    const clientId = world.dataset.buyers.find((buyer) => buyer.id === buyerId)?.clientId as string;
    return { params: { buyerId, approverId: buyerId, sessionId: signedIn?.sessionId ?? '00000000-0000-4000-8000-000000000001', clientId } };
  };
  const subjectOf = (buyer: SignedIn): Subject => {
    const clientId = world.clientIdOf(personaLogins.buyer);
    return { buyerId: buyer.buyerId, sessionId: buyer.sessionId, clientId, clientNo: world.dataset.clients.find((client) => client.id === clientId)?.clientNo as string };
  };

  const send = async (op: (typeof operations)[number], request: GarbageCase, caller: SignedIn | null, language: (typeof languageChoices)[number]) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params[name] ?? ''));
    // Sign-in set the language cookie to the buyer's culture: the case's choice takes its place.
    const sessionCookies = (caller?.cookie ?? guestCookie).split('; ').filter((pair) => pair && !pair.startsWith(`${LANGUAGE_COOKIE}=`));
    const cookie = [...sessionCookies, ...(language.cookie ? [`${LANGUAGE_COOKIE}=${language.cookie}`] : [])].join('; ');
    const headers: Record<string, string> = {
      Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': freshAddress(),
      ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...(language.header ? { 'Accept-Language': language.header } : {}),
      ...request.headers,
    };
    const response = await world.app.request(`${path}${request.query ? `?${request.query}` : ''}`, { method: op.method.toUpperCase(), headers, ...(request.body === undefined ? {} : { body: request.body }) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Left as text: refusalProblems names the shape it is not.
    }
    return { status: response.status, body, locale: localeAsked(`${path}?${request.query}`, language.locale) };
  };

  for (const op of operations) {
    const key = operationKey(op);
    it(`${key}: garbage is refused (4xx, its shape, its language) and changes nothing; odd input it takes never breaks it`, async () => {
      const documented = document.paths[op.path]?.[op.method] as DocumentedOperation | undefined;
      expect(documented, 'the operation is in the document').toBeDefined();
      const operationParts = parts.get(key) ?? {};
      // A guest (and a buyer at /admin-api) meets the guard first: a few of their cases show its refusal is right too.
      const callers = callersOf[op.auth];
      const bodySchema = (documented?.requestBody?.content['application/json']?.schema ?? undefined) as JsonSchema | undefined;
      const swept = { method: op.method, path: op.path, parameters: (documented?.parameters ?? []) as DocumentParameter[], ...(bodySchema ? { body: bodySchema } : {}) };
      const cases = Array.from({ length: CASES_PER_OPERATION }, (_, index) => {
        const caller = callers[index % callers.length] as Caller;
        const language = languageChoices[Math.floor(index / callers.length) % languageChoices.length] as (typeof languageChoices)[number];
        const [request] = fc.sample(garbageCases(swept, document.components.schemas, backgroundOf(op, caller)), { numRuns: 1, seed: seedOf(`${key}#${index}`) }) as [GarbageCase];
        return { caller, language, request, bad: isBadInput(operationParts, request) };
      });

      const problems: string[] = [];
      const before = await databaseFingerprint(testDb().db);
      for (const { caller, language, request } of cases.filter((candidate) => candidate.bad)) {
        const answer = await send(op, request, sessions.get(caller) ?? null, language);
        for (const problem of refusalProblems(documented as DocumentedOperation, answer.status, answer.body, answer.locale)) problems.push(`${caller} ${language.locale} ${request.what}: ${problem}`);
      }
      const changed = changedTables(before, await databaseFingerprint(testDb().db));
      // Input the schemas take (emoji in a name, a 10,000-character note within its limit) may be saved: it must only
      // never break the route, and a change a rule then refuses must leave nothing behind (a write before the refusal).
      let last = op.method === 'get' ? undefined : await databaseFingerprint(testDb().db);
      for (const { caller, language, request } of cases.filter((candidate) => !candidate.bad)) {
        const answer = await send(op, request, sessions.get(caller) ?? null, language);
        const what = `${caller} ${language.locale} ${request.what} (input the schemas take)`;
        if (answer.status >= 500) problems.push(`${what}: answered ${answer.status}`);
        else if (answer.status >= 400) for (const problem of refusalProblems(documented as DocumentedOperation, answer.status, answer.body, answer.locale)) problems.push(`${what}: ${problem}`);
        if (!last) continue;
        const now = await databaseFingerprint(testDb().db);
        if (answer.status >= 400 && changedTables(last, now).length > 0) problems.push(`${what}: refused ${answer.status} but changed ${changedTables(last, now).join(', ')}`);
        last = now;
      }
      // A case that signed a caller out (logout with an acceptable body) signs them in again for the next operation.
      for (const caller of ['buyer', 'admin'] as const) {
        const still = await world.app.request('/svc/auth/session', { headers: { Cookie: (sessions.get(caller) as SignedIn).cookie } });
        if (still.status !== 200) await signInAs(caller);
      }
      if (swept.parameters.length > 0 || swept.body) expect(cases.filter((candidate) => candidate.bad).length, 'most cases are bad input').toBeGreaterThan(CASES_PER_OPERATION / 3);
      expect(problems).toEqual([]);
      expect(changed, 'tables changed by refused requests').toEqual([]);
    });
  }
});
