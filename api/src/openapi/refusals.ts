import { limitedEndpoints } from '../limited-endpoints.ts';
import type { Operation, PasswordChangeAccess, RefusalStatus } from './operations.ts';
import { operationKey, routeKey, type RequestParts } from './request-parts.ts';

const limitedRoutes = new Set(limitedEndpoints.map((endpoint) => routeKey(endpoint.method, endpoint.route)));

/** Decision 032: the guarded calls refuse a buyer who must change a temporary password, unless the row says otherwise. */
export const passwordChangeAccessOf = (op: Operation): PasswordChangeAccess => op.duringPasswordChange ?? (op.auth === 'none' ? 'open' : 'refused');

/**
 * The refusals a route gives by how it is built: its validation (400; 415 for a body not sent as JSON), its guard
 * (401; 403 for a non-admin, and for a buyer who must change a temporary password first), the body limit and Origin check of every change (413; 403 from another site with
 * the session cookie), its request limit (429). The route's own rules add theirs in the operation.
 */
export function refusalsOf(op: Operation, parts: RequestParts): RefusalStatus[] {
  const changes = op.method !== 'get';
  const statuses: RefusalStatus[] = [
    ...(Object.keys(parts).length > 0 ? [400 as const] : []),
    // A call open to visitors that checks a session when one is sent (the cart's) refuses an ended or forged one as the guarded calls do.
    ...(op.auth !== 'none' || passwordChangeAccessOf(op) === 'refused' ? [401 as const] : []),
    ...(op.auth === 'admin' || changes || passwordChangeAccessOf(op) === 'refused' ? [403 as const] : []),
    ...(changes ? [413 as const] : []),
    ...(parts.json ? [415 as const] : []),
    ...(limitedRoutes.has(operationKey(op)) ? [429 as const] : []),
    ...(op.refusals ?? []),
  ];
  return [...new Set(statuses)].sort((a, b) => a - b);
}

export const refusalDescriptions: Readonly<Record<RefusalStatus, string>> = {
  400: 'Bad request: a parameter or the body does not fit its schema, or a rule refused it with a message',
  401: 'No session, or one that has ended (the cookies are cleared)',
  403: 'Not allowed: not an administrator, a change sent from another site, or a buyer who must first change the temporary password an administrator set (auth.passwordChangeRequired)',
  404: 'Not found, or not visible to this session',
  409: 'Conflict with the current state',
  413: 'Body over the limit (1 MiB)',
  415: 'Body not sent as JSON',
  422: 'Refused by a business rule, with the message to show',
  429: 'Too many requests: Retry-After says when to try again',
  503: 'Unavailable',
};
