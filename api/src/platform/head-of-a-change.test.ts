import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/index.ts';
import { describeEachWorld } from '../db/test-db.ts';
import { json, seedWorld, signIn, type SignedIn, type World } from '../test/test-app.ts';

// Hono answers HEAD with the GET's handler: a HEAD to the spec's GETs that change the cart removed the lines.
describeEachWorld('a HEAD to a GET that changes something', (testDb) => {
  let world: World;
  let buyer: SignedIn;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    buyer = await signIn(world.app, 'buyer-on');
  });
  const cartCodes = async () =>
    (await queryRows<{ code: string }>(testDb().db, sql`select p.code from order_lines ol join orders o on o.id = ol.order_id join products p on p.id = ol.product_id
      where o.buyer_id = ${buyer.buyerId} and o.status = 'open' order by p.code`)).map((line) => line.code);

  it('answers 405 with Allow: GET before any guard, and removes nothing', async () => {
    const [keep, flip] = world.dataset.products.filter((p) => !p.flags.restricted && p.minimumQuantity === 1 && p.salesMultiple === 1 && !p.flags.marketPrice);
    const added = await world.app.request('/api/cart/addtocart?callingLocation=react', json('POST', { Products: [{ ProductCode: keep?.code, Quantity: 1 }, { ProductCode: flip?.code, Quantity: 2 }] }, buyer.headers));
    expect(added.status).toBe(200);
    await testDb().db.execute(sql`update products set is_restricted = true where id = ${flip?.id}`);
    const before = await cartCodes();
    expect(before).toHaveLength(2);
    for (const path of ['/api/cart/removeProduct/1', '/api/cart/removeProduct/2', '/api/products/RemoveRestrictedProducts']) {
      for (const who of [buyer.headers, {}]) {
        const response = await world.app.request(path, { method: 'HEAD', headers: { ...who, 'Sec-Fetch-Site': 'same-origin', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'fr-CA' } });
        expect(response.status, path).toBe(405);
        expect(response.headers.get('Allow'), path).toBe('GET');
      }
    }
    expect(await cartCodes()).toEqual(before);
    const audits = await queryRows<{ n: number }>(testDb().db, sql`select count(*)::int as n from audit_log where actor_id = ${buyer.buyerId} and action in ('cart.removeProduct', 'cart.restrictedItemsRemoved')`);
    expect(audits[0]?.n).toBe(0);
    // The GET our page sends still removes, and a read's HEAD is still answered.
    expect((await world.app.request('/api/products/RemoveRestrictedProducts', { headers: buyer.headers })).status).toBe(200);
    expect(await cartCodes()).toEqual([keep?.code]);
    expect((await world.app.request('/api/cart/cartDetails', { method: 'HEAD', headers: buyer.headers })).status).toBe(200);
  });
});
