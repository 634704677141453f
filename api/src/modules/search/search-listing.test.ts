import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { DATASET_NOW, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';
import { KeywordSearchBodySchema } from './request-schemas.ts';
import { searchCatalogue, type SearchResult } from './search-service.ts';
import { viewerFromSession } from './viewer.ts';

/** Facets, filters, sorts, paging, price visibility, restrictions and bad input, through HTTP. */
describeEachWorld('search listing', (testDb) => {
  let world: World;
  let buyer: SignedIn;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    buyer = await signIn(world.app, 'buyer-on');
  });

  const search = async (body: Record<string, unknown>, headers: Record<string, string> = {}, path = '/svc/search/Search/keyword') => {
    const response = await world.app.request(path, json('POST', { language: 'en', ...body }, headers));
    expect(response.status).toBe(200);
    return (await response.json()) as SearchResult;
  };
  const facet = (result: SearchResult, id: string) => result.Facets.find((f) => f.Id === id);

  it('guests see no prices and the sign-in prompt; buyers see prices (authorization rows)', async () => {
    const guest = await search({ keyWord: 'paper' });
    expect(guest.Records.length).toBeGreaterThan(0);
    expect(guest.Records.every((r) => r.CombinedDetailPrice === null && r.ListPrice === null && r.LoginForPricing)).toBe(true);
    expect(facet(guest, 'price')).toBeUndefined();
    const signedIn = await search({ keyWord: 'paper' }, buyer.headers);
    expect(signedIn.Records.every((r) => typeof r.CombinedDetailPrice === 'number' && !r.LoginForPricing)).toBe(true);
    expect(signedIn.Records.every((r) => (r.FinalSellPrice ?? 0) <= (r.ListPrice ?? 0))).toBe(true);
  });

  it('the open-ended price range reads in the buyer’s language: « 250,00 $ et plus », « $250.00 and up »', async () => {
    for (const [language, label] of [['fr', '250,00\u00a0$ et plus'], ['en', '$250.00 and up']] as const) {
      const answer = await search({ keyWord: '', language }, buyer.headers);
      expect(facet(answer, 'price')?.Values.find((v) => v.Id === '25000-')?.Name, language).toBe(label);
    }
  });

  it('never trusts clientId or Buyer from the body: a guest claiming a client still sees no prices', async () => {
    const result = await search({ keyWord: 'paper', clientId: world.dataset.clients[0]?.id, Buyer: { BuyerId: world.dataset.buyers[0]?.id } });
    expect(result.Records.every((r) => r.CombinedDetailPrice === null)).toBe(true);
  });

  it('counts facets over the matched set and filters by the selected ones', async () => {
    const all = await search({ keyWord: '' , recordPerPage: 50 });
    const brands = facet(all, 'brand');
    const chosen = brands?.Values[0];
    expect(chosen && chosen.Count > 0).toBe(true);
    const filtered = await search({ keyWord: '', recordPerPage: 50, SelectedFacetFilter: [{ FacetId: 'brand', ValueId: chosen?.Id }] });
    expect(filtered.TotalRecords).toBe(chosen?.Count);
    expect(filtered.Records.every((r) => r.Brand === chosen?.Name)).toBe(true);
    expect(facet(filtered, 'brand')?.Values.find((v) => v.Id === chosen?.Id)?.IsSelected).toBe(true);
    // A group's own selection does not shrink its counts (other brands stay selectable).
    expect(facet(filtered, 'brand')?.Values.length).toBe(brands?.Values.length);
    const mic = facet(all, 'madeInCanada');
    if (mic) expect(mic.Values.some((v) => v.Id === 'true')).toBe(true);
  });

  it("hides 'Made in Canada' when its only value is false", async () => {
    const noneMade = await search({ keyWord: '', SelectedFacetFilter: [{ FacetId: 'madeInCanada', ValueId: 'false' }, { FacetId: 'availability', ValueId: 'inStock' }] });
    const mic = facet(noneMade, 'madeInCanada');
    expect(mic === undefined || mic.Values.some((v) => v.Id === 'true')).toBe(true);
    const onlyFalse = await search({ keyWord: 'toner', SelectedFacetFilter: [{ FacetId: 'brand', ValueId: '00000000-0000-4000-8000-000000000000' }] });
    expect(onlyFalse.TotalRecords).toBe(0);
  });

  it('sorts by name, price (buyers), newest and rating; exact code first', async () => {
    const byName = await search({ keyWord: '', sortBy: 3, recordPerPage: 50 });
    const names = byName.Records.map((r) => r.Description.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byPrice = await search({ keyWord: '', sortBy: 1, recordPerPage: 50 }, buyer.headers);
    const prices = byPrice.Records.map((r) => r.FinalSellPrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await search({ keyWord: '', sortBy: 2 }, buyer.headers);
    expect(desc.Records[0]?.FinalSellPrice).toBeGreaterThanOrEqual(desc.Records[1]?.FinalSellPrice ?? 0);
    const rated = await search({ keyWord: '', sortBy: 6 });
    expect(rated.Records[0]?.ProductReview.ReviewRatings).toBeGreaterThanOrEqual(rated.Records[5]?.ProductReview.ReviewRatings ?? 0);
    const code = world.dataset.products.find((p) => !p.flags.restricted)?.code ?? '';
    const exact = await search({ keyWord: code, sortBy: 3 });
    expect(exact.Records[0]?.ProductCode).toBe(code);
  });


  it('a visitor asking for a price sort gets the default order, told in SortBy; a buyer keeps it', async () => {
    const bestMatch = await search({ keyWord: 'paper', recordPerPage: 50 });
    const codes = (result: SearchResult) => result.Records.map((r) => r.ProductCode);
    for (const sortBy of [1, 2]) {
      for (const language of ['en', 'fr']) {
        const visitor = await search({ keyWord: 'paper', sortBy, recordPerPage: 50, language });
        expect(visitor.SortBy).toBe(0);
        expect(codes(visitor)).toEqual(codes(language === 'en' ? bestMatch : await search({ keyWord: 'paper', recordPerPage: 50, language })));
      }
      const signedIn = await search({ keyWord: 'paper', sortBy, recordPerPage: 50 }, buyer.headers);
      expect(signedIn.SortBy).toBe(sortBy);
    }
    const byPrice = await search({ keyWord: 'paper', sortBy: 1, recordPerPage: 50 }, buyer.headers);
    expect(codes(byPrice)).not.toEqual(codes(await search({ keyWord: 'paper', recordPerPage: 50 }, buyer.headers)));
    const promotion = world.dataset.promotions[0];
    const promoted = await world.app.request(`/api/searchByPromotionId/${promotion?.id}?sort=2&pageno=1`, json('POST', { language: 'en' }));
    expect(promoted.status).toBe(200);
    expect(((await promoted.json()) as SearchResult).SortBy).toBe(0);
  });
  it('pages 25 by default, 50 on request, page 1 first, pages disjoint', async () => {
    const first = await search({ keyWord: '' });
    expect(first.Records).toHaveLength(25);
    expect(first.CurrentPage).toBe(1);
    const second = await search({ keyWord: '', currentPage: 2 });
    const firstCodes = new Set(first.Records.map((r) => r.ProductCode));
    expect(second.Records.some((r) => firstCodes.has(r.ProductCode))).toBe(false);
    expect((await search({ keyWord: '', recordPerPage: 50 })).Records).toHaveLength(50);
    expect(first.TotalPages).toBe(Math.ceil(first.TotalRecords / 25));
  });

  it('core (1) and standing-offer filters; best match (2) keeps name matches only', async () => {
    const core = await search({ keyWord: '', FilterByType: 1 });
    expect(core.Records.length).toBeGreaterThan(0);
    expect(core.Records.every((r) => r.IsCore)).toBe(true);
    // The dataset's contracts run around its own date; the service takes the clock explicitly.
    const viewer = viewerFromSession({ buyer: { id: buyer.buyerId, clientId: world.clientIdOf('buyer-on'), inviteeState: 0 }, client: { settings: { showContractFirst: false, showRestrictedItemsDefaultView: false, enableRecommendationProduct: true } } });
    const standing = await searchCatalogue(testDb().db, viewer, KeywordSearchBodySchema.parse({ keyWord: '', language: 'en', ShowStandingOfferProduct: 1 }), { asOf: DATASET_NOW });
    expect(standing.Records.length).toBeGreaterThan(0);
    expect(standing.Records.every((r) => r.IsContract && r.StandingOfferNumber !== null)).toBe(true);
    const best = await search({ keyWord: 'stapler', FilterByType: 2 });
    expect(best.Records.every((r) => /stapler/i.test(r.Description))).toBe(true);
  });

  it('a contract price holds through its last day in Toronto: at 21:30 there (already the next day in UTC) the card still shows it', async () => {
    const db = testDb().db;
    const clientId = world.clientIdOf('buyer-on');
    const [product] = await queryRows<{ id: string; code: string }>(db, sql`select p.id, p.code from products p where not p.is_restricted
      and not exists (select 1 from contract_prices c where c.product_id = p.id and c.client_id = ${clientId}) order by p.code limit 1`);
    if (!product) throw new Error('The dataset has no product without a contract for buyer-on');
    await db.execute(sql`insert into contract_prices (client_id, product_id, price, standing_offer_number, start_date, end_date)
      values (${clientId}, ${product.id}, 1, 'SO-EVENING', '2026-11-20', '2026-11-26')`);
    const viewer = viewerFromSession({ buyer: { id: buyer.buyerId, clientId, inviteeState: 0 }, client: { settings: { showContractFirst: false, showRestrictedItemsDefaultView: false, enableRecommendationProduct: true } } });
    const cardAt = async (instant: string) =>
      (await searchCatalogue(db, viewer, KeywordSearchBodySchema.parse({ keyWord: product.code, language: 'en' }), { asOf: new Date(instant) })).Records.find((r) => r.ProductCode === product.code);
    expect((await cardAt('2026-11-27T02:30:00Z'))?.StandingOfferNumber).toBe('SO-EVENING');
    expect((await cardAt('2026-11-27T14:00:00Z'))?.StandingOfferNumber ?? null).toBeNull();
  });

  it('restricted items: hidden by ShowHideRestrictions 2, shown and flagged with 1', async () => {
    const restricted = world.dataset.products.find((p) => p.flags.restricted);
    expect(restricted).toBeDefined();
    const hidden = await search({ keyWord: restricted?.code, ShowHideRestrictions: 2 });
    expect(hidden.Records.some((r) => r.ProductCode === restricted?.code)).toBe(false);
    const shown = await search({ keyWord: restricted?.code, ShowHideRestrictions: 1 });
    expect(shown.Records[0]?.ProductCode).toBe(restricted?.code);
    expect(shown.Records[0]?.IsRestricted).toBe(true);
  });

  it('the category variant searches a category and everything below it', async () => {
    const top = world.dataset.categories.find((c) => c.parentId === null);
    const result = await search({ keyWord: '', categoryId: top?.id }, {}, '/svc/search/Search/category');
    const below = new Set(world.dataset.categories.filter((c) => c.parentId === top?.id || c.id === top?.id).map((c) => c.id));
    const deeper = new Set(world.dataset.categories.filter((c) => c.parentId && below.has(c.parentId)).map((c) => c.id));
    expect(result.Records.length).toBeGreaterThan(0);
    expect(result.Records.every((r) => below.has(r.CategoryId) || deeper.has(r.CategoryId))).toBe(true);
    const missing = await world.app.request('/svc/search/Search/category', json('POST', { language: 'en' }));
    expect(missing.status).toBe(400);
  });

  it('auto-suggest: 6 by default, at most 10, products and categories', async () => {
    const ask = async (query: string) => world.app.request(`/svc/search/Search/suggest?${query}`);
    const six = (await (await ask('q=pa&language=en')).json()) as { Suggestions: { Type: string }[] };
    expect(six.Suggestions.length).toBeLessThanOrEqual(6);
    expect(six.Suggestions.some((s) => s.Type === 'category')).toBe(true);
    expect(six.Suggestions.some((s) => s.Type === 'product')).toBe(true);
    const ten = (await (await ask('q=p&language=fr&limit=10')).json()) as { Suggestions: unknown[] };
    expect(ten.Suggestions.length).toBeLessThanOrEqual(10);
    expect((await ask('q=p&language=en&limit=11')).status).toBe(400);
  });

  it("auto-suggest names a category from the start of each typed word, in any order: 'cartouche d'' (either apostrophe) on the way to 'cartouche d’encre'", async () => {
    const categories = async (q: string, language: string) => {
      const answer = (await (await world.app.request(`/svc/search/Search/suggest?${new URLSearchParams({ q, language })}`)).json()) as { Suggestions: { Type: string; Text: string }[] };
      return answer.Suggestions.filter((s) => s.Type === 'category').map((s) => s.Text);
    };
    expect(await categories("cartouche d'", 'fr')).toContain('Cartouches d’encre');
    expect(await categories('cartouche d’', 'fr')).toContain('Cartouches d’encre');
    expect(await categories('cartridges ink', 'en')).toContain('Ink Cartridges');
    expect(await categories('apier', 'fr')).toEqual([]);
  });

  it("auto-suggest reads everyday words while they are typed: 'brocheu' on the way to 'brocheuse' offers staplers, 'sharpi' permanent markers", async () => {
    const suggested = async (q: string, language: string) =>
      ((await (await world.app.request(`/svc/search/Search/suggest?${new URLSearchParams({ q, language })}`)).json()) as { Suggestions: { Text: string }[] }).Suggestions;
    const staplers = await suggested('brocheu', 'fr');
    expect(staplers.length).toBeGreaterThan(0);
    expect(staplers.every((s) => /agrafeuse/i.test(s.Text))).toBe(true);
    const markers = await suggested('sharpi', 'en');
    expect(markers.length).toBeGreaterThan(0);
    expect(markers.every((s) => /permanent markers/i.test(s.Text))).toBe(true);
  });

  it('bad input: random bodies answer 4xx in the Messages shape, never 5xx', async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
    const body = fc.dictionary(fc.constantFrom('currentPage', 'recordPerPage', 'sortBy', 'FilterByType', 'SelectedFacetFilter', 'keyWord', 'language', 'ShowHideRestrictions', 'categoryId', 'extra'), value);
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('/svc/search/Search/keyword', '/svc/search/Search/category'), async (input, path) => {
        const response = await world.app.request(path, json('POST', input));
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect(((await response.json()) as { Messages: unknown[] }).Messages.length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
    const malformed = await world.app.request('/svc/search/Search/keyword', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"keyWord":' });
    expect(malformed.status).toBe(400);
  });
});
