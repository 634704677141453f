/** The backends of spec §7, each served by the gateway under its own base (architecture §1 Services and paths). */
export const serviceBases = {
  storefront: '/api',
  search: '/svc/search',
  orders: '/svc/orders',
  buyers: '/svc/buyers',
  content: '/svc/content',
  auth: '/svc/auth',
  cms: '/svc/cms',
} as const;
export type Service = keyof typeof serviceBases;

/** A route as the app registers it: method and Hono path (`:param`), base included. */
export type Route = `${'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'} /${string}`;

interface CallBase {
  /** Stable id, also the recorded file's name: `fixtures/recorded/<id>.json`. */
  readonly id: string;
  readonly service: Service;
  /** The spec's words for the call (§7), or what a designed call stands for. */
  readonly spec: string;
}

/**
 * One call of spec §7 and where the gateway serves it; or why it is not served (yet).
 * `designed`: the spec shows the call but not its path, or it is a call our client needs that §7 implies.
 */
export type SpecCall =
  | (CallBase & { readonly route: Route; readonly designed?: true })
  | (CallBase & { readonly outOfScope: string });

export const isMapped = (call: SpecCall): call is Extract<SpecCall, { route: Route }> => 'route' in call;
