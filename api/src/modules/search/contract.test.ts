import { ProductDetailsResponseSchema, SearchResponseSchema, SortBy as CoreSortBy } from '@comptoir/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../../db/test-db.ts';
import { bodyOf, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';
import { SortBy } from './sort-codes.ts';

describeEachWorld("search answers fit core's contract", (testDb) => {
  let world: World;
  let buyer: SignedIn;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    buyer = await signIn(world.app, 'buyer-ab');
  });

  it("the search module's sort codes are core's", () => {
    expect(SortBy).toEqual(CoreSortBy);
  });

  it('keyword search, for a buyer and for a guest, every sort', async () => {
    for (const sortBy of Object.values(CoreSortBy)) {
      const answer = SearchResponseSchema.parse(await bodyOf(await world.app.request('/svc/search/Search/keyword', json('POST', { keyWord: 'paper', language: 'en', sortBy }, buyer.headers))));
      expect(answer).toMatchObject({ SortBy: sortBy, CurrentPage: 1, RecordPerPage: 25 });
    }
    const guest = SearchResponseSchema.parse(await bodyOf(await world.app.request('/svc/search/Search/keyword', json('POST', { keyWord: 'paper', language: 'fr' }))));
    expect(guest.Records.every((record) => record.LoginForPricing && record.CombinedDetailPrice === null)).toBe(true);
  });

  it('product details of a product found by search', async () => {
    const found = SearchResponseSchema.parse(await bodyOf(await world.app.request('/svc/search/Search/keyword', json('POST', { keyWord: '', language: 'en' }, buyer.headers))));
    const codes = found.Records.slice(0, 3).map((record) => record.ProductCode);
    const details = ProductDetailsResponseSchema.parse(await bodyOf(await world.app.request('/svc/search/product-details', json('POST', { language: 'fr', productCodes: codes }, buyer.headers))));
    expect(details.Records.map((record) => record.ProductCode).sort()).toEqual([...codes].sort());
    expect(details.Records.every((record) => record.taxonomy.length > 0)).toBe(true);
  });
});
