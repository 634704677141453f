import type { MiddlewareHandler } from 'hono';
import type { RouterRoute } from 'hono/types';
import { TrieRouter } from 'hono/router/trie-router';
import { outcomeResponse } from './errors.ts';
import { isApiPath } from './static-apps.ts';

/** The methods an Allow header names, in this order; HEAD is answered by every GET route (hono) but a change's. */
const methodOrder = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const changeBehindGet = Symbol('changeBehindGet');
/** Where hono keeps the handler it wrapped in a sub-app's error handler (hono/utils/constants). */
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';

/**
 * Marks the middleware of a GET route that changes something (the spec's removeProduct, RemoveRestrictedProducts): hono
 * would answer a HEAD there with the GET's handler, and a HEAD must change nothing, so the path's methods leave HEAD out.
 */
export const markChangeBehindGet = <T extends object>(handler: T): T => Object.assign(handler, { [changeBehindGet]: true });

const isChangeBehindGet = (handler: unknown): boolean => {
  const wrapped = handler as { [changeBehindGet]?: boolean; [COMPOSED_HANDLER]?: unknown } | undefined;
  return wrapped !== undefined && (wrapped[changeBehindGet] === true || (wrapped[COMPOSED_HANDLER] !== undefined && isChangeBehindGet(wrapped[COMPOSED_HANDLER])));
};

/**
 * The methods a path has among the api's routes the app registered, matched as hono matches them: built on the first
 * request, when every route is in. Middleware (registered for every method) and the storefront's routes (its GET /*
 * answers any path) are not the api's.
 */
export const pathMethods = (registered: () => readonly RouterRoute[]) => {
  let router: TrieRouter<string> | undefined;
  const routes = () => {
    if (!router) {
      router = new TrieRouter<string>();
      for (const route of registered()) {
        if (route.method === 'ALL' || !isApiPath(route.path)) continue;
        router.add(route.method, route.path, route.method);
        // A HEAD route of our own (hono adds none) stands for the GETs whose HEAD would change something.
        if (route.method === 'GET' && isChangeBehindGet(route.handler)) router.add('HEAD', route.path, 'HEAD');
      }
    }
    return router;
  };
  const matches = (method: string, path: string) => routes().match(method, path)[0].length > 0;
  const has = (method: string, path: string) => (method === 'HEAD' ? matches('GET', path) && !matches('HEAD', path) : matches(method, path));
  return (method: string, path: string): string[] => (has(method, path) ? [method] : methodOrder.filter((candidate) => has(candidate, path)));
};

/**
 * A path the api has, asked with a method it has not: 405 with the methods it has (Allow), in the Messages shape and the
 * request's language, before any guard (signing in would not make the method right). Paths it has not go on to the 404.
 */
export const methodNotAllowed =
  (methodsOf: ReturnType<typeof pathMethods>): MiddlewareHandler =>
  async (c, next) => {
    const allowed = methodsOf(c.req.method, c.req.path);
    if (allowed.length === 0 || allowed.includes(c.req.method)) return next();
    c.header('Allow', allowed.join(', '));
    return outcomeResponse(c, 'request.methodNotAllowed', { method: c.req.method, allowed: allowed.join(', ') });
  };
