import type { ZodType } from 'zod';

/** The parts of a request a route parses: path parameters, query, JSON body and headers. */
export type RequestPart = 'param' | 'query' | 'json' | 'header';

export interface RequestSchema {
  readonly part: RequestPart;
  readonly schema: ZodType;
}

const parsedBy = new WeakMap<object, RequestSchema>();

/** Marks a validating middleware with the schema it parses: the OpenAPI document is built from these marks, so it describes what routes really validate. */
export const parsing = <Handler extends object>(part: RequestPart, schema: ZodType, handler: Handler): Handler => {
  parsedBy.set(handler, { part, schema });
  return handler;
};

/** The part and schema a registered handler parses, when it is a marked validator. */
export const requestSchemaOf = (handler: unknown): RequestSchema | undefined => (typeof handler === 'function' ? parsedBy.get(handler) : undefined);
