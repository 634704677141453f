import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * CSP for the storefront and the console (built by Vite: no inline scripts), no framing by other sites
 * (clickjacking), HSTS only when served over https away from localhost (a local http origin must keep working).
 */
export const securityHeaders = (options: { hsts: boolean }): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    strictTransportSecurity: options.hsts ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
  });

/**
 * The api's answers are the caller's own (contract prices, carts, orders, people): no cache, shared or the browser's,
 * keeps one unless its route says otherwise (the health check, a CMS layout).
 */
export const notStoredByDefault = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
};
