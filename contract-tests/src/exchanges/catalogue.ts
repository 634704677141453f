import { get, post, type ExchangeContext, type ExchangeDefinition } from './define.ts';
import { NO_SUCH_UUID, leafCategory, plainProduct, secondProduct, topCategory, withAlternates } from './lookups.ts';

/** The first printer model the finder offers (read from its answer, which runs first). */
const printerModel = (ctx: ExchangeContext) => (ctx.body('search.printerModels#success') as { PrinterModels: string[] }).PrinterModels[0] ?? '';
const keyword = (keyWord: string, language: 'en' | 'fr', extra: Record<string, unknown> = {}) => ({ keyWord, language, currentPage: 1, recordPerPage: 25, sortBy: 0, ...extra });

/** Category menu, search service and product calls: catalogue reads, signed in or not. */
export const catalogueExchanges: readonly ExchangeDefinition[] = [
  get('menu.category', 'top-level-en', '/api/menu/category/1/0'),
  get('menu.category', 'top-level-fr', '/api/menu/category/1/0', { lang: 'fr' }),
  get('menu.category', 'children-en', (ctx) => `/api/menu/category/2/${topCategory(ctx.dataset).id}`),
  get('menu.category', 'bad-id', '/api/menu/category/1/not-an-id'),
  post('search.keyword', 'success-en', '/svc/search/Search/keyword', keyword('paper', 'en'), { as: 'buyer-on' }),
  post('search.keyword', 'success-fr', '/svc/search/Search/keyword', keyword('papier', 'fr'), { as: 'buyer-qc', lang: 'fr' }),
  post('search.keyword', 'product-code-anonymous', '/svc/search/Search/keyword', (ctx) => keyword(plainProduct(ctx.dataset).code, 'en')),
  post('search.keyword', 'bad-page-size', '/svc/search/Search/keyword', keyword('paper', 'en', { recordPerPage: 7 })),
  post('search.keyword', 'bad-page-size-fr', '/svc/search/Search/keyword', keyword('papier', 'fr', { recordPerPage: 7 }), { lang: 'fr' }),
  post('search.category', 'success-en', '/svc/search/Search/category', (ctx) => keyword('', 'en', { categoryId: leafCategory(ctx.dataset).id }), { as: 'buyer-on' }),
  post('search.category', 'success-fr', '/svc/search/Search/category', (ctx) => keyword('', 'fr', { categoryId: topCategory(ctx.dataset).slug }), { lang: 'fr' }),
  post('search.category', 'missing-category', '/svc/search/Search/category', keyword('', 'en')),
  get('search.suggest', 'success-en', '/svc/search/Search/suggest?q=pap&language=en'),
  get('search.suggest', 'success-fr', '/svc/search/Search/suggest?q=pap&language=fr', { lang: 'fr' }),
  get('search.suggest', 'too-many', '/svc/search/Search/suggest?q=pap&language=en&limit=11'),
  post('search.productDetails', 'success-en', '/svc/search/product-details', (ctx) => ({ ...keyword('', 'en'), productCodes: [plainProduct(ctx.dataset).code] }), { as: 'buyer-on' }),
  post('search.productDetails', 'success-fr', '/svc/search/product-details', (ctx) => ({ ...keyword('', 'fr'), productCodes: [plainProduct(ctx.dataset).code] }), { as: 'buyer-qc', lang: 'fr' }),
  post('search.productDetails', 'no-codes', '/svc/search/product-details', { ...keyword('', 'en'), productCodes: [] }),
  get('search.printerModels', 'success', '/svc/search/finders/printer-models'),
  post('search.inkTonerFinder', 'success-en', '/svc/search/finders/ink-toner', (ctx) => keyword('', 'en', { printerModel: printerModel(ctx) }), { as: 'buyer-on' }),
  post('search.inkTonerFinder', 'success-fr', '/svc/search/finders/ink-toner', (ctx) => keyword('', 'fr', { printerModel: printerModel(ctx) }), { lang: 'fr' }),
  post('search.inkTonerFinder', 'no-model-en', '/svc/search/finders/ink-toner', keyword('', 'en')),
  post('search.inkTonerFinder', 'no-model-fr', '/svc/search/finders/ink-toner', keyword('', 'fr'), { lang: 'fr' }),
  post('search.boxFinder', 'success-en', '/svc/search/finders/box', keyword('', 'en', { length: 12, width: 12 }), { as: 'buyer-on' }),
  post('search.boxFinder', 'success-fr', '/svc/search/finders/box', keyword('', 'fr', { height: 10 }), { lang: 'fr' }),
  post('search.boxFinder', 'negative-size-en', '/svc/search/finders/box', keyword('', 'en', { length: -1 })),
  post('search.boxFinder', 'negative-size-fr', '/svc/search/finders/box', keyword('', 'fr', { length: -1 }), { lang: 'fr' }),
  post('products.compareProducts', 'success-en', '/api/products/compareProducts', (ctx) => ({ productCodes: [plainProduct(ctx.dataset).code, secondProduct(ctx.dataset).code] }), { as: 'buyer-on' }),
  post('products.compareProducts', 'success-fr', '/api/products/compareProducts', (ctx) => ({ productCodes: [plainProduct(ctx.dataset).code, secondProduct(ctx.dataset).code] }), { lang: 'fr' }),
  post('products.compareProducts', 'one-product', '/api/products/compareProducts', (ctx) => ({ productCodes: [plainProduct(ctx.dataset).code] })),
  get('categories.breadcrumbs', 'success-en', (ctx) => `/api/categories/${leafCategory(ctx.dataset).id}/en/breadcrumbs`),
  get('categories.breadcrumbs', 'success-fr', (ctx) => `/api/categories/${leafCategory(ctx.dataset).id}/fr/breadcrumbs`, { lang: 'fr' }),
  get('categories.breadcrumbs', 'unknown', `/api/categories/${NO_SUCH_UUID}/en/breadcrumbs`),
  get('orders.getAlternateProducts', 'success-en', (ctx) => `/api/orders/getAlternateProducts?productCode=${withAlternates(ctx.dataset).code}`, { as: 'buyer-on' }),
  get('orders.getAlternateProducts', 'success-fr', (ctx) => `/api/orders/getAlternateProducts?productCode=${withAlternates(ctx.dataset).code}`, { as: 'buyer-qc', lang: 'fr' }),
  get('orders.getAlternateProducts', 'missing-code', '/api/orders/getAlternateProducts'),
  post('searchByPromotionId', 'success-en', (ctx) => `/api/searchByPromotionId/${ctx.dataset.promotions[0]?.id}?sort=0&pageno=1&filter=3&showhide=2`, { language: 'en' }, { as: 'buyer-on' }),
  post('searchByPromotionId', 'success-fr', (ctx) => `/api/searchByPromotionId/${ctx.dataset.promotions[0]?.id}`, { language: 'fr' }, { lang: 'fr' }),
  post('searchByPromotionId', 'unknown', `/api/searchByPromotionId/${NO_SUCH_UUID}`, { language: 'en' }),
];
