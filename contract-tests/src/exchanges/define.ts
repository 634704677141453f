import type { Buyer, Dataset } from '@comptoir/fixtures';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type Language = 'en' | 'fr';

export interface ExchangeRequest {
  readonly method: Method;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

/** What a definition may read while the exchanges run: the dataset, sessions and earlier answers. */
export interface ExchangeContext {
  readonly dataset: Dataset;
  buyer(logonName: string): Buyer;
  /** The session of a signed-in demo logon (signed in on first use). */
  session(logonName: string): { buyerId: string; sessionId: string };
  /** The raw JSON body of an exchange that already ran: `cart.addtocart#success-en`. */
  body(ref: string): unknown;
}

export interface ExchangeDefinition {
  /** The spec call's id in contract-tests/src/calls. */
  readonly call: string;
  /** Unique within the call; says what is shown and in which language: `below-minimum-fr`. */
  readonly variant: string;
  /** Demo logon whose session sends it; GUEST: never signed in, its cookies kept (the guest cart); anonymous when omitted. */
  readonly as?: string;
  /** Accept-Language en-CA or fr-CA (the spec's language plus -CA); en when omitted. */
  readonly lang?: Language;
  readonly request: ExchangeRequest | ((ctx: ExchangeContext) => ExchangeRequest);
}

/** The `as` of a visitor who never signs in but keeps its cookies between exchanges (GuestCartId). */
export const GUEST = 'guest';

export const exchangeRef = (definition: Pick<ExchangeDefinition, 'call' | 'variant'>) => `${definition.call}#${definition.variant}`;

type Options = Omit<ExchangeDefinition, 'call' | 'variant' | 'request'> & { headers?: Record<string, string> };
type Path = string | ((ctx: ExchangeContext) => string);
type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };
type Body = Json | undefined | ((ctx: ExchangeContext) => unknown);

const resolve = <T>(value: T | ((ctx: ExchangeContext) => T), ctx: ExchangeContext): T =>
  typeof value === 'function' ? (value as (ctx: ExchangeContext) => T)(ctx) : value;

const request = (method: Method, path: Path, body: Body | undefined, headers: Record<string, string> | undefined) => (ctx: ExchangeContext): ExchangeRequest => ({
  method,
  path: resolve(path, ctx),
  ...(headers ? { headers } : {}),
  ...(body === undefined ? {} : { body: resolve(body, ctx) }),
});

/** One exchange per line: `get('cart.cartDetails', 'success-en', '/api/cart/cartDetails', { as: 'buyer-on' })`. */
export const get = (call: string, variant: string, path: Path, options: Options = {}): ExchangeDefinition => {
  const { headers, ...rest } = options;
  return { call, variant, ...rest, request: request('GET', path, undefined, headers) };
};

export const send = (method: Exclude<Method, 'GET'>) => (call: string, variant: string, path: Path, body: Body, options: Options = {}): ExchangeDefinition => {
  const { headers, ...rest } = options;
  return { call, variant, ...rest, request: request(method, path, body, headers) };
};
export const post = send('POST');
export const patch = send('PATCH');
export const put = send('PUT');
export const del = send('DELETE');
