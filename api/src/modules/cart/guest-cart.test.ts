import { AuthenticateResponseSchema, GuestAddToCartResponseSchema, GuestCartResponseSchema } from '@comptoir/core';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { queryRows } from '../../db/index.ts';
import { buyers } from '../../db/schema/index.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { hashPassword } from '../../platform/password.ts';
import { COMMERCE_ORIGIN, commerceConfig, createCatalogue, createProduct, createShopper, sessionHeaders } from '../../test/commerce-world.ts';
import { cookiesFrom, freshAddress } from '../../test/test-app.ts';

const PASSWORD = 'Guest-cart merge 2026!';

async function world(testDb: TestDb) {
  const { db, kind } = testDb;
  const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
  const catalogue = await createCatalogue(db);
  const shopper = await createShopper(db, catalogue);
  await db.update(buyers).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(buyers.id, shopper.buyerId));
  const logonName = (await queryRows<{ logon_name: string }>(db, sql`select logon_name from buyers where id = ${shopper.buyerId}`))[0]?.logon_name as string;
  const guestAdd = (cookie: string | null, products: Array<{ ProductCode: string; Quantity: number }>) =>
    app.request('/api/cart/addtocart?callingLocation=react', { method: 'POST', headers: { Origin: COMMERCE_ORIGIN, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify({ Products: products }) });
  const signIn = (cookie: string) =>
    app.request('/svc/auth/api/buyer/authenticate', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress(), Cookie: cookie }, body: JSON.stringify({ LogonName: logonName, Password: PASSWORD }) });
  const cartLines = () =>
    queryRows<{ code: string; quantity: number }>(db, sql`select p.code, l.quantity from order_lines l join orders o on o.id = l.order_id join products p on p.id = l.product_id
      where o.buyer_id = ${shopper.buyerId} and o.status = 'open' order by p.code`);
  return { db, app, catalogue, shopper, guestAdd, signIn, cartLines };
}

// Every key and number of an answer, so that a price cannot hide under any name (product codes are random text and may contain digits).
function keysAndNumbers(value: unknown, found: { keys: string[]; numbers: number[] } = { keys: [], numbers: [] }) {
  if (typeof value === 'number') found.numbers.push(value);
  else if (Array.isArray(value)) value.forEach((item) => keysAndNumbers(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.keys.push(key);
      keysAndNumbers(item, found);
    }
  }
  return found;
}

describeEachDriver('guest cart', (testDb: () => TestDb) => {
  it('a guest adds under the quantity rules and sees no prices; sign-in merges (sum, fit, restricted dropped) once and deletes it', async () => {
    const { db, app, catalogue, shopper, guestAdd, signIn, cartLines } = await world(testDb());
    const pairs = await createProduct(db, catalogue, { listPrice: 499, salesMultiple: 2, minimumQuantity: 2 });
    const fives = await createProduct(db, catalogue, { listPrice: 120, salesMultiple: 5 });
    const later = await createProduct(db, catalogue, { listPrice: 300 });
    const restricted = await createProduct(db, catalogue, { listPrice: 100, isRestricted: true });

    const first = await guestAdd(null, [{ ProductCode: pairs.code, Quantity: 4 }, { ProductCode: restricted.code, Quantity: 1 }, { ProductCode: 'NO-SUCH', Quantity: 1 }]);
    expect(first.status).toBe(200);
    const cookie = cookiesFrom(first);
    expect(cookie).toMatch(/^GuestCartId=[A-Za-z0-9_-]{43}$/);
    const added = GuestAddToCartResponseSchema.parse(await first.json());
    expect(added.AddedProducts.map((p) => [p.ProductCode, p.Quantity])).toEqual([[pairs.code, 4]]);
    expect(added.Messages.map((m) => m.PrimaryMessage)).toEqual([`${restricted.code} was removed from cart due to a quantity restriction.`, 'NO-SUCH is not available.']);
    expect((await guestAdd(cookie, [{ ProductCode: pairs.code, Quantity: 3 }])).status).toBe(422);
    expect((await guestAdd(cookie, [{ ProductCode: fives.code, Quantity: 10 }, { ProductCode: later.code, Quantity: 1 }])).status).toBe(200);

    const details = await app.request('/api/cart/cartDetails', { headers: { Cookie: cookie } });
    const guestCart: unknown = await details.json();
    expect(keysAndNumbers(guestCart).keys.filter((key) => /price|total|amount/i.test(key))).toEqual([]);
    expect(keysAndNumbers(guestCart).numbers.filter((value) => value === 499 || value === 120)).toEqual([]);
    const guestLines = GuestCartResponseSchema.parse(guestCart).CartInfo.Products.map((p) => [p.ProductCode, p.Quantity]);
    expect(guestLines[0]).toEqual([pairs.code, 4]);
    expect(new Map(guestLines as Array<[string, number]>)).toEqual(new Map([[pairs.code, 4], [fives.code, 10], [later.code, 1]]));
    const anotherGuest = await app.request('/api/cart/cartDetails', {});
    expect(GuestCartResponseSchema.parse(await anotherGuest.json()).CartInfo.Products).toEqual([]);

    // The buyer's own cart already holds 2 pairs and 9,995 fives; the product added later became restricted.
    const headers = await sessionHeaders(db, shopper.buyerId);
    const own = await app.request('/api/cart/addtocart', { method: 'POST', headers, body: JSON.stringify({ Products: [{ ProductCode: pairs.code, Quantity: 2 }, { ProductCode: fives.code, Quantity: 9995 }] }) });
    expect(own.status).toBe(200);
    await db.execute(sql`update products set is_restricted = true where id = ${later.id}`);

    const signedIn = await signIn(cookie);
    expect(signedIn.status).toBe(200);
    const body = AuthenticateResponseSchema.extend({ CartMessages: GuestAddToCartResponseSchema.shape.CartMessages }).parse(await signedIn.json());
    expect(body.CartMessages.map((m) => m.PrimaryMessage)).toContain(`${later.code} was removed from cart due to a quantity restriction.`);
    expect(signedIn.headers.getSetCookie().some((line) => /^GuestCartId=;/.test(line))).toBe(true);
    const expected = [{ code: pairs.code, quantity: 6 }, { code: fives.code, quantity: 9995 }].sort((a, b) => a.code.localeCompare(b.code));
    expect(await cartLines()).toEqual(expected);
    expect(await queryRows(db, sql`select id from guest_carts`)).toEqual([]);
    const [audit] = await queryRows<{ after: unknown }>(db, sql`select after from audit_log where action = 'cart.mergeGuestCart' and actor_id = ${shopper.buyerId}`);
    expect(audit?.after).toEqual([{ productCode: pairs.code, quantity: 6 }, { productCode: fives.code, quantity: 9995 }]);

    // A replayed cookie merges nothing again.
    expect((await signIn(cookie)).status).toBe(200);
    expect(await cartLines()).toEqual(expected);
  });

  it('a visitor whose every product is refused gets the reasons and no guest-cart cookie: no cart is opened', async () => {
    const { db, catalogue, guestAdd } = await world(testDb());
    const restricted = await createProduct(db, catalogue, { listPrice: 100, isRestricted: true });
    const carts = async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from guest_carts`))[0]?.n;
    const before = await carts();
    const refused = await guestAdd(null, [{ ProductCode: restricted.code, Quantity: 1 }, { ProductCode: 'NO-SUCH', Quantity: 1 }]);
    expect(refused.status).toBe(422);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(GuestAddToCartResponseSchema.parse(await refused.json()).Messages).toHaveLength(2);
    expect(await carts()).toBe(before);
  });

  it('summed past 9,999 at sign-in, the line stops at the maximum and the buyer is told so, not that it was added', async () => {
    const { app, db, catalogue, shopper, guestAdd, signIn, cartLines } = await world(testDb());
    const paper = await createProduct(db, catalogue, { listPrice: 100 });
    const pens = await createProduct(db, catalogue, { listPrice: 100 });
    const headers = await sessionHeaders(db, shopper.buyerId);
    await app.request('/api/cart/addtocart', { method: 'POST', headers, body: JSON.stringify({ Products: [{ ProductCode: paper.code, Quantity: 9990 }] }) });
    const guest = cookiesFrom(await guestAdd(null, [{ ProductCode: paper.code, Quantity: 20 }, { ProductCode: pens.code, Quantity: 2 }]));
    const body = AuthenticateResponseSchema.extend({ CartMessages: GuestAddToCartResponseSchema.shape.CartMessages }).parse(await (await signIn(guest)).json());
    const told = body.CartMessages.map((m) => [m.Type, m.PrimaryMessage]);
    expect(told).toHaveLength(2);
    expect(told).toEqual(
      expect.arrayContaining([
        ['cart.itemAtMaximum', `${paper.code} is in your cart at the maximum quantity of 9,999. The rest was not added.`],
        ['cart.itemAdded', expect.stringContaining(pens.code)],
      ]),
    );
    expect(await cartLines()).toEqual(expect.arrayContaining([{ code: paper.code, quantity: 9999 }, { code: pens.code, quantity: 2 }]));
  });

  it('a buyer whose session ended elsewhere is told so (401, its cookies cleared), never given a guest cart quietly', async () => {
    const { app, db, catalogue, shopper, guestAdd } = await world(testDb());
    const product = await createProduct(db, catalogue, { listPrice: 250 });
    const headers = await sessionHeaders(db, shopper.buyerId);
    const out = await app.request('/svc/auth/api/buyer/logout', { method: 'POST', headers, body: '{}' });
    expect(out.status).toBe(200);
    const carts = async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from guest_carts`))[0]?.n;
    const before = await carts();
    const ended = [
      await app.request('/api/cart/addtocart?callingLocation=react', { method: 'POST', headers, body: JSON.stringify({ Products: [{ ProductCode: product.code, Quantity: 1 }] }) }),
      await app.request('/api/cart/cartDetails', { headers }),
      await app.request('/api/cart/updateProduct/1', { method: 'POST', headers, body: JSON.stringify({ Quantity: 2 }) }),
      await app.request('/api/cart/removeProduct/1', { headers: { ...headers, 'X-Requested-With': 'XMLHttpRequest' } }),
    ];
    for (const answer of ended) {
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { Messages: Array<{ Type: string }> }).Messages[0]?.Type).toBe('auth.unauthorized');
      expect(answer.headers.getSetCookie().some((line) => /^SessionId=;/.test(line))).toBe(true);
      expect(answer.headers.getSetCookie().some((line) => line.startsWith('GuestCartId='))).toBe(false);
    }
    expect(await carts()).toBe(before);
    // Its cookies cleared, the same browser is a guest: what it adds then is kept for the merge at sign-in.
    expect((await guestAdd(null, [{ ProductCode: product.code, Quantity: 1 }])).status).toBe(200);
  });

  it('concurrent sign-ins presenting one guest cart merge it exactly once', async () => {
    const { db, catalogue, guestAdd, signIn, cartLines } = await world(testDb());
    const product = await createProduct(db, catalogue, { listPrice: 250 });
    const cookie = cookiesFrom(await guestAdd(null, [{ ProductCode: product.code, Quantity: 7 }]));
    const statuses = await Promise.all(Array.from({ length: 6 }, async () => (await signIn(cookie)).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await cartLines()).toEqual([{ code: product.code, quantity: 7 }]);
  });
});
