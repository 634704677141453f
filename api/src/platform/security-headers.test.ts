import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../db/test-db.ts';
import { json, seedWorld, signIn, type SignedIn, type World } from '../test/test-app.ts';

describeEachWorld("the api's answers are kept by no cache unless their route says so", (testDb) => {
  let world: World;
  let buyer: SignedIn;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    buyer = await signIn(world.app, 'buyer-on');
  });

  // They carried no Cache-Control: a shared cache or the browser's was free to keep a buyer's prices, cart and profile.
  it("a buyer's cart, profile, orders, search and refusals: no-store", async () => {
    const answers = [
      await world.app.request('/api/cart/cartDetails', { headers: buyer.headers }),
      await world.app.request(`/svc/buyers/buyers/${buyer.buyerId}`, { headers: buyer.headers }),
      await world.app.request(`/svc/orders/buyers/${buyer.buyerId}/orders?daysBack=-1`, { headers: buyer.headers }),
      await world.app.request('/svc/search/Search/keyword', json('POST', { keyWord: 'paper', language: 'fr' }, buyer.headers)),
      await world.app.request('/svc/orders/orders/999999', { headers: buyer.headers }),
      await world.app.request('/admin-api/users', { headers: buyer.headers }),
    ];
    expect(answers.map((answer) => [answer.status, answer.headers.get('Cache-Control')])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [404, 'no-store'],
      [403, 'no-store'],
    ]);
  });

  it('a route that says how its answer is kept is left as it says', async () => {
    expect((await world.app.request('/svc/cms/cms/layout', { headers: buyer.headers })).headers.get('Cache-Control')).toBe('private, no-store');
  });
});
