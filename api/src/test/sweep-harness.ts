import type { Locale } from '@comptoir/core';
import type { ZodType } from 'zod';
import type { TestDb } from '../db/test-db.ts';
import type { DocumentedOperation, OpenApiDocument, operations } from '../openapi/document.ts';
import { operationKey, requestPartsByRoute, routeKey, type RequestParts } from '../openapi/request-parts.ts';
import { hasUnstorableText } from '../platform/errors.ts';
import { LANGUAGE_COOKIE } from '../platform/language.ts';
import { expectedStatus, matrixRows, personaLogins, type RowContext, type Subject } from './authorization-matrix.ts';
import type { Background, DocumentParameter, GarbageCase, JsonSchema, SweptOperation } from './garbage.ts';
import { changedTables, databaseFingerprint, nextTransactionId, tablesWrittenSince } from './db-fingerprint.ts';
import { localeAsked, refusalProblems } from './refusal-checks.ts';
import { TEST_ORIGIN, cookiesFrom, freshAddress, json, seedWorld, signIn, type SignedIn, type World } from './test-app.ts';

/**
 * What the sweeps of the OpenAPI document share (openapi-sweep.test.ts: random garbage; garbage-kinds.test.ts: each
 * kind once): the callers signed in, a valid request of each as the background, sending a case, and whether the
 * route's own schemas refuse it.
 */
export type SweepCaller = 'guest' | 'buyer' | 'approver' | 'admin';
export type Operation = (typeof operations)[number];

/**
 * How the storefront says which language it reads (platform/language.ts): the header on every call, or the language
 * cookie. A browser set to neither language sends a header naming others: it is no choice, so the cookie's language
 * still holds, and without one the caller's own (the sweep's callers are English-speaking) or English.
 */
export const languageChoices: ReadonlyArray<{ locale: Locale; header?: string; cookie?: string }> = [
  { locale: 'fr-CA', header: 'fr-CA,fr;q=0.9,en;q=0.8' },
  { locale: 'en-CA', header: 'en-CA' },
  { locale: 'fr-CA', cookie: 'fr' },
  { locale: 'en-CA', cookie: 'en' },
  { locale: 'fr-CA', header: 'es-MX,pt-BR;q=0.8,*;q=0.1', cookie: 'fr' },
  { locale: 'en-CA', header: 'de-DE,de;q=0.9' },
];
export type LanguageChoice = (typeof languageChoices)[number];

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
/** A path segment as hono hands it to the route: percent-decoded, or as sent when that fails. */
const decodedSegment = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
const paramsAsRead = (request: GarbageCase) => (request.encodedParams ? Object.fromEntries(Object.entries(request.params).map(([name, value]) => [name, decodedSegment(value)])) : request.params);

/** Whether the route's own schemas refuse the case. */
export const isBadInput = (parts: RequestParts, request: GarbageCase): boolean => {
  if (request.refusedByEnvelope) return true;
  const body = parsedBody(request.body);
  const headers = Object.fromEntries(Object.entries({ 'content-type': 'application/json', ...request.headers }).map(([name, value]) => [name.toLowerCase(), value]));
  return !(body.ok && takes(parts.param, paramsAsRead(request)) && takes(parts.query, queryObject(request.query)) && takes(parts.json, body.value) && takes(parts.header, headers));
};

export interface SweepCase {
  readonly caller: SweepCaller;
  readonly language: LanguageChoice;
  readonly request: GarbageCase;
  /** isBadInput of the request. */
  readonly bad: boolean;
}

export interface Sweep {
  readonly world: World;
  readonly document: OpenApiDocument;
  /** The operation as documented, and as garbage.ts sweeps it. */
  documented(op: Operation): { documented: DocumentedOperation; swept: SweptOperation };
  partsOf(op: Operation): RequestParts;
  backgroundOf(op: Operation, caller: SweepCaller): Background;
  send(op: Operation, request: GarbageCase, caller: SweepCaller, language: LanguageChoice): Promise<{ status: number; body: unknown; locale: Locale }>;
  /**
   * Sends the cases: what the route's schemas refuse must get a documented 4xx in its shape and language and change no
   * table (`changed`); what they take must never answer 5xx, and a refusal of it must leave nothing behind either.
   */
  run(op: Operation, cases: readonly SweepCase[]): Promise<{ problems: string[]; changed: string[] }>;
  /** Puts a line in the caller's cart: checkout's calls need an open cart, which an earlier case may have submitted. */
  addCartLine(caller: Exclude<SweepCaller, 'guest'>): Promise<void>;
  /** A case that signed a caller out (logout with an acceptable body) signs them in again for the next operation. */
  signInAgainWhereSignedOut(): Promise<void>;
}

/** Signs in the callers and reads the document; call from beforeAll. */
export async function openSweep(testDb: TestDb): Promise<Sweep> {
  const world = await seedWorld(testDb);
  const sessions = new Map<SweepCaller, SignedIn>();
  const signInAs = async (caller: Exclude<SweepCaller, 'guest'>) => sessions.set(caller, await signIn(world.app, personaLogins[caller]));
  // The guest has a guest cart (its cookie), so its line changes reach the cart.
  const product = world.dataset.products.find((p) => !p.flags.restricted && p.salesMultiple === 1 && p.minimumQuantity === 1) as { code: string };
  const addLine = (headers: Record<string, string>) => world.app.request('/api/cart/addtocart', json('POST', { Products: [{ ProductCode: product.code, Quantity: 1 }] }, { Origin: TEST_ORIGIN, ...headers }));
  const guestCookie = cookiesFrom(await addLine({}));
  for (const caller of ['buyer', 'approver', 'admin'] as const) await signInAs(caller);
  const document = (await (await world.app.request('/api/openapi.json')).json()) as OpenApiDocument;
  const parts = requestPartsByRoute(world.app.routes);
  const buyer = () => sessions.get('buyer') as SignedIn;
  const subject = (): Subject => {
    const clientId = world.clientIdOf(personaLogins.buyer);
    return { buyerId: buyer().buyerId, sessionId: buyer().sessionId, clientId, clientNo: world.dataset.clients.find((client) => client.id === clientId)?.clientNo as string };
  };

  // A fingerprint holds until a transaction that could write begins: reading every table again before then is wasted.
  let cached: { xid: string; fingerprint: Record<string, string> } | undefined;
  const fingerprint = async () => {
    const xid = await nextTransactionId(testDb.db);
    if (cached?.xid !== xid) cached = { xid, fingerprint: await databaseFingerprint(testDb.db) };
    return cached.fingerprint;
  };

  const self: Sweep = {
    world,
    document,
    documented: (op) => {
      const documented = document.paths[op.path]?.[op.method] as DocumentedOperation;
      const bodySchema = (documented?.requestBody?.content['application/json']?.schema ?? undefined) as JsonSchema | undefined;
      return { documented, swept: { method: op.method, path: op.path, parameters: (documented?.parameters ?? []) as DocumentParameter[], ...(bodySchema ? { body: bodySchema } : {}) } };
    },
    partsOf: (op) => parts.get(operationKey(op)) ?? {},
    /**
     * What a valid request of the caller sends: the authorization matrix's row the caller passes (its path's ids, query
     * and body), so a case reaches past ownership and the other members to its odd part. Without one, the caller's own
     * ids by name; an admin route's path then names nobody (never the admin: an ignored odd query would reset their password).
     */
    backgroundOf: (op, caller) => {
      const signedIn = sessions.get(caller) ?? null;
      const persona = caller === 'guest' ? 'anonymous' : caller;
      const row = matrixRows.find((candidate) => routeKey(candidate.method, candidate.route) === operationKey(op) && !candidate.freshSession && expectedStatus(candidate.expect, persona) < 400);
      if (row) {
        const context: RowContext = { world, subject: subject(), caller: signedIn };
        const url = new URL(row.url(context), TEST_ORIGIN);
        const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
        const values = new RegExp(`^${op.path.replace(/\{\w+\}/g, '([^/]*)')}$`).exec(url.pathname)?.slice(1) ?? [];
        return { params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')])), query: url.search.slice(1), body: row.body?.(context) };
      }
      if (op.auth === 'admin') return {};
      const buyerId = signedIn?.buyerId ?? world.buyerId(personaLogins.buyer);
      const clientId = world.dataset.buyers.find((candidate) => candidate.id === buyerId)?.clientId as string;
      return { params: { buyerId, approverId: buyerId, sessionId: signedIn?.sessionId ?? '00000000-0000-4000-8000-000000000001', clientId } };
    },
    send: async (op, request, callerName, language) => {
      const caller = sessions.get(callerName) ?? null;
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (request.encodedParams ? (request.params[name] ?? '') : encodeURIComponent(request.params[name] ?? '')));
      // Sign-in set the language cookie to the buyer's culture: the case's choice takes its place, beside the case's own cookies if any.
      const { Cookie: caseCookies, ...caseHeaders } = request.headers;
      const sessionCookies = (caseCookies ?? caller?.cookie ?? guestCookie).split('; ').filter((pair) => pair && !pair.startsWith(`${LANGUAGE_COOKIE}=`));
      const cookie = [...sessionCookies, ...(language.cookie ? [`${LANGUAGE_COOKIE}=${language.cookie}`] : [])].join('; ');
      const headers: Record<string, string> = {
        Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': freshAddress(),
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(cookie ? { Cookie: cookie } : {}),
        ...(language.header ? { 'Accept-Language': language.header } : {}),
        ...caseHeaders,
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
    },
    run: async (op, cases) => {
      const send = self.send;
      const { documented } = self.documented(op);
      const problems: string[] = [];
      const before = await fingerprint();
      for (const { caller, language, request } of cases.filter((candidate) => candidate.bad)) {
        const answer = await send(op, request, caller, language);
        for (const problem of refusalProblems(documented, answer.status, answer.body, answer.locale)) problems.push(`${caller} ${language.locale} ${request.what}: ${problem}`);
      }
      const changed = changedTables(before, await fingerprint());
      // Input the schemas take (emoji in a name, a 10,000-character note within its limit) may be saved: it must only
      // never break the route, and a change a rule then refuses must leave nothing behind (a write before the refusal).
      for (const { caller, language, request } of cases.filter((candidate) => !candidate.bad)) {
        const since = op.method === 'get' ? undefined : await nextTransactionId(testDb.db);
        const answer = await send(op, request, caller, language);
        const what = `${caller} ${language.locale} ${request.what} (input the schemas take)`;
        if (answer.status >= 500) problems.push(`${what}: answered ${answer.status}`);
        else if (answer.status >= 400) for (const problem of refusalProblems(documented, answer.status, answer.body, answer.locale)) problems.push(`${what}: ${problem}`);
        // No transaction began that could write: nothing changed, and no table need be read to know it.
        if (since === undefined || answer.status < 400 || (await nextTransactionId(testDb.db)) === since) continue;
        const written = await tablesWrittenSince(testDb.db, since);
        if (written.length > 0) problems.push(`${what}: refused ${answer.status} but changed ${written.join(', ')}`);
      }
      return { problems, changed };
    },
    addCartLine: async (caller) => {
      const added = await addLine({ Cookie: (sessions.get(caller) as SignedIn).cookie });
      if (added.status !== 200) throw new Error(`Adding a line for ${caller} answered ${added.status}: ${await added.text()}`);
    },
    signInAgainWhereSignedOut: async () => {
      for (const caller of ['buyer', 'approver', 'admin'] as const) {
        const still = await world.app.request('/svc/auth/session', { headers: { Cookie: (sessions.get(caller) as SignedIn).cookie } });
        if (still.status !== 200) await signInAs(caller);
      }
    },
  };
  return self;
}
