import { formatMessage } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../../db/test-db.ts';
import { cmsLayouts } from '../../db/schema/content.ts';
import { bodyOf, seedWorld, signIn, type AnyBody, type SignedIn, type World } from '../../test/test-app.ts';

const kinds = (layout: AnyBody): string[] => layout.blocks.map((block: AnyBody) => block.kind);
const ofKind = (layout: AnyBody, kind: string): AnyBody[] => layout.blocks.filter((block: AnyBody) => block.kind === kind);

describeEachWorld('GET /svc/cms/cms/layout', (testDb) => {
  let world: World;
  const as: Record<string, SignedIn> = {};
  beforeAll(async () => {
    world = await seedWorld(testDb());
    // The dataset's promotions run around its fixed date; these tests judge them by today's.
    await testDb().db.execute(sql`update promotions set start_date = now() - interval '1 day', end_date = now() + interval '30 days' where code in ('CHAIRS15', 'TONER10')`);
    for (const logon of ['buyer-on', 'buyer-bc', 'admin-on', 'buyer-qc', 'partner-maplebay']) as[logon] = await signIn(world.app, logon);
  });
  const get = (query = '', who?: SignedIn, language = 'en-CA') =>
    world.app.request(`/svc/cms/cms/layout${query}`, { headers: { 'Accept-Language': language, ...(who ? { Cookie: who.cookie } : {}) } });
  const layout = async (query = '', who?: SignedIn, language = 'en-CA') => {
    const response = await get(query, who, language);
    expect(response.status, await response.clone().text()).toBe(200);
    return bodyOf(response);
  };
  const promotionNamed = (code: string) => world.dataset.promotions.find((p) => p.code === code)!;

  it("answers a guest the default brand's published home layout in English, without drafts and without prices", async () => {
    const response = await get();
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const home = await bodyOf(response);
    expect(home).toMatchObject({ title: 'Home', page: 'home', isPreview: false });
    expect(kinds(home)).toEqual(['banner', 'banner', 'promotionBlock', 'promotionBlock', 'categoryTiles', 'productCarousel', 'recentlyViewed', 'richText']);
    expect(home.blocks.every((block: AnyBody) => block.isDraft === false)).toBe(true);
    const [banner] = ofKind(home, 'banner');
    expect(banner).toMatchObject({ title: 'Everything your office needs, delivered', href: '/browse-products/Category?q=paper', colour: '#1b4d89', image: { alt: 'Illustration of a ream of copy paper' } });
    expect(banner.image.url).toMatch(/^\/media\/products\/[0-9a-f-]{36}\.svg$/);
    const promotions = ofKind(home, 'promotionBlock');
    expect(promotions.map((block) => block.promotionId)).toEqual([promotionNamed('CHAIRS15').id, promotionNamed('TONER10').id]);
    const cards = [...promotions, ...ofKind(home, 'productCarousel')].flatMap((block) => block.products);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toMatchObject({ FinalSellPrice: null, ListPrice: null, CombinedDetailPrice: null, Saving: null, LoginForPricing: true, TieredPricing: { Prices: [] } });
    expect(ofKind(home, 'categoryTiles')[0].categories[0]).toMatchObject({ Name: 'Paper', Url: '/browse-products/Category?q=paper' });
    expect(ofKind(home, 'richText')[0].content[0]).toEqual({ type: 'heading', text: 'Why businesses order from us' });
  });

  it('answers in French for fr-CA: titles, banners, promotions, tiles and rich text', async () => {
    const home = await layout('', undefined, 'fr-CA');
    expect(home.title).toBe('Accueil');
    expect(ofKind(home, 'banner')[0]).toMatchObject({ title: 'Tout ce dont votre bureau a besoin, livré', ctaLabel: 'Magasiner papier et cahiers', image: { alt: 'Illustration d’une rame de papier à photocopie' } });
    expect(ofKind(home, 'promotionBlock')[0]).toMatchObject({ title: promotionNamed('CHAIRS15').name.fr, details: promotionNamed('CHAIRS15').details.fr });
    expect(ofKind(home, 'categoryTiles')[0].categories[0].Name).toBe('Papier');
    expect(ofKind(home, 'richText')[0].content[0].text).toBe('Pourquoi les entreprises commandent chez nous');
  });

  it('prices the cards for a signed-in buyer; a client that cannot receive promotions gets no promotion blocks', async () => {
    const home = await layout('', as['buyer-on']);
    const card = ofKind(home, 'promotionBlock')[0].products[0];
    expect(card.LoginForPricing).toBe(false);
    expect(card.FinalSellPrice).toBeGreaterThan(0);
    expect(kinds(await layout('', as['buyer-bc']))).not.toContain('promotionBlock');
  });

  it("shows a promotion for some clients only to those clients' buyers", async () => {
    const toner = promotionNamed('TONER10');
    const qc = world.clientIdOf('buyer-qc');
    await testDb().db.execute(sql`update promotions set applies_to_all_clients = false where id = ${toner.id}`);
    await testDb().db.execute(sql`insert into promotion_clients (promotion_id, client_id) values (${toner.id}, ${qc})`);
    try {
      const shown = async (who?: SignedIn) => ofKind(await layout('', who), 'promotionBlock').map((block) => block.promotionId);
      expect(await shown(as['buyer-qc'])).toContain(toner.id);
      expect(await shown(as['buyer-on'])).not.toContain(toner.id);
      expect(await shown()).not.toContain(toner.id);
    } finally {
      await testDb().db.execute(sql`delete from promotion_clients where promotion_id = ${toner.id}`);
      await testDb().db.execute(sql`update promotions set applies_to_all_clients = true where id = ${toner.id}`);
    }
  });

  it("previews drafts for an admin only; anyone else asking for a preview gets the published layout", async () => {
    const preview = await layout('?preview=true', as['admin-on']);
    expect(preview.isPreview).toBe(true);
    const drafts = preview.blocks.filter((block: AnyBody) => block.isDraft);
    expect(drafts.map((block: AnyBody) => block.title)).toEqual(['Coming soon: the breakroom refresh']);
    for (const who of [undefined, as['buyer-on']]) expect(await layout('?preview=true', who)).toEqual(await layout('', who));
  });

  it('selects a named layout by title in either language and any case; a draft one only in an admin preview', async () => {
    expect((await layout('?title=accueil', as['buyer-on'])).title).toBe('Home');
    const fall = await layout(`?preview=true&title=${encodeURIComponent("APERÇU DE L'AUTOMNE")}`, as['admin-on'], 'fr-CA');
    expect(fall).toMatchObject({ title: 'Aperçu de l’automne', publishedDate: null, isPreview: true });
    expect(ofKind(fall, 'banner')[0].title).toBe('La planification de l’automne commence ici');
    for (const [query, who] of [['?title=Fall%20preview', as['admin-on']], ['?preview=true&title=Fall%20preview', as['buyer-on']], ['?preview=true&title=Fall%20preview', undefined], ['?title=Nope', undefined]] as const) {
      const response = await get(query, who, 'fr-CA');
      expect(response.status, query).toBe(404);
      expect(await response.json()).toMatchObject({ isSuccess: false, Messages: [{ PrimaryMessage: formatMessage('fr-CA', 'cms.layoutNotFound'), Type: 'cms.layoutNotFound' }] });
    }
  });

  it("answers the session client's brand, else the visitor's ?branding=, else the default brand's", async () => {
    const colourOf = async (query: string, who?: SignedIn) => ofKind(await layout(query, who), 'banner')[0].colour;
    const maplebay = world.dataset.partnerBrands.find((b) => b.key === 'maplebay')!.primaryColor;
    expect(await colourOf('?branding=maplebay')).toBe(maplebay);
    expect(await colourOf('?branding=harbourline', as['partner-maplebay'])).toBe(maplebay);
    expect(await colourOf('?branding=maplebay', as['buyer-on'])).toBe('#1b4d89');
    expect(await colourOf('?branding=no-such-brand')).toBe('#1b4d89');
  });

  it('rejects malformed queries with 400 in the request language, and never answers a 500 for a broken stored block', async () => {
    for (const query of ['?preview=maybe', `?title=${'x'.repeat(121)}`, '?title=%20', '?branding=Maple%20Bay']) {
      const response = await get(query, undefined, 'fr-CA');
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ Messages: [{ PrimaryMessage: formatMessage('fr-CA', 'errors.badRequest') }] });
    }
    await testDb().db.insert(cmsLayouts).values({
      page: 'home', brandKey: 'laurentide', titleEn: 'Broken', titleFr: 'Brisé', publishedAt: new Date(),
      blocks: [{ kind: 'html', id: '00000000-0000-4000-8000-000000000001', html: '<script>alert(1)</script>' }, { kind: 'richText', id: '00000000-0000-4000-8000-000000000002', body: { en: 'Plain text', fr: 'Texte simple' } }],
    });
    const broken = await layout('?branding=laurentide');
    expect(broken.blocks).toEqual([{ kind: 'richText', id: '00000000-0000-4000-8000-000000000002', isDraft: false, content: [{ type: 'paragraph', runs: [{ text: 'Plain text', strong: false, href: null }] }] }]);
  });
});
