import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { outcome } from './errors.ts';
import { markChangeBehindGet } from './method-not-allowed.ts';
import { cookieNames } from './session-cookies.ts';
import { isLocalOrigin, type SessionEnv } from './session.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Either session authenticates: the console's (SameSite=Strict) is still sent by a sibling site of the same site. */
const sessionCookies = [cookieNames.session, cookieNames.consoleSession] as const;

/** Local development serves the apps from other ports (Vite), so any localhost origin is ours there. */
const isLocalhost = (origin: string): boolean => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);

/**
 * Cookie-authenticated mutations must come from our own pages (CSRF). Browsers send Origin on every
 * cross-origin request and on same-origin POST/PATCH/DELETE; when it is missing, Sec-Fetch-Site still
 * tells a cross-site request apart. Requests without our cookie carry no ambient authority to abuse.
 */
export const originCheck = (options: { publicOrigin: string; allowLocalhost: boolean }): MiddlewareHandler => async (c, next) => {
  if (!safeMethods.has(c.req.method) && sessionCookies.some((name) => getCookie(c, name) !== undefined)) {
    const origin = c.req.header('Origin');
    const allowed = origin === undefined ? c.req.header('Sec-Fetch-Site') !== 'cross-site' : origin === options.publicOrigin || (options.allowLocalhost && isLocalhost(origin));
    if (!allowed) throw outcome('auth.forbidden');
  }
  await next();
};

/**
 * The header our own scripts send with every api call (web's api client). A cross-site <img>, link, form or
 * navigation cannot set a header, and another origin's script would need a CORS preflight we never grant.
 */
export const SCRIPT_REQUEST_HEADER = 'X-Requested-With';

/**
 * A change the spec puts behind a GET (removeProduct, RemoveRestrictedProducts). Browsers send SameSite=Lax
 * cookies (the session's, the guest cart's) on a top-level navigation from another site, and a sibling
 * site's <img> carries them too; browsers without Sec-Fetch-Site (Safari before 16.4) do not say so. So
 * such a GET needs a positive sign that our own page sent it: Sec-Fetch-Site same-origin, our script
 * header, or (without Sec-Fetch-Site) our Origin. Anything else, navigations and images included, is refused.
 */
export const refuseCrossSite = (): MiddlewareHandler<SessionEnv> =>
  // It marks its route as a change behind a GET, which answers no HEAD (405 before any guard, method-not-allowed.ts).
  markChangeBehindGet<MiddlewareHandler<SessionEnv>>(async (c, next) => {
    const site = c.req.header('Sec-Fetch-Site');
    const fromOurScript = c.req.header(SCRIPT_REQUEST_HEADER) !== undefined;
    const fromOurOrigin = site === undefined && c.req.header('Origin') === c.get('sessionConfig').publicOrigin;
    if (!(site === 'same-origin' || fromOurScript || fromOurOrigin)) throw outcome('auth.forbidden');
    await next();
  });

/**
 * Sign-out from another site: a cross-site form POST carries no SameSite=Lax cookie (so originCheck above,
 * which guards cookie-authenticated requests, lets it by), yet its answer clears the cookies in the
 * browser: any page could sign the buyer out. Refused when the browser names another site or origin.
 */
export const refuseForeignOrigin = (): MiddlewareHandler<SessionEnv> => async (c, next) => {
  const { publicOrigin } = c.get('sessionConfig');
  const origin = c.req.header('Origin');
  const foreignOrigin = origin !== undefined && origin !== publicOrigin && !(isLocalOrigin(publicOrigin) && isLocalhost(origin));
  if (foreignOrigin || c.req.header('Sec-Fetch-Site') === 'cross-site') throw outcome('auth.forbidden');
  await next();
};
