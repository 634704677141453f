import { formatMessage, isPriceSort, ProductDetailsResponseSchema, SearchResponseSchema, SortBy } from '@comptoir/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../../db/test-db.ts';
import { bodyOf, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

describeEachWorld("search answers fit core's contract", (testDb) => {
  let world: World;
  let buyer: SignedIn;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    buyer = await signIn(world.app, 'buyer-ab');
  });

  it('keyword search, for a buyer and for a guest, every sort', async () => {
    for (const sortBy of Object.values(SortBy)) {
      const answer = SearchResponseSchema.parse(await bodyOf(await world.app.request('/svc/search/Search/keyword', json('POST', { keyWord: 'paper', language: 'en', sortBy }, buyer.headers))));
      expect(answer).toMatchObject({ SortBy: sortBy, CurrentPage: 1, RecordPerPage: 25 });
      const asGuest = SearchResponseSchema.parse(await bodyOf(await world.app.request('/svc/search/Search/keyword', json('POST', { keyWord: 'paper', language: 'en', sortBy }))));
      expect(asGuest).toMatchObject({ SortBy: isPriceSort(sortBy) ? SortBy.bestMatch : sortBy, CurrentPage: 1, RecordPerPage: 25 });
    }
    const guest = SearchResponseSchema.parse(await bodyOf(await world.app.request('/svc/search/Search/keyword', json('POST', { keyWord: 'paper', language: 'fr' }))));
    expect(guest.Records.every((record) => record.LoginForPricing && record.CombinedDetailPrice === null)).toBe(true);
  });

  it('a search body with a field the service does not take is refused (400) in the request’s language, at any depth', async () => {
    const id = world.buyerId('buyer-ab');
    const bodies = [
      { keyWord: 'paper', language: 'en', keyword: 'paper' },
      { keyWord: 'paper', language: 'en', buyerId: id },
      { keyWord: 'paper', language: 'en', Buyer: { BuyerId: id, isAdmin: true } },
      { keyWord: 'paper', language: 'en', Client: { ClientId: null, clientNo: '1' } },
      { keyWord: 'paper', language: 'en', SelectedFacetFilter: [{ FacetId: 'brand', ValueId: 'x', clientId: id }] },
    ];
    for (const [path, extra] of [['/svc/search/Search/keyword', {}], ['/svc/search/Search/category', { categoryId: 'paper' }], ['/svc/search/product-details', { productCodes: ['ABC123'] }]] as const) {
      for (const [body, lang] of bodies.flatMap((b) => [[b, 'en'], [b, 'fr']] as const)) {
        const response = await world.app.request(path, json('POST', { ...body, ...extra }, { ...buyer.headers, 'Accept-Language': lang === 'fr' ? 'fr-CA' : 'en-CA' }));
        expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect((await bodyOf(response)).Messages[0]).toMatchObject({ Type: 'errors.badRequest', PrimaryMessage: formatMessage(lang === 'fr' ? 'fr-CA' : 'en-CA', 'errors.badRequest') });
      }
    }
    // The spec's own fields are taken (and the viewer still comes from the session).
    const spec = await world.app.request('/svc/search/Search/keyword', json('POST', { keyWord: 'paper', language: 'en', clientId: null, Buyer: { BuyerId: id }, CCS: null, Client: { ClientId: null } }, buyer.headers));
    expect(spec.status).toBe(200);
  });

  it('product details of a product found by search', async () => {
    const found = SearchResponseSchema.parse(await bodyOf(await world.app.request('/svc/search/Search/keyword', json('POST', { keyWord: '', language: 'en' }, buyer.headers))));
    const codes = found.Records.slice(0, 3).map((record) => record.ProductCode);
    const details = ProductDetailsResponseSchema.parse(await bodyOf(await world.app.request('/svc/search/product-details', json('POST', { language: 'fr', productCodes: codes }, buyer.headers))));
    expect(details.Records.map((record) => record.ProductCode).sort()).toEqual([...codes].sort());
    expect(details.Records.every((record) => record.taxonomy.length > 0)).toBe(true);
  });
});
