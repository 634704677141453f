import type { MiddlewareHandler } from 'hono';
import type { RouterRoute } from 'hono/types';
import { TrieRouter } from 'hono/router/trie-router';
import { outcomeResponse } from './errors.ts';
import { isApiPath } from './static-apps.ts';

/** The methods an Allow header names, in this order; HEAD is answered by every GET route (hono). */
const methodOrder = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

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
      for (const route of registered()) if (route.method !== 'ALL' && isApiPath(route.path)) router.add(route.method, route.path, route.method);
    }
    return router;
  };
  const has = (method: string, path: string) => routes().match(method === 'HEAD' ? 'GET' : method, path)[0].length > 0;
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
