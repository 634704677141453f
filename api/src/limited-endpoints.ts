import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app.ts';
import type { SessionEnv } from './platform/session.ts';
import { limitRequests, requestLimiters, type RequestLimitClass, type RequestLimits } from './platform/request-limits.ts';

export interface LimitedEndpoint {
  readonly method: 'GET' | 'POST';
  /** The route exactly as Hono lists it in app.routes. */
  readonly route: string;
  readonly limit: RequestLimitClass;
}

const endpoint = (method: LimitedEndpoint['method'], route: string, limit: RequestLimitClass): LimitedEndpoint => ({ method, route, limit });

/**
 * The endpoints whose cost is high (full-text search, live re-pricing, order copies, submission),
 * each in its limit class (decision 013), the admin api's audit-chain check, and coupon attempts (codes are guessable). Cheap reads and the admin
 * api's other calls are not limited here; sign-in and password change have their own Postgres-backed counts.
 */
export const limitedEndpoints: readonly LimitedEndpoint[] = [
  endpoint('POST', '/svc/search/Search/keyword', 'search'),
  endpoint('POST', '/svc/search/Search/category', 'search'),
  endpoint('POST', '/svc/search/finders/ink-toner', 'search'),
  endpoint('POST', '/svc/search/finders/box', 'search'),
  endpoint('POST', '/api/searchByPromotionId/:promoId', 'search'),
  endpoint('POST', '/api/searchByProductList/:a/:b/:c?/:d?', 'search'),
  endpoint('GET', '/svc/search/Search/suggest', 'suggest'),
  endpoint('POST', '/svc/search/product-details', 'product'),
  endpoint('POST', '/api/products/compareProducts', 'product'),
  endpoint('GET', '/api/orders/getAlternateProducts', 'product'),
  endpoint('GET', '/svc/cms/cms/layout', 'product'),
  endpoint('POST', '/svc/search/Recommendations', 'recommendations'),
  endpoint('GET', '/api/cart/cartDetails', 'cart'),
  endpoint('POST', '/api/cart/addtocart', 'cart'),
  endpoint('POST', '/api/cart/updateProduct/:id', 'cart'),
  endpoint('POST', '/api/cart/drawer/quantity', 'cart'),
  endpoint('GET', '/api/products/RemoveRestrictedProducts', 'cart'),
  endpoint('POST', '/api/cart/add-coupon-code', 'coupon'),
  endpoint('POST', '/api/checkout/orders/:id/submit', 'checkout'),
  endpoint('POST', '/api/checkout/payment-tokens', 'checkout'),
  endpoint('POST', '/svc/orders/orders/:id/reorder', 'orders'),
  endpoint('GET', '/svc/orders/buyers/:buyerId/buy-again', 'orders'),
  endpoint('GET', '/svc/orders/buyers/:buyerId/searchOrders', 'orders'),
  endpoint('POST', '/svc/orders/orders/:orderId/split-Order-Summary', 'orders'),
  endpoint('GET', '/admin-api/audit/verify', 'audit'),
];

/**
 * Registers the limits as middleware (method ALL, so the authorization matrix still lists only the
 * routes), after the session middleware so a signed-in caller is counted by buyer.
 */
export const applyRequestLimits = (app: Hono<AppEnv>, limits: RequestLimits, now?: () => number): void => {
  const limiters = requestLimiters(limits, now);
  for (const { method, route, limit } of limitedEndpoints) {
    const limited = limitRequests(limiters[limit]);
    // Hono answers HEAD with the GET handler: it counts as the GET it is.
    const methods = method === 'GET' ? ['GET', 'HEAD'] : [method];
    const onMethod: MiddlewareHandler<SessionEnv> = async (c, next) => (methods.includes(c.req.method) ? limited(c, next) : next());
    app.use(route, onMethod);
  }
};
