import { CompareProductsRequestSchema, ProductDetailsRequestSchema, SearchByPromotionQuerySchema } from '@comptoir/core';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../../app.ts';
import { requireBuyer } from '../../platform/authorization.ts';
import { validate } from '../../platform/errors.ts';
import { refuseCrossSite } from '../../platform/origin-check.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { buyerContextOf } from '../cart/index.ts';
import type { Database } from '../../db/index.ts';
import { knownPrinterModels, searchCatalogue, viewerCacheKey, viewerOf } from '../search/index.ts';
import { cachedJson, type ResponseCache } from '../../platform/response-cache.ts';
import { alternateIds, breadcrumbTrail, promotionProductIds } from './catalogue-repo.ts';
import { findCards } from './cards-repo.ts';
import { cardQueryFor, productDetails, recordRecentlyViewed } from './product-detail-service.ts';
import { listProductIds, productListTypes } from './product-list-repo.ts';
import { removeRestrictedProducts } from './restricted-cart.ts';
import { warehouseCatalogue } from './catalogues-repo.ts';
import {
  AlternatesQuerySchema,
  BoxFinderBodySchema,
  BreadcrumbsParamsSchema,
  CatalogueParamsSchema,
  InkTonerBodySchema,
  ListingSearchBodySchema,
  ProductListParamsSchema,
  PromotionParamsSchema,
} from './request-schemas.ts';
import { toProductCard } from '../search/index.ts';

const languageOf = (c: { get(key: 'language'): string }): 'en' | 'fr' => (c.get('language') === 'fr-CA' ? 'fr' : 'en');
const notFound = () => new HTTPException(404, { cause: 'errors.notFound' });

const categoryUrl = (slug: string) => `/browse-products/Category?q=${encodeURIComponent(slug)}`;

/** Search-service calls of the product page and finders, mounted at /svc/search. */
export const productServiceRoutes = ({ db, cache }: { db: Database; cache: ResponseCache }) =>
  new Hono<AppEnv>()
    .post('/product-details', validate('json', ProductDetailsRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const viewer = viewerOf(c);
      const options = { language: body.language, showHideRestrictions: body.ShowHideRestrictions };
      const [code] = body.productCodes;
      if (body.productCodes.length === 1 && code) await recordRecentlyViewed(db, viewer, code, options);
      return cachedJson(c, cache, `details|${viewerCacheKey(viewer)}|${JSON.stringify(body)}`, async () => ({ Records: await productDetails(db, viewer, body.productCodes, options) }));
    })
    // The models search keeps (read again within a minute of a change): reading them is a scan of every product.
    .get('/finders/printer-models', async (c) => c.json({ PrinterModels: await knownPrinterModels(db) }))
    .post('/finders/ink-toner', validate('json', InkTonerBodySchema), async (c) => {
      const { printerModel, ...body } = c.req.valid('json');
      const filter = [...body.SelectedFacetFilter, { FacetId: 'printerModel', ValueId: printerModel }];
      return c.json(await searchCatalogue(db, viewerOf(c), { ...body, SelectedFacetFilter: filter }));
    })
    .post('/finders/box', validate('json', BoxFinderBodySchema), async (c) => {
      const { length, width, height, ...body } = c.req.valid('json');
      const dims = [['boxLength', length], ['boxWidth', width], ['boxHeight', height]] as const;
      const filter = [...body.SelectedFacetFilter, ...dims.filter(([, v]) => v !== undefined).map(([FacetId, v]) => ({ FacetId, ValueId: String(v) }))];
      return c.json(await searchCatalogue(db, viewerOf(c), { ...body, SelectedFacetFilter: filter }));
    });

/** Storefront calls (spec §7 'Storefront API'), mounted at /api. */
export const productStorefrontRoutes = ({ db }: { db: Database }) =>
  new Hono<SessionEnv>()
    .post('/products/compareProducts', validate('json', CompareProductsRequestSchema), async (c) => {
      const products = await productDetails(db, viewerOf(c), c.req.valid('json').productCodes, { language: languageOf(c) });
      return c.json({ Products: products });
    })
    .get('/categories/:id/:language/breadcrumbs', validate('param', BreadcrumbsParamsSchema), async (c) => {
      const { id, language } = c.req.valid('param');
      const trail = await breadcrumbTrail(db, id);
      if (trail.length === 0) throw new HTTPException(404, { cause: 'errors.notFound' });
      return c.json(trail.map((t) => ({ id: t.id, name: language === 'fr' ? t.name_fr : t.name_en })));
    })
    .get('/orders/getAlternateProducts', validate('query', AlternatesQuerySchema), async (c) => {
      const viewer = viewerOf(c);
      const ids = await alternateIds(db, c.req.valid('query').productCode);
      const base = cardQueryFor(viewer, { language: languageOf(c) });
      const cards = ids.length > 0 ? await findCards(db, { ...base, hideRestricted: true, ids }) : [];
      const ctx = { language: languageOf(c), seesPrices: base.clientId !== null, isInGroupOrder: base.isInGroupOrder };
      return c.json({ Products: cards.map((r) => toProductCard(r, ctx)), TotalRecords: cards.length, OrderId: null });
    })
    .post('/searchByPromotionId/:promoId', validate('param', PromotionParamsSchema), validate('query', SearchByPromotionQuerySchema), validate('json', ListingSearchBodySchema), async (c) => {
      const viewer = viewerOf(c);
      const ids = await promotionProductIds(db, c.req.valid('param').promoId, viewer.kind === 'buyer' ? viewer.clientId : null);
      if (ids === null) throw new HTTPException(404, { cause: 'errors.notFound' });
      const query = c.req.valid('query');
      const body = c.req.valid('json');
      return c.json(await searchCatalogue(db, viewer, {
        ...body, language: body.language ?? languageOf(c), sortBy: query.sort, currentPage: query.pageno,
        FilterByType: query.filter === 1 || query.filter === 2 ? query.filter : 3, ShowHideRestrictions: query.showhide, productIds: ids,
      }));
    })
    // A buyer's own lists: the buyer guard, so a temporary password not yet changed is refused here too (decision 032).
    .post('/searchByProductList/:a/:b/:c?/:d?', requireBuyer(), validate('param', ProductListParamsSchema), validate('json', ListingSearchBodySchema), async (c) => {
      const { a, b, c: page, d: size } = c.req.valid('param');
      const viewer = viewerOf(c);
      if (viewer.kind !== 'buyer') throw new HTTPException(401, { cause: 'auth.unauthorized' });
      const ids = await listProductIds(db, { listId: a, type: productListTypes[b] ?? 'list', buyerId: viewer.buyerId, clientId: viewer.clientId });
      if (ids === null) throw notFound();
      const body = c.req.valid('json');
      return c.json(await searchCatalogue(db, viewer, {
        ...body, language: body.language ?? languageOf(c), currentPage: page ?? body.currentPage, recordPerPage: size ?? body.recordPerPage, productIds: ids,
      }));
    })
    .get('/catalogues/:a/:b', validate('param', CatalogueParamsSchema), async (c) => {
      const { a, b } = c.req.valid('param');
      const categories = await warehouseCatalogue(db, a, b);
      if (categories === null) throw notFound();
      const fr = languageOf(c) === 'fr';
      return c.json({ Categories: categories.map((k) => ({ Id: k.id, Name: fr ? k.name_fr : k.name_en, Url: categoryUrl(k.slug), Level: k.level, HasChildren: k.has_children })) });
    })
    // A GET that changes the cart: refused unless our own page sent it (see refuseCrossSite).
    .get('/products/RemoveRestrictedProducts', requireBuyer(), refuseCrossSite(), async (c) => {
      const removal = await removeRestrictedProducts(db, buyerContextOf(c));
      return c.json({ isSuccess: true, ...removal });
    });
