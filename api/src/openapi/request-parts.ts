import { requestSchemaOf, type RequestPart } from '../platform/request-schemas.ts';
import type { ZodType } from 'zod';

/** A route as Hono lists it in app.routes: every handler and middleware of it is an entry. */
export interface RegisteredRoute {
  readonly method: string;
  readonly path: string;
  readonly handler: unknown;
}

export type RequestParts = Partial<Record<RequestPart, ZodType>>;

/** `GET /api/menu/category/:level/:id`; an optional `:c?` segment is keyed as `:c`, as OpenAPI has no optional segments. */
export const routeKey = (method: string, path: string): string => `${method.toUpperCase()} ${path.replace(/\?/g, '')}`;

/** The OpenAPI path's route key: `{id}` is `:id`. */
export const operationKey = (op: { method: string; path: string }): string => routeKey(op.method, op.path.replace(/\{(\w+)\}/g, ':$1'));

/**
 * What each registered route parses, by route key, read from the marks of the shared validate. A route registered
 * twice (the guest's add-to-cart, then the buyer's) parses the same schemas; two different ones for a part are a fault.
 */
export function requestPartsByRoute(routes: readonly RegisteredRoute[]): Map<string, RequestParts> {
  const parts = new Map<string, RequestParts>();
  for (const route of routes) {
    const parsed = requestSchemaOf(route.handler);
    if (!parsed || route.method === 'ALL') continue;
    const key = routeKey(route.method, route.path);
    const known = parts.get(key) ?? {};
    const earlier = known[parsed.part];
    if (earlier && earlier !== parsed.schema) throw new Error(`${key} parses its ${parsed.part} with two different schemas`);
    parts.set(key, { ...known, [parsed.part]: parsed.schema });
  }
  return parts;
}
