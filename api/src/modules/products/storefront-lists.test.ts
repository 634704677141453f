import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

interface Listing { Records: { ProductCode: string }[]; TotalRecords: number; TotalPages: number }

/** searchByProductList, catalogues by division and warehouse, and removing restricted items from the cart. */
describeEachWorld('product lists, catalogues, restricted items', (testDb) => {
  let world: World;
  let buyer: SignedIn;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    buyer = await signIn(world.app, 'buyer-on');
  });
  const get = (path: string, who: SignedIn | null = buyer) => world.app.request(path, { headers: who?.headers ?? {} });
  const codeOf = (id: string) => world.dataset.products.find((p) => p.id === id)?.code;
  const restricted = () => new Set(world.dataset.products.filter((p) => p.flags.restricted).map((p) => p.id));

  it('searchByProductList: the products of the buyer\'s own list, paged by {c}/{d}; others\' lists and wrong types 404', async () => {
    const own = world.dataset.shoppingLists.find((l) => l.buyerId === buyer.buyerId && l.type === 'list' && l.lines.length >= 3);
    const expected = (own?.lines ?? []).map((l) => l.productId).filter((id) => !restricted().has(id)).map(codeOf).sort();
    const all = (await (await world.app.request(`/api/searchByProductList/${own?.id}/0`, json('POST', { recordPerPage: 50 }, buyer.headers))).json()) as Listing;
    expect(all.Records.map((r) => r.ProductCode).sort()).toEqual(expected);
    const paged = (await (await world.app.request(`/api/searchByProductList/${own?.id}/0/2/2`, json('POST', {}, buyer.headers))).json()) as Listing;
    expect(paged.Records.length).toBeLessThanOrEqual(2);
    expect(paged.TotalPages).toBe(Math.ceil(expected.length / 2));
    expect((await world.app.request(`/api/searchByProductList/${own?.id}/1`, json('POST', {}, buyer.headers))).status).toBe(404);
    const others = world.dataset.shoppingLists.find((l) => l.buyerId !== null && l.buyerId !== buyer.buyerId && !l.isShared);
    expect((await world.app.request(`/api/searchByProductList/${others?.id}/${['list', 'template', 'flyer'].indexOf(others?.type ?? 'list')}`, json('POST', {}, buyer.headers))).status).toBe(404);
    expect((await world.app.request(`/api/searchByProductList/not-a-uuid/0`, json('POST', {}, buyer.headers))).status).toBe(400);
    expect((await world.app.request(`/api/searchByProductList/${own?.id}/0`, json('POST', {}))).status).toBe(401);
  });

  it('catalogues/{division}/{warehouse}: top categories with stock at the warehouse, in the language; unknown ones 404', async () => {
    const client = world.dataset.clients.find((c) => c.id === world.clientIdOf('buyer-on'));
    const response = await world.app.request(`/api/catalogues/${client?.divisionCode}/${client?.warehouseNo}`, { headers: { 'Accept-Language': 'fr-CA' } });
    expect(response.status).toBe(200);
    const { Categories } = (await response.json()) as { Categories: { Id: string; Name: string; Level: number }[] };
    const tops = new Map(world.dataset.categories.filter((c) => c.level === 1).map((c) => [c.id, c.name.fr]));
    expect(Categories.length).toBeGreaterThan(0);
    expect(Categories.every((c) => c.Level === 1 && tops.get(c.Id) === c.Name)).toBe(true);
    expect((await get(`/api/catalogues/NOPE/${client?.warehouseNo}`)).status).toBe(404);
    expect((await get('/api/catalogues/d%20n/x')).status).toBe(400);
  });

  it('RemoveRestrictedProducts: removes the cart\'s restricted lines with a message and an audit row; guests 401', async () => {
    const [keep, flip] = world.dataset.products.filter((p) => !p.flags.restricted && p.minimumQuantity === 1 && p.salesMultiple === 1 && !p.flags.marketPrice);
    const added = await world.app.request('/api/cart/addtocart?callingLocation=react', json('POST', { Products: [{ ProductCode: keep?.code, Quantity: 1 }, { ProductCode: flip?.code, Quantity: 2 }] }, buyer.headers));
    expect(added.status).toBe(200);
    await testDb().db.execute(sql`update products set is_restricted = true where id = ${flip?.id}`);
    const response = await get('/api/products/RemoveRestrictedProducts');
    const body = (await response.json()) as { isSuccess: boolean; RemovedProductCodes: string[]; Messages: { PrimaryMessage: string }[] };
    expect(body.isSuccess).toBe(true);
    expect(body.RemovedProductCodes).toEqual([flip?.code]);
    expect(body.Messages[0]?.PrimaryMessage).toContain(flip?.code);
    const lines = await queryRows<{ code: string }>(testDb().db, sql`select p.code from order_lines ol join orders o on o.id = ol.order_id join products p on p.id = ol.product_id
      where o.buyer_id = ${buyer.buyerId} and o.status = 'open'`);
    expect(lines.map((l) => l.code)).toContain(keep?.code);
    expect(lines.map((l) => l.code)).not.toContain(flip?.code);
    const audits = await queryRows<{ n: number }>(testDb().db, sql`select count(*)::int as n from audit_log where action = 'cart.restrictedItemsRemoved' and actor_id = ${buyer.buyerId}`);
    expect(audits[0]?.n).toBe(1);
    const again = (await (await get('/api/products/RemoveRestrictedProducts')).json()) as { RemovedProductCodes: string[] };
    expect(again.RemovedProductCodes).toEqual([]);
    expect((await queryRows<{ n: number }>(testDb().db, sql`select count(*)::int as n from audit_log where action = 'cart.restrictedItemsRemoved'`))[0]?.n).toBe(1);
    expect((await get('/api/products/RemoveRestrictedProducts', null)).status).toBe(401);
  });
});
