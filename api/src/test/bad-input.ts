import { z, type ZodType } from 'zod';
import { flagKeys } from '../platform/flags-registry.ts';
import { AuthenticateBodySchema, ChangePasswordBodySchema, LogoutBodySchema } from '../modules/auth/index.ts';
import { BuyerParamsSchema, BuyerPatchBodySchema, BuyerSessionParamsSchema, ShipTosQuerySchema } from '../modules/buyers/index.ts';
import type { Persona } from './authorization-matrix.ts';

/**
 * Bad-input fuzzing targets: for each endpoint, the zod schema of the part fuzzed and how to build the
 * URL and body around a generated value. Inputs the schema accepts are filtered out, so every case is
 * bad input and must answer 4xx in the Messages shape with the database unchanged. One line per endpoint.
 */
export interface BadInputTarget {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly persona: Persona;
  readonly part: 'json' | 'param' | 'query';
  readonly schema: ZodType;
  /** The request URL for a generated path segment or query string (ids of the persona's own objects otherwise). */
  readonly url: (value: string, own: { buyerId: string; sessionId: string }) => string;
}

const fixed = (path: string) => () => path;

export const badInputTargets: BadInputTarget[] = [
  { name: 'authenticate', method: 'POST', persona: 'anonymous', part: 'json', schema: AuthenticateBodySchema, url: fixed('/svc/auth/api/buyer/authenticate') },
  { name: 'logout', method: 'POST', persona: 'anonymous', part: 'json', schema: LogoutBodySchema, url: fixed('/svc/auth/api/buyer/logout') },
  { name: 'changePassword', method: 'POST', persona: 'buyer', part: 'json', schema: ChangePasswordBodySchema, url: fixed('/api/changePassword') },
  { name: 'patch buyer body', method: 'PATCH', persona: 'buyer', part: 'json', schema: BuyerPatchBodySchema, url: (_, own) => `/svc/buyers/buyers/${own.buyerId}` },
  { name: 'buyer id', method: 'GET', persona: 'buyer', part: 'param', schema: BuyerParamsSchema.shape.buyerId, url: (value) => `/svc/buyers/buyers/${encodeURIComponent(value)}` },
  { name: 'patch buyer id', method: 'PATCH', persona: 'buyer', part: 'param', schema: BuyerParamsSchema.shape.buyerId, url: (value) => `/svc/buyers/buyers/${encodeURIComponent(value)}` },
  { name: 'session id', method: 'GET', persona: 'buyer', part: 'param', schema: BuyerSessionParamsSchema.shape.sessionId, url: (value, own) => `/svc/buyers/buyers/${own.buyerId}/sessions/${encodeURIComponent(value)}` },
  { name: 'ship-tos maxElements', method: 'GET', persona: 'buyer', part: 'query', schema: ShipTosQuerySchema.shape.maxElements, url: (value, own) => `/svc/buyers/buyers/${own.buyerId}/sessions/${own.sessionId}/shiptos?maxElements=${encodeURIComponent(value)}` },
  { name: 'client id', method: 'GET', persona: 'buyer', part: 'param', schema: BuyerParamsSchema.shape.buyerId, url: (value) => `/svc/buyers/clients/${encodeURIComponent(value)}/settings` },
  { name: 'flag key', method: 'DELETE', persona: 'admin', part: 'param', schema: z.enum(flagKeys as [string, ...string[]]), url: (value) => `/admin-api/flags/${encodeURIComponent(value)}` },
  { name: 'audit query', method: 'GET', persona: 'admin', part: 'query', schema: BuyerParamsSchema.shape.buyerId, url: (value) => `/admin-api/audit?actor=${encodeURIComponent(value)}` },
];
