import type { ExchangeContext } from './define.ts';
import { get, post, type ExchangeDefinition } from './define.ts';
import { NO_SUCH_UUID, plainProduct } from './lookups.ts';

/** The order template buyer-qc saved in the order group (list type 1). */
const templateId = (ctx: ExchangeContext) => (ctx.body('orders.template#success-fr') as { templateId: string }).templateId;
const TEMPLATE = 1;
const clientOf = (ctx: ExchangeContext, logon: string) => ctx.dataset.clients.find((client) => client.id === ctx.buyer(logon).clientId);
const catalogue = (logon: string) => (ctx: ExchangeContext) => `/api/catalogues/${clientOf(ctx, logon)?.divisionCode}/${clientOf(ctx, logon)?.warehouseNo}`;
/** buyer-ab's client has recommendations switched on (enableRecommendationProduct). */
const recommend = (language: 'en' | 'fr', extra: Record<string, unknown>) => (ctx: ExchangeContext) => ({ language, PageType: 'product', ProductCodes: [plainProduct(ctx.dataset).code], ...extra });

/** Product lists, warehouse catalogues, recommendations (the page's and the drawer's) and restricted-item removal. */
export const listingExchanges: readonly ExchangeDefinition[] = [
  post('searchByProductList', 'template-fr', (ctx) => `/api/searchByProductList/${templateId(ctx)}/${TEMPLATE}`, { language: 'fr' }, { as: 'buyer-qc', lang: 'fr' }),
  post('searchByProductList', 'template-page-1-of-10-en', (ctx) => `/api/searchByProductList/${templateId(ctx)}/${TEMPLATE}/1/10`, { language: 'en' }, { as: 'buyer-qc' }),
  post('searchByProductList', 'other-buyer-en', (ctx) => `/api/searchByProductList/${templateId(ctx)}/${TEMPLATE}`, { language: 'en' }, { as: 'buyer-on' }),
  post('searchByProductList', 'anonymous-fr', `/api/searchByProductList/${NO_SUCH_UUID}/${TEMPLATE}`, { language: 'fr' }, { lang: 'fr' }),
  get('catalogues.get', 'success-en', catalogue('buyer-on'), { as: 'buyer-on' }),
  get('catalogues.get', 'success-fr', catalogue('buyer-qc'), { lang: 'fr' }),
  get('catalogues.get', 'unknown-en', '/api/catalogues/NOPE/NOPE01'),
  get('catalogues.get', 'bad-code-fr', '/api/catalogues/no-pe/x', { lang: 'fr' }),
  post('search.recommendations', 'success-en', '/svc/search/Recommendations', recommend('en', { IncludeRecentlyViewed: true }), { as: 'buyer-ab' }),
  post('search.recommendations', 'guest-fr', '/svc/search/Recommendations', recommend('fr', {}), { lang: 'fr' }),
  post('search.recommendations', 'no-page-type-en', '/svc/search/Recommendations', { language: 'en' }),
  post('search.recommendations', 'no-page-type-fr', '/svc/search/Recommendations', { language: 'fr' }, { lang: 'fr' }),
  post('drawer.recommendations', 'success-fr', '/svc/search/Recommendations', recommend('fr', { PageType: 'drawer', cartType: 1, IncludeRecentlyViewed: true }), { as: 'buyer-ab', lang: 'fr' }),
  post('drawer.recommendations', 'unknown-field-en', '/svc/search/Recommendations', recommend('en', { PageType: 'drawer', recommendationProducts: [] }), { as: 'buyer-on' }),
  post('drawer.recommendations', 'unknown-field-fr', '/svc/search/Recommendations', recommend('fr', { PageType: 'drawer', recommendationProducts: [] }), { as: 'buyer-qc', lang: 'fr' }),
  get('products.removeRestrictedProducts', 'success-en', '/api/products/RemoveRestrictedProducts', { as: 'buyer-on' }),
  get('products.removeRestrictedProducts', 'success-fr', '/api/products/RemoveRestrictedProducts', { as: 'buyer-qc', lang: 'fr' }),
  get('products.removeRestrictedProducts', 'anonymous-en', '/api/products/RemoveRestrictedProducts'),
  get('products.removeRestrictedProducts', 'anonymous-fr', '/api/products/RemoveRestrictedProducts', { lang: 'fr' }),
];
