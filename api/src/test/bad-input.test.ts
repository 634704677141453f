import { AddToCartResponseSchema, ErrorResponseSchema, toMessages } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/index.ts';
import { DEFAULT_BODY_LIMIT } from '../platform/body-limit.ts';
import { createLogger } from '../platform/logger.ts';
import { describeEachWorld } from '../db/test-db.ts';
import { expectedStatus, matrixRows, personaLogins, type MatrixRow, type Persona, type RowContext, type Subject } from './authorization-matrix.ts';
import { badInputTargets, withHugeNumbers, withHugePathNumbers, withOddlyWrittenNumbers, withQuerySuffix, withTextSuffix } from './bad-input.ts';
import { changedTables, databaseFingerprint, nextTransactionId, rowText, tablesWrittenSince } from './db-fingerprint.ts';
import { TEST_ORIGIN, cookiesFrom, freshAddress, seedWorld, signIn, type AnyBody, type SignedIn, type World } from './test-app.ts';

/** The tables a request of these endpoints could change (attempt bookkeeping and rate counters are meant to move). */
const watched = ['buyers', 'sessions', 'login_handoffs', 'audit_log', 'feature_flags', 'feature_flag_overrides', 'orders', 'order_lines', 'order_prompt_values', 'idempotency_keys', 'shopping_lists', 'guest_carts', 'guest_cart_lines', 'approval_history', 'budgets', 'messages', 'message_reads', 'approval_groups', 'approval_group_members', 'approval_group_approvers'];
const checksum = async (world: World, db: Parameters<typeof queryRows>[0]) => {
  const sums = await Promise.all(watched.map((table) => queryRows<{ sum: string | null }>(db, sql.raw(`select md5(string_agg(${rowText(table)}, '|' order by ${rowText(table)})) as sum from ${table} t`))));
  return sums.map((rows) => rows[0]?.sum ?? '').join(':') + world.dataset.seed;
};

/** A visitor with one line in its guest cart. */
const guestWithCart = async (world: World) => {
  const product = world.dataset.products.find((p) => !p.flags.restricted && p.salesMultiple === 1 && p.minimumQuantity === 1) as { code: string };
  const added = await world.app.request('/api/cart/addtocart', { method: 'POST', headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json' }, body: JSON.stringify({ Products: [{ ProductCode: product.code, Quantity: 1 }] }) });
  const cookie = cookiesFrom(added);
  const details = (await (await world.app.request('/api/cart/cartDetails', { headers: { Cookie: cookie } })).json()) as { CartInfo: { Products: Array<{ OrderProductId: number }> } };
  return { cookie, lineId: details.CartInfo.Products[0]?.OrderProductId as number };
};

/** A request body sent as these exact characters (not JSON-encoded). */
class RawBody {
  constructor(readonly text: string) {}
}

const jsonBodies = fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom('LogonName', 'Password', 'BuyerId', 'SessionId', 'PostalCode', 'firstName', 'cultureCode', 'op', 'path', 'value', 'currentPassword', 'newPassword', 'returnUrl', 'isAdmin', 'clientId'), fc.jsonValue()));
const segments = fc.oneof(fc.string({ minLength: 1, maxLength: 60 }), fc.uuid().map((id) => `${id}x`), fc.constantFrom('0', '-1', '1e9', 'null', '{}', '../..', '%00', 'ÉÀ'));

describeEachWorld('bad input never changes anything and always answers 4xx in the Messages shape', (testDb) => {
  let world: World;
  const sessions = new Map<Persona, SignedIn | null>([['anonymous', null]]);
  let guest: { cookie: string; lineId: number };
  let subject: Subject;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    sessions.set('buyer', await signIn(world.app, personaLogins.buyer));
    sessions.set('admin', await signIn(world.app, personaLogins.admin));
    sessions.set('approver', await signIn(world.app, personaLogins.approver));
    sessions.set('otherClientBuyer', await signIn(world.app, personaLogins.otherClientBuyer));
    sessions.set('otherClientAdmin', await signIn(world.app, personaLogins.otherClientAdmin));
    guest = await guestWithCart(world);
    const clientId = world.clientIdOf('buyer-on');
    const buyer = sessions.get('buyer') as SignedIn;
    subject = { buyerId: buyer.buyerId, sessionId: buyer.sessionId, clientId, clientNo: world.dataset.clients.find((client) => client.id === clientId)?.clientNo as string };
  });

  /** Each endpoint of the matrix as its first persona that gets past authorization, with the row's valid request made bad by `spoil`. */
  const spoiled = async (spoil: (request: { url: string; body: unknown }) => { url: string; body: unknown; contentType?: string }) => {
    const answers: Array<{ endpoint: string; status: number; body: unknown }> = [];
    for (const row of matrixRows.filter((candidate: MatrixRow) => !candidate.freshSession)) {
      const persona = (['buyer', 'admin', 'approver'] as const).find((candidate) => ![401, 403, 404].includes(expectedStatus(row.expect, candidate))) ?? 'buyer';
      const caller = sessions.get(persona) ?? null;
      const context: RowContext = { world, subject, caller };
      const valid = { url: row.url(context), body: row.body?.(context) };
      const bad = spoil(valid);
      if (JSON.stringify(bad) === JSON.stringify(valid)) continue;
      const headers: Record<string, string> = { Origin: TEST_ORIGIN, 'X-Forwarded-For': freshAddress(), 'Content-Type': bad.contentType ?? 'application/json', ...(caller ? { Cookie: caller.cookie } : {}) };
      const body = bad.body instanceof RawBody ? bad.body.text : JSON.stringify(bad.body);
      const response = await world.app.request(bad.url, { method: row.method, headers, ...(bad.body === undefined ? {} : { body }) });
      answers.push({ endpoint: `${row.method} ${row.route}`, status: response.status, body: await response.json() });
    }
    return answers;
  };

  // Schemas take any string and any integer; the database does not (U+0000, lone surrogates, integers past its columns).
  for (const [name, spoil] of [
    ['U+0000 in every string and query value', ({ url, body }: { url: string; body: unknown }) => ({ url: withQuerySuffix(url, '\u0000'), body: withTextSuffix(body, '\u0000') })],
    ['a lone surrogate in every string', ({ url, body }: { url: string; body: unknown }) => ({ url, body: withTextSuffix(body, '\ud800') })],
    // What decoding a body sent as ISO-8859-1 gives: a profile title or a line note was kept with the 'é' lost.
    ['U+FFFD (bytes that were no UTF-8) in every string', ({ url, body }: { url: string; body: unknown }) => ({ url, body: withTextSuffix(body, '\ufffd') })],
    // Card numbers are never stored: one pasted into a note, a name or instructions was kept as typed (and audited).
    ['a card number in every string of the body', ({ url, body }: { url: string; body: unknown }) => ({ url, body: withTextSuffix(body, ' 4242 4242 4242 4242') })],
    // A right-to-left override in a line note or a rejection reason made it read as other words to whoever saw it.
    ['a bidi override or isolate in every string of the body', ({ url, body }: { url: string; body: unknown }) => ({ url, body: withTextSuffix(body, ' \u202eB gnidaoL \u2066x\u2069') })],
    ['integers past an integer column in paths and bodies', ({ url, body }: { url: string; body: unknown }) => ({ url: withHugePathNumbers(url), body: withHugeNumbers(body) })],
    // Paths and queries were read with Number(): POST /api/cart/updateProduct/0x1 changed line 1, /svc/orders/orders/0x3e8 showed order 1000.
    ['numbers in paths and queries written in hexadecimal or with an exponent', ({ url, body }: { url: string; body: unknown }) => ({ url: withOddlyWrittenNumbers(url), body })],
    ['a body cut short (malformed JSON)', ({ url, body }: { url: string; body: unknown }) => ({ url, body: body === undefined ? body : new RawBody(JSON.stringify(body).slice(0, -1) || '{') })],
    ['a body over the 1 MiB limit', ({ url, body }: { url: string; body: unknown }) => ({ url, body: body === undefined ? body : new RawBody(JSON.stringify({ padding: 'x'.repeat(DEFAULT_BODY_LIMIT) })) })],
  ] as const) {
    it(`${name}: a 4xx in the Messages shape on every endpoint, nothing changed`, async () => {
      const before = await checksum(world, testDb().db);
      const answers = await spoiled(spoil);
      expect(answers.length).toBeGreaterThan(10);
      const wrong = answers.filter((answer) => answer.status < 400 || answer.status >= 500 || !ErrorResponseSchema.safeParse(answer.body).success);
      expect(wrong).toEqual([]);
      expect(await checksum(world, testDb().db)).toBe(before);
    });
  }

  it("a signed-in buyer's bad request after 5 minutes of the suite (the session's last use is written again) changes nothing else", async () => {
    const buyer = sessions.get('buyer') as SignedIn;
    await testDb().db.execute(sql`update sessions set last_seen_at = last_seen_at - interval '6 minutes' where id = ${buyer.sessionId}`);
    const lastSeen = async () => (await queryRows<{ at: string }>(testDb().db, sql`select last_seen_at::text as at from sessions where id = ${buyer.sessionId}`))[0]?.at;
    const [before, seenBefore, fingerprint, xid] = [await checksum(world, testDb().db), await lastSeen(), await databaseFingerprint(testDb().db), await nextTransactionId(testDb().db)];
    const response = await world.app.request('/api/cart/saveLineNote/1', { method: 'POST', headers: { ...buyer.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ LineNote: 'Quai\u0000B' }) });
    expect(response.status).toBe(400);
    expect(await lastSeen()).not.toBe(seenBefore);
    expect(await checksum(world, testDb().db)).toBe(before);
    // The other suites' change checks (db-fingerprint) read the session's last use as no change either.
    expect(changedTables(fingerprint, await databaseFingerprint(testDb().db))).toEqual([]);
    expect(await tablesWrittenSince(testDb().db, xid)).toEqual([]);
  });

  // hono reads a body of another type as {}: the search, product listing and recommendation calls took it as an empty request (200) or a bad one (400).
  it('a JSON body sent as text, a form or XML: 415 "not sent as JSON" on every endpoint that takes a body, nothing changed', async () => {
    const before = await checksum(world, testDb().db);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const answers = await spoiled(({ url, body }) => (body === undefined ? { url, body } : { url, body, contentType }));
      expect(answers.length).toBeGreaterThan(10);
      expect(answers.filter((answer) => answer.status !== 415 || (answer.body as AnyBody).Messages?.[0]?.Type !== 'errors.notJson')).toEqual([]);
    }
    expect(await checksum(world, testDb().db)).toBe(before);
  });

  it('a body sent in ISO-8859-1 is refused in the request language, saying it is not UTF-8; nothing is kept', async () => {
    const buyer = sessions.get('buyer') as SignedIn;
    const before = await checksum(world, testDb().db);
    for (const contentType of ['application/json', 'application/json; charset=iso-8859-1']) {
      const latin1 = new Uint8Array(Buffer.from('{"title":"Adjointe \u00e0 la direction"}', 'latin1'));
      const response = await world.app.request(`/svc/buyers/buyers/${buyer.buyerId}`, { method: 'PATCH', headers: { ...buyer.headers, 'Content-Type': contentType, 'Accept-Language': 'fr-CA' }, body: latin1 });
      expect(response.status, contentType).toBe(400);
      expect(await response.json()).toEqual({ isSuccess: false, Messages: toMessages('errors.notUtf8', 'fr-CA') });
    }
    expect(await checksum(world, testDb().db)).toBe(before);
  });

  it('a line note with U+0000 is refused in the request language, naming the characters', async () => {
    const buyer = sessions.get('buyer') as SignedIn;
    const response = await world.app.request('/api/cart/saveLineNote/1', { method: 'POST', headers: { ...buyer.headers, 'Content-Type': 'application/json', 'Accept-Language': 'fr-CA' }, body: JSON.stringify({ LineNote: 'Quai\u0000B' }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ isSuccess: false, Messages: toMessages('errors.unsupportedCharacters', 'fr-CA') });
  });

  it('bidi embeddings, overrides and isolates in a note, instructions or a rejection reason are refused in the request language; the marks are kept', async () => {
    const buyer = sessions.get('buyer') as SignedIn;
    const product = world.dataset.products.find((p) => !p.flags.restricted && p.salesMultiple === 1 && p.minimumQuantity === 1 && !p.flags.marketPrice) as { code: string };
    expect((await world.app.request('/api/cart/addtocart', { method: 'POST', headers: { ...buyer.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ Products: [{ ProductCode: product.code, Quantity: 1 }] }) })).status).toBe(200);
    const details = (await (await world.app.request('/api/cart/cartDetails', { headers: buyer.headers })).json()) as { CartInfo: { Products: Array<{ OrderProductId: number; ProductCode: string }> } };
    const lineId = details.CartInfo.Products.find((line) => line.ProductCode === product.code)?.OrderProductId;
    const before = await checksum(world, testDb().db);
    for (const control of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      const response = await world.app.request(`/api/cart/saveLineNote/${lineId}`, { method: 'POST', headers: { ...buyer.headers, 'Content-Type': 'application/json', 'Accept-Language': 'fr-CA' }, body: JSON.stringify({ LineNote: `Quai ${control}B` }) });
      expect(response.status, control.codePointAt(0)?.toString(16)).toBe(400);
      expect(await response.json()).toEqual({ isSuccess: false, Messages: toMessages('errors.textDirectionCharacters', 'fr-CA') });
    }
    expect(await checksum(world, testDb().db)).toBe(before);
    // Left-to-right and right-to-left marks reorder nothing: a right-to-left writer's note keeps them.
    const marked = await world.app.request(`/api/cart/saveLineNote/${lineId}`, { method: 'POST', headers: { ...buyer.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ LineNote: 'Quai B \u200f(2)\u200e' }) });
    expect(marked.status).toBe(200);
  });

  it('a quantity over 9,999, negative or fractional is refused with core’s quantity message in the request language; nothing changes', async () => {
    const buyer = sessions.get('buyer') as SignedIn;
    const before = await checksum(world, testDb().db);
    const code = world.dataset.products[0]?.code as string;
    for (const [quantity, expected] of [[10_000, toMessages('quantity.maximum', 'fr-CA', { X: 9999 })], [-1, toMessages('quantity.notAvailable', 'fr-CA')], [1.5, toMessages('quantity.notAvailable', 'fr-CA')], [1e-109, toMessages('quantity.notAvailable', 'fr-CA')]] as const) {
      for (const [url, body, who] of [
        ['/api/cart/addtocart', { Products: [{ ProductCode: code, Quantity: quantity }] }, buyer.headers],
        ['/api/cart/addtocart', { Products: [{ ProductCode: code, Quantity: quantity }] }, { Origin: TEST_ORIGIN, Cookie: guest.cookie }],
        [`/api/cart/updateProduct/${guest.lineId}`, { Quantity: quantity }, buyer.headers],
        ['/api/cart/drawer/quantity', { language: 'fr', orderProductId: guest.lineId, quantity, clientNo: '' }, buyer.headers],
      ] as const) {
        const response = await world.app.request(url, { method: 'POST', headers: { ...who, 'Content-Type': 'application/json', 'Accept-Language': 'fr-CA' }, body: JSON.stringify(body) });
        expect(response.status, `${url} ${quantity}`).toBe(422);
        const answer = (await response.json()) as AnyBody;
        expect(answer.Messages, `${url} ${quantity}`).toEqual(expected);
        // The document's refused add: the storefront's drawer reads CartMessages (the bare Messages shape was answered).
        if (url === '/api/cart/addtocart') expect(AddToCartResponseSchema.safeParse(answer).success && answer.CartMessages, `${url} ${quantity}`).toEqual(expected);
      }
    }
    expect(await checksum(world, testDb().db)).toBe(before);
  });

  it("an order list's filter it does not know is refused in the request language, not answered with the whole list", async () => {
    const buyer = sessions.get('buyer') as SignedIn;
    const approver = sessions.get('approver') as SignedIn;
    for (const filters of ['bogus', 'awaitingAproval', 'backOrdered,bogus', 'OrderNo', 'SubmittedDate']) {
      for (const [who, url] of [
        [buyer, `/svc/orders/buyers/${buyer.buyerId}/orders?daysBack=-1&filters=${filters}`],
        [buyer, `/svc/orders/buyers/${buyer.buyerId}/searchOrders?searchText=EW1&filters=${filters}`],
        [approver, `/svc/orders/approvers/${approver.buyerId}/orders?filters=${filters}`],
      ] as const) {
        const response = await world.app.request(url, { headers: { ...who.headers, 'Accept-Language': 'fr-CA' } });
        expect(response.status, url).toBe(400);
        expect(await response.json(), url).toEqual({ isSuccess: false, Messages: toMessages('errors.badRequest', 'fr-CA') });
      }
    }
    // The keys the storefront sends are still taken.
    for (const filters of ['backOrdered', 'backOrdered,approved', 'approved', 'awaitingApproval', 'submitted', '']) {
      expect((await world.app.request(`/svc/orders/buyers/${buyer.buyerId}/orders?daysBack=-1&filters=${filters}`, { headers: buyer.headers })).status, filters).toBe(200);
    }
  });

  it('a card number in text the api keeps (line note, instructions, PO number, title) is refused in the request language; nothing is kept', async () => {
    const buyer = sessions.get('buyer') as SignedIn;
    const before = await checksum(world, testDb().db);
    for (const [method, url, body] of [
      ['POST', '/api/cart/saveLineNote/1', { LineNote: 'Carte 4242 4242 4242 4242' }],
      ['PUT', '/api/checkout/delivery-details', { deliveryType: 'standard', deliveryInstructions: 'Payer avec 5555-5555-5555-4444' }],
      ['PUT', '/api/checkout/delivery-details', { deliveryType: 'standard', poNumber: '378282246310005' }],
      ['PATCH', `/svc/buyers/buyers/${buyer.buyerId}`, { title: '4000000000000002' }],
      // Grouped as French text and pasted statements group digits: no-break spaces, narrow ones, dots.
      ['PATCH', `/svc/buyers/buyers/${buyer.buyerId}`, { title: 'Carte\u00a0: 4242\u00a04242\u00a04242\u00a04242' }],
      ['PUT', '/api/checkout/delivery-details', { deliveryType: 'standard', deliveryInstructions: '5555\u202f5555\u202f5555\u202f4444' }],
      ['POST', '/svc/orders/orders/1/template', { name: '4242.4242.4242.4242' }],
      ['PATCH', `/svc/buyers/buyers/${buyer.buyerId}`, { title: '４２４２４２４２４２４２４２４２' }],
    ] as const) {
      const response = await world.app.request(url, { method, headers: { ...buyer.headers, 'Content-Type': 'application/json', 'Accept-Language': 'fr-CA' }, body: JSON.stringify(body) });
      expect(response.status, url).toBe(400);
      expect(await response.json()).toEqual({ isSuccess: false, Messages: toMessages('checkout.cardNumberNotToken', 'fr-CA') });
    }
    expect(await checksum(world, testDb().db)).toBe(before);
  });

  // hono's request id middleware kept any well-formed X-Request-Id: a card number sent as one was written to the
  // append-only audit rows of the request.
  it('a card number sent as X-Request-Id is not the request id: the answer and the audit row carry a fresh one', async () => {
    const admin = sessions.get('admin') as SignedIn;
    for (const card of ['4242424242424242', '5555-5555-5555-4444']) {
      const response = await world.app.request('/admin-api/users?page=1', { headers: { ...admin.headers, 'X-Request-Id': card } });
      expect(response.status).toBe(200);
      const id = response.headers.get('X-Request-Id') as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const rows = await queryRows<{ request_id: string }>(testDb().db, sql`select request_id from audit_log where request_id in (${card}, ${id})`);
      expect(rows.map((row) => row.request_id)).toEqual([id]);
    }
    const traced = await world.app.request('/admin-api/users?page=1', { headers: { ...admin.headers, 'X-Request-Id': 'trace-4242-42' } });
    expect(traced.headers.get('X-Request-Id')).toBe('trace-4242-42');
  });

  it('a card number in the User-Agent of a sign-in is kept as a mark in the session', async () => {
    const response = await world.app.request('/svc/auth/api/buyer/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress(), 'User-Agent': 'Agent 4242 4242 4242 4242' },
      body: JSON.stringify({ LogonName: personaLogins.buyer, Password: 'Comptoir2026!' }),
    });
    expect(response.status).toBe(200);
    const { sessionId } = (await response.json()) as { sessionId: string };
    const [row] = await queryRows<{ user_agent: string }>(testDb().db, sql`select user_agent from sessions where id = ${sessionId}`);
    expect(row?.user_agent).toBe('Agent [card number]');
  });

  // A card number typed into a search box or an order filter reached the search, the response cache's keys and (in a
  // path) the request log; one used as an Idempotency-Key was stored with the order and sent to the payment provider.
  it('a card number in a query or the Idempotency-Key is refused in the request language; nothing is kept, and none is logged', async () => {
    const lines: string[] = [];
    const { app } = await seedWorld(testDb(), { logger: createLogger('info', {}, (line) => lines.push(line)) });
    const [buyer, admin] = [sessions.get('buyer') as SignedIn, sessions.get('admin') as SignedIn];
    const before = await checksum(world, testDb().db);
    const refusals: Array<[SignedIn | null, string, string, Record<string, string>?, unknown?]> = [
      [null, 'GET', `/svc/search/Search/suggest?q=${encodeURIComponent('4242 4242 4242 4242')}&language=fr`],
      [buyer, 'GET', '/svc/search/Search/suggest?q=4242424242424242&language=en'],
      [buyer, 'GET', `/svc/orders/buyers/${buyer.buyerId}/searchOrders?searchText=${encodeURIComponent('5555-5555-5555-4444')}`],
      [buyer, 'GET', `/svc/orders/buyers/${buyer.buyerId}/orders?filters=378282246310005`],
      [admin, 'GET', `/admin-api/users?search=${encodeURIComponent('4242 4242 4242 4242')}`],
      [admin, 'GET', '/admin-api/audit?entityId=4242424242424242'],
      [buyer, 'POST', '/api/checkout/orders/1/submit', { 'Idempotency-Key': '4242424242424242' }, { billingOptionType: 1 }],
    ];
    for (const [caller, method, url, headers = {}, body] of refusals) {
      const init = { method, headers: { ...(caller?.headers ?? { Origin: TEST_ORIGIN }), 'Accept-Language': 'fr-CA', 'Content-Type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
      const response = await app.request(url, init);
      expect(response.status, url).toBe(400);
      expect(await response.json(), url).toEqual({ isSuccess: false, Messages: toMessages('checkout.cardNumberNotToken', 'fr-CA') });
    }
    // A path is no query: refused or not found, it is logged without the number.
    for (const url of ['/svc/orders/orderbynumber/4242%204242%204242%204242', '/api/nowhere/5555-5555-5555-4444']) expect((await app.request(url, { headers: buyer.headers })).status).toBeLessThan(500);
    expect(await checksum(world, testDb().db)).toBe(before);
    expect(lines.length).toBeGreaterThanOrEqual(refusals.length + 2);
    for (const digits of ['4242424242424242', '4242 4242', '4242%204242', '5555-5555', '378282246310005']) expect(lines.join('\n')).not.toContain(digits);
  });

  // A 14-digit GTIN (a case code) starting 30, 36, 38 or 39 that passed Luhn was refused as a card number wherever typed.
  it('a GTIN no card number can be (306, 307, 308) is searched; one that may be a Diners card (300-305, 309, 36, 38, 39) is still refused (decision 045, addendum)', async () => {
    const buyer = sessions.get('buyer') as SignedIn;
    const before = await checksum(world, testDb().db);
    const search = (keyWord: string) => world.app.request('/svc/search/Search/keyword', { method: 'POST', headers: { ...buyer.headers, 'Content-Type': 'application/json', 'Accept-Language': 'fr-CA' }, body: JSON.stringify({ keyWord, language: 'fr' }) });
    const suggest = (q: string) => world.app.request(`/svc/search/Search/suggest?q=${q}&language=fr`, { headers: { ...buyer.headers, 'Accept-Language': 'fr-CA' } });
    // Both GTIN-14s with their GS1 check digit right, and both Luhn-valid.
    for (const gtin of ['30701000000007', '30801000712716']) {
      expect((await search(gtin)).status, gtin).toBe(200);
      expect((await suggest(gtin)).status, gtin).toBe(200);
    }
    for (const either of ['30071000079199', '36001000079190']) {
      const refused = await search(either);
      expect(refused.status, either).toBe(400);
      expect(await refused.json()).toEqual({ isSuccess: false, Messages: toMessages('checkout.cardNumberNotToken', 'fr-CA') });
    }
    expect(await checksum(world, testDb().db)).toBe(before);
  });

  // Admin reads are audited with their address: a query no route parses (a cache-buster, a pasted note) was kept as sent.
  it('an admin read whose query holds a card number is audited with the number marked, never kept', async () => {
    const admin = sessions.get('admin') as SignedIn;
    // As a form sends spaces ('+'), and beside an escape that is no UTF-8.
    for (const query of ['note=4242%204242%204242%204242', 'note=5555-5555-5555-4444', 'x=378282246310005', 'note=4242+4242+4242+4242', 'bad=%E0%A4%A&note=4000%200000%200000%200002']) {
      expect((await world.app.request(`/admin-api/users/options?${query}`, { headers: admin.headers })).status).toBe(200);
    }
    const rows = await queryRows<{ entity_id: string }>(testDb().db, sql`select entity_id from audit_log where action = 'admin.view' and entity_id like '/admin-api/users/options?%'`);
    expect(rows.map((row) => row.entity_id).sort()).toEqual([
      '/admin-api/users/options?bad=%E0%A4%A&note=[card number]',
      '/admin-api/users/options?note=[card number]',
      '/admin-api/users/options?note=[card number]',
      '/admin-api/users/options?note=[card number]',
      '/admin-api/users/options?x=[card number]',
    ]);
  });

  // The contract's null means 'none'; the columns keep none as '' and 0, so a null written as is failed the update (500).
  it('PATCH buyer with null where the contract allows it clears the member (200), as a body and as a json-patch', async () => {
    const buyer = sessions.get('buyer') as SignedIn;
    const cleared = { secondaryEmailAddress: null, telNumberExtension: null, faxNumber: null, title: null, preferedBillingOptionType: null };
    const patch = (body: unknown) => world.app.request(`/svc/buyers/buyers/${buyer.buyerId}`, { method: 'PATCH', headers: { ...buyer.headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await patch({ title: 'Office lead', faxNumber: '416-555-0100', preferedBillingOptionType: 2 })).status).toBe(200);
    const response = await patch(cleared);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ secondaryEmailAddress: '', telNumberExtension: '', faxNumber: '', title: '', preferedBillingOptionType: 0 });
    expect((await patch({ title: 'Office lead' })).status).toBe(200);
    const asJsonPatch = await patch([{ op: 'replace', path: '/Title', value: null }]);
    expect(asJsonPatch.status).toBe(200);
    expect(await asJsonPatch.json()).toMatchObject({ title: '' });
  });

  for (const target of badInputTargets) {
    it(`${target.method} ${target.name}`, async () => {
      const caller = target.persona === 'guest' ? null : (sessions.get(target.persona) ?? null);
      const cookie = target.persona === 'guest' ? guest.cookie : caller?.cookie;
      const own = { buyerId: caller?.buyerId ?? world.buyerId('buyer-on'), sessionId: caller?.sessionId ?? world.buyerId('buyer-on'), lineId: target.persona === 'guest' ? guest.lineId : 1, subjectBuyerId: subject.buyerId };
      const before = await checksum(world, testDb().db);
      const values = target.values ?? (target.part === 'json' ? jsonBodies : segments);
      await fc.assert(
        // fc.pre, not .filter: a generator that rarely yields bad input fails loudly instead of spinning forever.
        fc.asyncProperty(values, async (value) => {
          fc.pre(!target.schema.safeParse(value).success);
          const headers: Record<string, string> = { Origin: TEST_ORIGIN, 'X-Forwarded-For': freshAddress(), 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) };
          const isBody = target.part === 'json';
          const response = await world.app.request(target.url(isBody ? '' : String(value), own), { method: target.method, headers, ...(isBody ? { body: JSON.stringify(value) } : {}) });
          expect(response.status, JSON.stringify(value)).toBeGreaterThanOrEqual(400);
          expect(response.status, JSON.stringify(value)).toBeLessThan(500);
          expect(ErrorResponseSchema.safeParse(await response.json()).success).toBe(true);
        }),
        { numRuns: 40 },
      );
      expect(await checksum(world, testDb().db)).toBe(before);
    });
  }

  // Last: a careless or hostile client's envelope (content type, body, cookies, headers) on every endpoint as
  // any persona. Some of these are valid requests (a text/plain body reads as {}), so only the answer is checked.
  it('any content type, body, stray cookie or header on any endpoint: never a 5xx; a 4xx in the Messages shape', async () => {
    const signedIn = new Map<Persona, SignedIn | null>(sessions);
    const rows = matrixRows.filter((candidate) => !candidate.freshSession);
    const contentTypes = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/json-patch+json', 'application/xml', ''];
    const bodies = ['a=1&a=2', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', '<x/>', 'null', '"text"', '1e999', '\ufeff{}', '{}', `{"a":${'['.repeat(3000)}${']'.repeat(3000)}}`];
    const strayCookies = [`SessionId=${'A'.repeat(43)}`, 'SessionId=%FF', `GuestCartId=${'B'.repeat(43)}`, 'GuestCartId=%00', 'Language=xx-YY', 'APIAUTH=a.b.c'];
    const strayHeaders: Array<Record<string, string>> = [{ APIAUTH: 'x.y.z' }, { BuyerId: 'nope' }, { 'Accept-Language': '*' }, { 'Accept-Language': 'fr;q=x, en;q=2' }, {}];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...rows), fc.constantFrom(...signedIn.keys()), fc.constantFrom(...contentTypes), fc.constantFrom(...bodies), fc.subarray(strayCookies, { maxLength: 2 }), fc.constantFrom(...strayHeaders), async (row, persona, contentType, body, cookies, extra) => {
        const caller = signedIn.get(persona) ?? null;
        const cookie = [caller?.cookie, ...cookies].filter(Boolean).join('; ');
        const headers: Record<string, string> = { Origin: TEST_ORIGIN, 'X-Forwarded-For': freshAddress(), ...(cookie ? { Cookie: cookie } : {}), ...(contentType ? { 'Content-Type': contentType } : {}), ...extra };
        const response = await world.app.request(row.url({ world, subject, caller }), { method: row.method, headers, ...(row.method === 'GET' ? {} : { body }) });
        const what = `${persona} ${row.method} ${row.route} ${contentType} ${body.slice(0, 40)} ${cookies.join(';')} ${JSON.stringify(extra)}`;
        expect(response.status, what).toBeLessThan(500);
        if (response.status >= 400) expect(ErrorResponseSchema.safeParse(await response.json()).success, what).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
