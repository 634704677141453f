import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { outcome } from './errors.ts';
import { cookieNames } from './session-cookies.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Local development serves the apps from other ports (Vite), so any localhost origin is ours there. */
const isLocalhost = (origin: string): boolean => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);

/**
 * Cookie-authenticated mutations must come from our own pages (CSRF). Browsers send Origin on every
 * cross-origin request and on same-origin POST/PATCH/DELETE; when it is missing, Sec-Fetch-Site still
 * tells a cross-site request apart. Requests without our cookie carry no ambient authority to abuse.
 */
export const originCheck = (options: { publicOrigin: string; allowLocalhost: boolean }): MiddlewareHandler => async (c, next) => {
  if (!safeMethods.has(c.req.method) && getCookie(c, cookieNames.session) !== undefined) {
    const origin = c.req.header('Origin');
    const allowed = origin === undefined ? c.req.header('Sec-Fetch-Site') !== 'cross-site' : origin === options.publicOrigin || (options.allowLocalhost && isLocalhost(origin));
    if (!allowed) throw outcome('auth.forbidden');
  }
  await next();
};

/**
 * A change the spec puts behind a GET (removeProduct): browsers send SameSite=Lax cookies (the session's,
 * the guest cart's) on a top-level navigation from another site, so such a request is refused.
 */
export const refuseCrossSite = (): MiddlewareHandler => async (c, next) => {
  if (c.req.header('Sec-Fetch-Site') === 'cross-site') throw outcome('auth.forbidden');
  await next();
};
