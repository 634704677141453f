import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../db/test-db.ts';
import type { DocumentedOperation, OpenApiDocument } from '../openapi/document.ts';
import { operationKey, routeKey } from '../openapi/request-parts.ts';
import { expectedStatus, matrixRows, personaLogins, personas, type MatrixRow, type Persona, type RowContext, type Subject } from './authorization-matrix.ts';
import { changedTables, databaseFingerprint } from './db-fingerprint.ts';
import { localeAsked, refusalProblems } from './refusal-checks.ts';
import { TEST_ORIGIN, freshAddress, seedWorld, signIn, type SignedIn, type World } from './test-app.ts';

/** A request part that names an object: every path parameter, and query parameters and body members named like an id. */
const ID_NAME = /id$/i;

/**
 * Operations that take an id but need no row of another client's object, each for a stated reason. Any other
 * operation taking an id must have an authorization-matrix row in which its object is reached by its own side
 * and another client's caller is refused as if it did not exist.
 */
const noOtherClientObject: Readonly<Record<string, string>> = {
  'GET /api/menu/category/:level/:id': 'the catalogue is the same for every client',
  'GET /api/categories/:id/:language/breadcrumbs': 'the catalogue is the same for every client',
  'GET /api/catalogues/:a/:b': 'the catalogue is the same for every client',
  'POST /svc/search/Search/keyword': "the catalogue; the body's clientId is ignored (test below)",
  'POST /svc/search/Search/category': "the catalogue; the body's clientId is ignored (test below)",
  'POST /svc/search/finders/ink-toner': "the catalogue; the body's clientId is ignored (test below)",
  'POST /svc/search/finders/box': "the catalogue; the body's clientId is ignored (test below)",
  'POST /svc/search/Recommendations': "the catalogue; the body's clientId is ignored (test below)",
  'POST /svc/search/product-details': "the catalogue; the body's clientId is ignored (test below)",
  'POST /api/searchByPromotionId/:promoId': "every seeded promotion is for every client; another client's own promotion is not found (products' promotion-scope test); the body's clientId is ignored",
  'POST /api/cart/addtocart': 'QueryID names the search the product was found by (analytics), no object',
  'POST /api/cart/updateProduct/:id': "a line number of the session's own cart: another's line cannot be named",
  'GET /api/cart/removeProduct/:id': "a line number of the session's own cart: another's line cannot be named",
  'POST /api/cart/saveLineNote/:id': "a line number of the session's own cart: another's line cannot be named",
  'POST /api/orders/validateCustomPrompts': "orderId must be the session's own cart's; any other is 404",
  'POST /api/orders/ValidateAndSaveDetailCustomPrompt': "orderId must be the session's own cart's, the line and prompt are looked up in it",
  'POST /api/checkout/orders/:id/submit': "the id must be the session's own cart's; any other is 404",
  'GET /svc/buyers/generic/punchOutModule/:id': 'no seeded client has a punch-out module: every caller gets 404 (the route reads only the session client)',
  'PUT /admin-api/flags/:key': "a flag's name, no object: the admin changes their own client's override",
  'DELETE /admin-api/flags/:key': "a flag's name, no object: the admin changes their own client's override",
  'GET /admin-api/audit': "entityId filters the admin's own client's rows (authorization-matrix: an admin's audit search lists only their own client's rows)",
};

type Documented = DocumentedOperation & { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } };

/** Refusals that say 'no such object' to another client: 404, or 422 for an id in a body (a field the form names). */
const refusesAsUnknown = (status: number, inBody: boolean) => status === 404 || (inBody && status === 422);

describeEachWorld("another client's or buyer's object: not found, nothing changed, in the caller's language", (testDb) => {
  let world: World;
  let document: OpenApiDocument;
  let subject: Subject;
  const sessions = new Map<Persona, SignedIn | null>([['anonymous', null]]);
  const operationOf = (row: MatrixRow) => Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).filter(([method]) => operationKey({ method, path }) === routeKey(row.method, row.route)).map(([, op]) => op as Documented))[0];

  beforeAll(async () => {
    world = await seedWorld(testDb());
    for (const [persona, login] of Object.entries(personaLogins)) sessions.set(persona as Persona, await signIn(world.app, login));
    document = (await (await world.app.request('/api/openapi.json')).json()) as OpenApiDocument;
    const buyer = sessions.get('buyer') as SignedIn;
    const clientId = world.clientIdOf('buyer-on');
    subject = { buyerId: buyer.buyerId, sessionId: buyer.sessionId, clientId, clientNo: world.dataset.clients.find((client) => client.id === clientId)?.clientNo as string };
  });

  it('every operation of the document taking an id has a matrix row where another client does not find the object', () => {
    const schemaOf = (schema: Record<string, unknown> | undefined): Record<string, unknown> | undefined =>
      typeof schema?.$ref === 'string' ? schemaOf(document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]) : schema;
    const uncovered: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods) as Array<[string, Documented]>) {
        const key = operationKey({ method, path });
        const pathOrQueryIds = (op.parameters ?? []).filter((parameter) => parameter.in === 'path' || (parameter.in === 'query' && ID_NAME.test(parameter.name)));
        const bodyIds = Object.keys((schemaOf(op.requestBody?.content['application/json']?.schema)?.properties ?? {}) as Record<string, unknown>).filter((name) => ID_NAME.test(name));
        if ((pathOrQueryIds.length === 0 && bodyIds.length === 0) || key in noOtherClientObject) continue;
        const other: Persona = op['x-auth'] === 'admin' ? 'otherClientAdmin' : 'otherClientBuyer';
        const proving = matrixRows.some((row) => {
          if (routeKey(row.method, row.route) !== key) return false;
          const reached = (['buyer', 'approver', 'admin', 'otherClientBuyer', 'otherClientAdmin'] as const).some((persona) => ![401, 403, 404, 422].includes(expectedStatus(row.expect, persona)));
          return reached && refusesAsUnknown(expectedStatus(row.expect, other), pathOrQueryIds.length === 0);
        });
        if (!proving) uncovered.push(`${key} (${[...pathOrQueryIds.map((parameter) => parameter.name), ...bodyIds].join(', ')})`);
      }
    }
    expect(uncovered, 'add a row to authorization-matrix.ts (or a sibling *-matrix.ts) that reaches the object as its owner and is refused to another client').toEqual([]);
  });

  it('each matrix request refused (not found, not allowed, a rule) changes nothing and says so in French, by header or by the language cookie', async () => {
    const problems: string[] = [];
    let index = 0;
    // One fingerprint around them all: none of these requests may change anything (one per request would cost a minute on PGlite).
    const before = await databaseFingerprint(testDb().db);
    for (const row of matrixRows.filter((candidate) => !candidate.freshSession)) {
      for (const persona of personas.filter((candidate) => expectedStatus(row.expect, candidate) >= 400)) {
        const caller = sessions.get(persona) ?? null;
        const context: RowContext = { world, subject, caller };
        const body = row.body?.(context);
        const byCookie = index++ % 2 === 1;
        const cookie = [...(caller?.cookie.split('; ') ?? []).filter((pair) => !pair.startsWith('Language=')), ...(byCookie ? ['Language=fr'] : [])].join('; ');
        const headers: Record<string, string> = { Origin: TEST_ORIGIN, 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': freshAddress(), ...(cookie ? { Cookie: cookie } : {}), ...(byCookie ? {} : { 'Accept-Language': 'fr-CA' }), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) };
        const response = await world.app.request(row.url(context), { method: row.method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
        const answer = await response.json();
        const what = `${persona} ${row.method} ${row.url(context)}`;
        // The matrix test checks each status in its own sequence (carts made by earlier rows); here only that it stays a refusal.
        if (response.status < 400 || response.status >= 500) problems.push(`${what}: answered ${response.status}, the matrix says ${expectedStatus(row.expect, persona)}`);
        for (const problem of refusalProblems(operationOf(row) as DocumentedOperation, response.status, answer, localeAsked(row.url(context), 'fr-CA'))) problems.push(`${what}: ${problem}`);
      }
    }
    expect(index, 'refused requests').toBeGreaterThan(200);
    expect(problems).toEqual([]);
    expect(changedTables(before, await databaseFingerprint(testDb().db)), 'tables changed by refused requests').toEqual([]);
  });

  it("a search body's clientId changes nothing: another client's buyer naming the subject client gets their own client's answer", async () => {
    const caller = sessions.get('otherClientBuyer') as SignedIn;
    const searches = matrixRows.filter((row) => row.body && operationOf(row)?.requestBody && key(row) in noOtherClientObject && /clientId is ignored/.test(noOtherClientObject[key(row)] as string));
    expect(searches.length).toBeGreaterThanOrEqual(6);
    for (const row of searches) {
      const context: RowContext = { world, subject, caller };
      const ask = async (extra: Record<string, unknown>) => {
        const response = await world.app.request(row.url(context), { method: row.method, headers: { ...caller.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ ...(row.body?.(context) as object), ...extra }) });
        return { status: response.status, body: stripTimings(await response.json()) };
      };
      expect(await ask({ clientId: subject.clientId }), key(row)).toEqual(await ask({}));
    }
  });
});

const key = (row: MatrixRow) => routeKey(row.method, row.route);
/** Answers carry how long they took; the rest must be the same. */
const stripTimings = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (name, item: unknown) => (/^(took|elapsed|duration|responseTime)(ms)?$/i.test(name) ? undefined : item));
