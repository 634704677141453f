import { GuestAddToCartResponseSchema, GuestCartResponseSchema, ResultResponseSchema } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { queryRows } from '../../db/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { COMMERCE_ORIGIN, commerceConfig, createCatalogue, createProduct, createShopper, sessionHeaders, type CatalogueIds } from '../../test/commerce-world.ts';
import { cookiesFrom } from '../../test/test-app.ts';
import { purgeAllDue } from '../../platform/retention.ts';
import { GUEST_CART_MAX_LINES, staleGuestCarts } from './guest-cart.ts';

async function world(testDb: TestDb) {
  const { db, kind } = testDb;
  const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
  const catalogue = await createCatalogue(db);
  const headers = (cookie: string | null, lang = 'en') => ({ Origin: COMMERCE_ORIGIN, 'Content-Type': 'application/json', 'Accept-Language': `${lang}-CA`, ...(cookie ? { Cookie: cookie } : {}) });
  const add = (cookie: string | null, products: Array<{ ProductCode: string; Quantity: number }>) =>
    app.request('/api/cart/addtocart?callingLocation=react', { method: 'POST', headers: headers(cookie), body: JSON.stringify({ Products: products }) });
  const lines = async (cookie: string) =>
    GuestCartResponseSchema.parse(await (await app.request('/api/cart/cartDetails', { headers: headers(cookie) })).json()).CartInfo.Products;
  const update = (cookie: string | null, id: number, Quantity: number, lang = 'en') =>
    app.request(`/api/cart/updateProduct/${id}`, { method: 'POST', headers: headers(cookie, lang), body: JSON.stringify({ Quantity }) });
  const remove = (cookie: string | null, id: number, extra: Record<string, string> = {}) => app.request(`/api/cart/removeProduct/${id}`, { headers: { ...headers(cookie), ...extra } });
  const drawer = (cookie: string | null, orderProductId: number, quantity: number, lang = 'en') =>
    app.request('/api/cart/drawer/quantity', { method: 'POST', headers: headers(cookie, lang), body: JSON.stringify({ language: lang, orderProductId, quantity, clientNo: '' }) });
  const allLines = () => queryRows<{ line_id: number; quantity: number }>(db, sql`select line_id, quantity from guest_cart_lines order by line_id`);
  return { db, app, catalogue, headers, add, lines, update, remove, drawer, allLines };
}

const messagesOf = async (response: Response) => ResultResponseSchema.parse(await response.json()).Messages.map((message) => message.PrimaryMessage);

const guestWith = async (w: Awaited<ReturnType<typeof world>>, products: Array<{ ProductCode: string; Quantity: number }>) => {
  const response = await w.add(null, products);
  expect(response.status).toBe(200);
  return cookiesFrom(response);
};

const productsOf = async (testDb: TestDb, catalogue: CatalogueIds, count: number) => {
  const made: Array<{ id: string; code: string }> = [];
  for (let index = 0; index < count; index += 1) made.push(await createProduct(testDb.db, catalogue, { listPrice: 100 }));
  return made;
};

describeEachDriver('guest cart lines', (testDb: () => TestDb) => {
  it('a guest changes quantities and removes lines with exactly the answers a buyer gets (updateProduct, drawer, removeProduct)', async () => {
    const w = await world(testDb());
    const dozens = await createProduct(w.db, w.catalogue, { listPrice: 499, salesMultiple: 12, minimumQuantity: 24 });
    const single = await createProduct(w.db, w.catalogue, { listPrice: 120 });
    const wanted = [{ ProductCode: dozens.code, Quantity: 24 }, { ProductCode: single.code, Quantity: 1 }];
    // The same steps on a cart: the answers (status and messages, English and French) must not depend on who owns it.
    const steps = async (send: (path: string, body?: unknown, lang?: string) => Promise<Response>, dozenLine: number, singleLine: number) => {
      const answers: Array<[number, string[]]> = [];
      const run = async (path: string, body?: unknown, lang?: string) => {
        const response = await send(path, body, lang);
        answers.push([response.status, await messagesOf(response)]);
      };
      const drawerBody = (orderProductId: number, quantity: number, language: string, clientNo: string) => ({ language, orderProductId, quantity, clientNo });
      await run(`/api/cart/updateProduct/${dozenLine}`, { Quantity: 30 });
      await run(`/api/cart/updateProduct/${dozenLine}`, { Quantity: 12 }, 'fr');
      await run(`/api/cart/updateProduct/${dozenLine}`, { Quantity: 36 });
      await run('/api/cart/drawer/quantity', drawerBody(dozenLine, 12, 'en', ''));
      await run('/api/cart/drawer/quantity', drawerBody(dozenLine, 25, 'fr', ''));
      await run('/api/cart/drawer/quantity', drawerBody(dozenLine, 48, 'en', ''));
      await run(`/api/cart/removeProduct/${singleLine}`, undefined, 'fr');
      await run(`/api/cart/removeProduct/${singleLine}`);
      await run(`/api/cart/updateProduct/${dozenLine}`, { Quantity: 0 });
      return answers;
    };
    const sender = (base: Record<string, string>, clientNo: string) => async (path: string, body?: unknown, lang = 'en') => {
      const json = body && typeof body === 'object' && 'clientNo' in body ? { ...body, clientNo } : body;
      return w.app.request(path, { method: body === undefined ? 'GET' : 'POST', headers: { ...base, 'Accept-Language': `${lang}-CA` }, ...(body === undefined ? {} : { body: JSON.stringify(json) }) });
    };

    const cookie = await guestWith(w, wanted);
    const [first, second] = await w.lines(cookie);
    expect(first).toMatchObject({ ProductCode: dozens.code, Quantity: 24, OrderProductId: expect.any(Number) });
    const guestAnswers = await steps(sender({ ...w.headers(cookie) }, ''), first?.OrderProductId as number, second?.OrderProductId as number);
    expect(await w.lines(cookie)).toEqual([]);

    const shopper = await createShopper(w.db, w.catalogue);
    const buyerHeaders = await sessionHeaders(w.db, shopper.buyerId);
    expect((await w.app.request('/api/cart/addtocart', { method: 'POST', headers: buyerHeaders, body: JSON.stringify({ Products: wanted }) })).status).toBe(200);
    const buyerAnswers = await steps(sender(buyerHeaders, shopper.clientNo), 1, 2);

    expect(guestAnswers).toEqual(buyerAnswers);
    expect(guestAnswers.map(([status]) => status)).toEqual([422, 422, 200, 422, 422, 200, 200, 404, 200]);
    // The line stays in the cart: the cart page's refusals say the quantity was not changed, not 'not added'.
    expect(guestAnswers[0]?.[1]).toEqual([`${dozens.code}: quantity not changed, sold in multiples of 12 only`]);
    expect(guestAnswers[1]?.[1]).toEqual([`${dozens.code}\u00a0: quantité inchangée, quantité minimale de commande de 24`]);
    expect(guestAnswers[2]?.[1]).toEqual([`The quantity of ${dozens.code} was updated.`]);
    expect(guestAnswers[3]?.[1]).toEqual(['Minimum quantity is 24. To remove this item, please go to the cart']);
    expect(guestAnswers[6]?.[1]).toEqual([`${single.code} a été retiré du panier.`]);
  });

  it('a change extends the guest-cart cookie', async () => {
    const w = await world(testDb());
    const product = await createProduct(w.db, w.catalogue, { listPrice: 300 });
    const cookie = await guestWith(w, [{ ProductCode: product.code, Quantity: 2 }]);
    const updated = await w.update(cookie, (await w.lines(cookie))[0]?.OrderProductId as number, 3);
    expect(updated.status).toBe(200);
    expect(updated.headers.getSetCookie().find((line) => line.startsWith('GuestCartId='))).toMatch(/^GuestCartId=[A-Za-z0-9_-]{43}; Max-Age=2592000/);
  });

  it("another guest's line id, or no guest cart at all, answers 404 and changes nothing", async () => {
    const w = await world(testDb());
    const product = await createProduct(w.db, w.catalogue, { listPrice: 300 });
    const mine = await guestWith(w, [{ ProductCode: product.code, Quantity: 2 }]);
    const theirs = await guestWith(w, [{ ProductCode: product.code, Quantity: 5 }]);
    const theirLine = (await w.lines(theirs))[0]?.OrderProductId as number;
    const before = await w.allLines();

    for (const response of [await w.update(mine, theirLine, 7), await w.drawer(mine, theirLine, 7), await w.remove(mine, theirLine), await w.update(null, theirLine, 7), await w.remove(null, theirLine)]) {
      expect(response.status).toBe(404);
      expect((await messagesOf(response)).length).toBe(1);
    }
    const french = await w.update(mine, theirLine, 7, 'fr');
    expect(await messagesOf(french)).toEqual(['Cet article n’est plus dans votre panier.']);
    expect(await w.allLines()).toEqual(before);
  });

  it('removeProduct navigated to from another site is refused (it changes the cart behind a GET)', async () => {
    const w = await world(testDb());
    const product = await createProduct(w.db, w.catalogue, { listPrice: 300 });
    const cookie = await guestWith(w, [{ ProductCode: product.code, Quantity: 2 }]);
    const line = (await w.lines(cookie))[0]?.OrderProductId as number;
    expect((await w.remove(cookie, line, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect(await w.lines(cookie)).toHaveLength(1);
  });

  it(`a guest cart holds at most ${GUEST_CART_MAX_LINES} products (9,999 each); more is refused in the guest's language and nothing else changes`, async () => {
    const w = await world(testDb());
    const made = await productsOf(testDb(), w.catalogue, GUEST_CART_MAX_LINES + 2);
    const full = made.slice(0, GUEST_CART_MAX_LINES);
    const [extra, another] = made.slice(GUEST_CART_MAX_LINES) as Array<{ code: string }> as [{ code: string }, { code: string }];
    const cookie = await guestWith(w, full.map((product) => ({ ProductCode: product.code, Quantity: 1 })));
    expect(await w.lines(cookie)).toHaveLength(GUEST_CART_MAX_LINES);

    const refused = await w.add(cookie, [{ ProductCode: extra.code, Quantity: 1 }]);
    expect(refused.status).toBe(422);
    const body = GuestAddToCartResponseSchema.parse(await refused.json());
    expect(body.Messages.map((message) => [message.Type, message.PrimaryMessage])).toEqual([
      ['cart.guestCartFull', `${extra.code} was not added: your cart holds up to ${GUEST_CART_MAX_LINES} products before you sign in. Sign in to add more.`],
    ]);
    const french = await w.app.request('/api/cart/addtocart', { method: 'POST', headers: { Origin: COMMERCE_ORIGIN, 'Content-Type': 'application/json', 'Accept-Language': 'fr-CA', Cookie: cookie }, body: JSON.stringify({ Products: [{ ProductCode: another.code, Quantity: 1 }] }) });
    expect(french.status).toBe(422);
    expect(GuestAddToCartResponseSchema.parse(await french.json()).Messages[0]?.PrimaryMessage).toContain('Connectez-vous');

    // A product already held still takes more, up to core's maximum per line.
    const held = full[0] as { code: string };
    const more = await w.add(cookie, [{ ProductCode: held.code, Quantity: 9998 }, { ProductCode: extra.code, Quantity: 1 }]);
    expect(more.status).toBe(200);
    expect(GuestAddToCartResponseSchema.parse(await more.json()).Messages.map((message) => message.Type)).toEqual(['cart.guestCartFull']);
    expect((await w.add(cookie, [{ ProductCode: held.code, Quantity: 1 }])).status).toBe(422);
    const lines = await w.lines(cookie);
    expect(lines).toHaveLength(GUEST_CART_MAX_LINES);
    expect(lines.find((line) => line.ProductCode === held.code)?.Quantity).toBe(9999);
    // Over the maximum: core's quantity message in the guest's language, not the generic bad request.
    const over = await w.update(cookie, lines[0]?.OrderProductId as number, 10_000);
    expect(over.status).toBe(422);
    expect(((await over.json()) as { Messages: Array<{ Type: string }> }).Messages.map((message) => message.Type)).toEqual(['quantity.maximum']);
  });

  it('stale guest carts (untouched for 30 days) are purged by each new guest cart and by the command; fresh ones and changes keep theirs', async () => {
    const w = await world(testDb());
    await w.db.execute(sql`delete from guest_carts`); // the other tests' carts: this one counts every cart
    const product = await createProduct(w.db, w.catalogue, { listPrice: 300 });
    const stale = await guestWith(w, [{ ProductCode: product.code, Quantity: 1 }]);
    const kept = await guestWith(w, [{ ProductCode: product.code, Quantity: 2 }]);
    const age = async (cookie: string, days: number) => {
      const line = (await w.lines(cookie))[0]?.OrderProductId as number;
      await w.db.execute(sql`update guest_carts set updated_at = now() - ${days} * interval '1 day' where id = (select guest_cart_id from guest_cart_lines where line_id = ${line})`);
    };
    await age(stale, 31);
    await age(kept, 29);
    // A change touches the cart: 29 days old, changed today, it is fresh again.
    expect((await w.update(kept, (await w.lines(kept))[0]?.OrderProductId as number, 3)).status).toBe(200);
    const cartCount = async () => (await queryRows<{ n: number }>(w.db, sql`select count(*)::int as n from guest_carts`))[0]?.n;
    expect(await cartCount()).toBe(2);

    await guestWith(w, [{ ProductCode: product.code, Quantity: 4 }]);
    expect(await w.lines(stale)).toEqual([]);
    expect(await w.lines(kept)).toMatchObject([{ Quantity: 3 }]);
    expect(await cartCount()).toBe(2);

    // The command, run by two processes at once: each stale cart is deleted once, nothing else.
    const more = await Promise.all([1, 2, 3].map(() => guestWith(w, [{ ProductCode: product.code, Quantity: 1 }])));
    for (const cookie of more) await age(cookie, 45);
    const purged = await Promise.all([purgeAllDue(w.db, staleGuestCarts, 2), purgeAllDue(w.db, staleGuestCarts, 2)]);
    expect(purged[0] + purged[1]).toBe(3);
    expect(await cartCount()).toBe(2);
    expect(await queryRows(w.db, sql`select l.line_id from guest_cart_lines l left join guest_carts g on g.id = l.guest_cart_id where g.id is null`)).toEqual([]);
  });
});
