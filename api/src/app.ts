import { isOutcomeCode, type Locale, type OutcomeCode } from '@comptoir/core';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { RequestIdVariables } from 'hono/request-id';
import type { Database } from './db/index.ts';
import { adminApiRoutes } from './modules/admin/index.ts';
import { accountRoutes, authRoutes, consoleSessionRoutes } from './modules/auth/index.ts';
import { buyerRoutes } from './modules/buyers/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { cardsOnFileRoutes } from './modules/cards-on-file/index.ts';
import { checkoutRoutes } from './modules/checkout/index.ts';
import { cmsRoutes } from './modules/cms/index.ts';
import { clientRoutes, storefrontClientRoutes } from './modules/clients/index.ts';
import { storefrontFlagRoutes } from './modules/flags/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { messageRoutes } from './modules/messages/index.ts';
import { orderRoutes } from './modules/orders/index.ts';
import { TestPaymentProvider } from './modules/payments/index.ts';
import { productServiceRoutes, productStorefrontRoutes } from './modules/products/index.ts';
import { recommendationRoutes } from './modules/recommendations/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { templateRoutes } from './modules/templates/index.ts';
import { applyRequestLimits } from './limited-endpoints.ts';
import { openApiRoutes } from './openapi/index.ts';
import { bodyLimit } from './platform/body-limit.ts';
import { OutcomeException, outcomeResponse } from './platform/errors.ts';
import { loadConfig, type Config, type DatabaseKind } from './platform/config.ts';
import { FlagService } from './platform/flags.ts';
import { languageFromRequest } from './platform/language.ts';
import { methodNotAllowed, pathMethods } from './platform/method-not-allowed.ts';
import { originCheck } from './platform/origin-check.ts';
import { requestId } from './platform/request-id.ts';
import { requestLimitsWith, type RequestLimitOverrides } from './platform/request-limits.ts';
import { notStoredByDefault, securityHeaders } from './platform/security-headers.ts';
import { sessionConfigFrom } from './platform/session-config.ts';
import { isLocalOrigin, sessionMiddleware } from './platform/session.ts';
import { cookieNames } from './platform/session-cookies.ts';
import type { Logger } from './platform/logger.ts';
import { createResponseCache } from './platform/response-cache.ts';
import { apiPrefixes, isApiPath, staticApps, type StaticAppsOptions } from './platform/static-apps.ts';

/** TRUST_PROXY and the expensive endpoints' limits; both default when omitted (no proxy, the default limits). */
export type RequestLimitsConfig = Partial<Pick<Config, 'trustProxy'>> & { readonly requestLimits?: RequestLimitOverrides };

export interface AppDeps {
  readonly db: Database;
  readonly databaseKind: DatabaseKind;
  readonly logger: Logger;
  /** The built apps and media; omitted where only the APIs are exercised (tests). */
  readonly staticApps?: StaticAppsOptions;
  /** Session secret, public origin and environment (and cache sizes); read from the environment when omitted. */
  readonly config?: Pick<Config, 'nodeEnv' | 'publicOrigin' | 'sessionSecret'> & Partial<Pick<Config, 'catalogueCacheSeconds' | 'catalogueCacheMb'>> & RequestLimitsConfig;
  /** The one flag evaluation service; a fresh one over `db` when omitted. */
  readonly flags?: FlagService;
  /** The built-in test payment provider (it also tokenises cards); a fresh one over the session secret when omitted. */
  readonly payments?: TestPaymentProvider;
}

/** Every route sees the request id and the request's locale (platform/language.ts: en-CA or fr-CA). */
export type AppEnv = { Variables: RequestIdVariables & { language: Locale } };

const statusOutcomes: Readonly<Record<number, OutcomeCode>> = {
  401: 'auth.unauthorized',
  403: 'auth.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  429: 'errors.rateLimited',
};

/** Expected 4xx exceptions carry their outcome code as `cause` (or get the one of their status). */
const outcomeOf = (error: HTTPException): OutcomeCode => {
  if (typeof error.cause === 'string' && isOutcomeCode(error.cause)) return error.cause;
  return statusOutcomes[error.status] ?? 'errors.badRequest';
};


export const createApp = (deps: AppDeps): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const { logger } = deps;
  const config = deps.config ?? loadConfig();

  app.use(requestId({ trustIncoming: config.trustProxy ?? false }));
  // The language the request names (URL, Accept-Language, the language cookie) before anything can refuse it; the
  // api's middleware below reads it again once the session gives the buyer's culture.
  app.use(languageFromRequest());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    if (!isApiPath(c.req.path)) return;
    logger.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });

  const flags = deps.flags ?? new FlagService(deps.db);
  const sessionConfig = sessionConfigFrom(config);
  const catalogueCache = createResponseCache({ ttlMs: (config.catalogueCacheSeconds ?? 30) * 1000, maxBytes: (config.catalogueCacheMb ?? 64) * 1024 * 1024 });
  app.use(securityHeaders({ hsts: !isLocalOrigin(config.publicOrigin) }));
  const methodsOf = pathMethods(() => app.routes);
  for (const prefix of apiPrefixes) {
    const sessionCookies = prefix === '/admin-api' ? [cookieNames.consoleSession, cookieNames.session] : [cookieNames.session];
    // The body limit comes after the session (which reads the cookie, never the body) and the language it gives, so a
    // signed-in buyer's 413 is in their language even when the request names none; it still refuses before the body is read.
    app.use(`${prefix}/*`, notStoredByDefault(), sessionMiddleware(deps.db, sessionConfig, sessionCookies), languageFromRequest(), methodNotAllowed(methodsOf), bodyLimit(), originCheck({ publicOrigin: config.publicOrigin, allowLocalhost: config.nodeEnv !== 'production' }));
  }
  applyRequestLimits(app, requestLimitsWith(config.requestLimits));

  app.route('/api', healthRoutes({ db: deps.db, databaseKind: deps.databaseKind, logger }));
  app.route('/api', catalogueRoutes({ db: deps.db }));
  app.route('/api', openApiRoutes(() => app.routes));
  app.route('/svc/auth', authRoutes({ db: deps.db, flags }));
  app.route('/api', accountRoutes({ db: deps.db, flags }));
  app.route('/api', storefrontClientRoutes({ db: deps.db, flags }));
  app.route('/api', storefrontFlagRoutes({ db: deps.db, flags }));
  app.route('/api', messageRoutes({ db: deps.db }));
  app.route('/svc/buyers', buyerRoutes({ db: deps.db }));
  app.route('/svc/buyers', clientRoutes({ db: deps.db, flags }));
  app.route('/admin-api', consoleSessionRoutes({ db: deps.db }));
  app.route('/admin-api', adminApiRoutes({ db: deps.db, flags }));
  app.route('/svc/search', searchRoutes({ db: deps.db, cache: catalogueCache }));
  app.route('/svc/search', productServiceRoutes({ db: deps.db, cache: catalogueCache }));
  app.route('/api', productStorefrontRoutes({ db: deps.db }));
  app.route('/svc/search', recommendationRoutes({ db: deps.db, logger }));
  app.route('/api', cartRoutes({ db: deps.db, flags }));
  // One payment-provider adapter: the cards on file keep its tokens, checkout pays with them. The test provider's tokens
  // are sealed with a key derived from the session secret, so every replica reads them and no one can forge or rebind one.
  const payments = deps.payments ?? new TestPaymentProvider({ secret: config.sessionSecret });
  app.route('/api', checkoutRoutes({ db: deps.db, flags, logger, payments }));
  app.route('/api', cardsOnFileRoutes({ db: deps.db, payments }));
  app.route('/svc/orders', orderRoutes({ db: deps.db, flags, payments, logger }));
  app.route('/svc/orders', templateRoutes({ db: deps.db }));
  app.route('/svc/cms', cmsRoutes({ db: deps.db }));

  for (const prefix of apiPrefixes) app.all(`${prefix}/*`, (c) => outcomeResponse(c, 'errors.notFound'));
  if (deps.staticApps) app.route('/', staticApps(deps.staticApps));

  app.notFound((c) => outcomeResponse(c, 'errors.notFound'));
  app.onError((error, c) => {
    if (error instanceof OutcomeException) return outcomeResponse(c, error.code, error.params);
    if (error instanceof HTTPException && error.status < 500) return outcomeResponse(c, outcomeOf(error));
    logger.error('unhandled error', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, error });
    return outcomeResponse(c, 'errors.generic');
  });
  return app;
};
