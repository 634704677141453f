import { get, patch, post, type ExchangeDefinition } from './define.ts';
import { NO_SUCH_UUID } from './lookups.ts';

const fr = { lang: 'fr' } as const;

/** The French side of error answers whose English side is recorded with the call's other exchanges. */
export const frenchErrorExchanges: readonly ExchangeDefinition[] = [
  get('budgetCalculator.model', 'anonymous-en', '/api/budgetCalculator/budgetCalculatorModel'),
  post('cart.removeCouponCode', 'bad-input-fr', '/api/cart/remove-coupon-code', {}, { as: 'buyer-qc', ...fr }),
  post('cart.saveLineNote', 'too-long-en', '/api/cart/saveLineNote/1', { LineNote: 'x'.repeat(251) }, { as: 'buyer-on' }),
  post('cart.clearOrder', 'anonymous-fr', '/api/cart/clearOrder', undefined, fr),
  post('orders.validateAndSaveDetailCustomPrompt', 'bad-input-fr', '/api/orders/ValidateAndSaveDetailCustomPrompt', { promptValue: 'x' }, { as: 'buyer-qc', ...fr }),
  get('orders.getAlternateProducts', 'missing-code-fr', '/api/orders/getAlternateProducts', fr),
  post('products.compareProducts', 'one-product-fr', '/api/products/compareProducts', { productCodes: ['X'] }, fr),
  get('menu.category', 'bad-id-fr', '/api/menu/category/1/not-an-id', fr),
  get('client.true', 'bad-id-fr', '/api/client/True/x/y', { as: 'buyer-qc', ...fr }),
  get('buyer.accountActivationSteps', 'anonymous-fr', '/api/buyer/accountActivationSteps', fr),
  post('searchByPromotionId', 'unknown-fr', `/api/searchByPromotionId/${NO_SUCH_UUID}`, { language: 'fr' }, fr),
  get('categories.breadcrumbs', 'unknown-fr', `/api/categories/${NO_SUCH_UUID}/fr/breadcrumbs`, fr),
  post('search.category', 'missing-category-fr', '/svc/search/Search/category', { keyWord: '', language: 'fr' }, fr),
  post('search.productDetails', 'no-codes-fr', '/svc/search/product-details', { keyWord: '', language: 'fr', productCodes: [] }, fr),
  get('search.suggest', 'too-many-fr', '/svc/search/Search/suggest?q=pap&language=fr&limit=11', fr),
  patch('buyers.patch', 'not-allowed-field-fr', (ctx) => `/svc/buyers/buyers/${ctx.buyer('buyer-qc').id}`, { isAdminFlag: true }, { as: 'buyer-qc', ...fr }),
  patch('buyers.patchCultureCode', 'bad-value-fr', (ctx) => `/svc/buyers/buyers/${ctx.buyer('buyer-qc').id}`, [{ op: 'add', path: '/CultureCode', value: 'de-DE' }], { as: 'buyer-qc', ...fr }),
  get('generic.buyers', 'unknown-fr', `/svc/buyers/generic/buyers/${NO_SUCH_UUID}`, { as: 'buyer-qc', ...fr }),
  get('generic.approvers', 'bad-id-fr', '/svc/buyers/generic/approvers/not-an-id', { as: 'buyer-qc', ...fr }),
  get('buyers.session', 'unknown-session-fr', (ctx) => `/svc/buyers/buyers/${ctx.buyer('buyer-qc').id}/sessions/${NO_SUCH_UUID}`, { as: 'buyer-qc', ...fr }),
  get('buyers.shipTos', 'other-buyer-fr', (ctx) => `/svc/buyers/buyers/${ctx.buyer('buyer-on').id}/sessions/${NO_SUCH_UUID}/shiptos`, { as: 'buyer-qc', ...fr }),
  get('clients.get', 'other-client-fr', (ctx) => `/svc/buyers/clients/${ctx.buyer('buyer-on').clientId}`, { as: 'buyer-qc', ...fr }),
  get('clients.byNo', 'unknown-en', '/svc/buyers/clients/byNo/NOPE-0', { as: 'buyer-on' }),
  get('clients.settings', 'anonymous-fr', (ctx) => `/svc/buyers/clients/${ctx.buyer('buyer-qc').clientId}/settings`, fr),
  get('generic.punchOutModule', 'not-punch-out-fr', (ctx) => `/svc/buyers/generic/punchOutModule/${ctx.buyer('buyer-qc').clientId}`, { as: 'buyer-qc', ...fr }),
  get('clients.branding', 'other-client-en', (ctx) => `/svc/buyers/clients/${ctx.buyer('buyer-qc').clientId}/branding`, { as: 'partner-harbourline' }),
  post('auth.logout', 'open-redirect-refused-fr', '/svc/auth/api/buyer/logout', { returnUrl: '//evil.example' }, fr),
  post('orders.validateCustomPrompts', 'no-cart-en', '/api/orders/validateCustomPrompts', undefined, { as: 'buyer-bc' }),
];
