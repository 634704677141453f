import { z, type ZodType } from 'zod';
import { cookieNames } from '../platform/session-cookies.ts';
import { adminOperations } from './admin-operations.ts';
import { buyerOperations } from './buyer-operations.ts';
import { cartOperations } from './cart-operations.ts';
import { cardsOnFileOperations } from './cards-on-file-operations.ts';
import { checkoutOperations } from './checkout-operations.ts';
import { contentAuthOperations } from './content-auth-operations.ts';
import type { Auth, ContractSchemaName, Operation, PasswordChangeAccess, RefusalStatus, ResponseBody } from './operations.ts';
import { orderOperations } from './order-operations.ts';
import { passwordChangeAccessOf, refusalDescriptions, refusalsOf } from './refusals.ts';
import { operationKey, requestPartsByRoute, type RegisteredRoute, type RequestParts } from './request-parts.ts';
import { contractSchema, schemaName } from './schema-names.ts';
import { searchOperations } from './search-operations.ts';
import { storefrontOperations } from './storefront-operations.ts';
import { templateOperations } from './template-operations.ts';

/** Every route the gateway documents; a new endpoint adds one row to its service's list. */
export const operations: readonly Operation[] = [
  ...storefrontOperations,
  ...cartOperations,
  ...checkoutOperations,
  ...cardsOnFileOperations,
  ...searchOperations,
  ...buyerOperations,
  ...contentAuthOperations,
  ...orderOperations,
  ...templateOperations,
  ...adminOperations,
];

type JsonSchema = Record<string, unknown>;
type Content = Record<string, { schema: JsonSchema }>;
interface Answer {
  description: string;
  content?: Content;
}

/** One operation of the document, as /api/docs and the contract tests read it. */
export interface DocumentedOperation {
  tags: string[];
  summary: string;
  operationId: string;
  'x-designed'?: true;
  description?: string;
  security: unknown[];
  'x-auth': Auth;
  /** Decision 032: whether a buyer who must change a temporary password may make this call. */
  'x-during-password-change': PasswordChangeAccess;
  parameters?: Array<{ name: string; in: string; required: boolean; description?: string; schema: JsonSchema }>;
  requestBody?: { required: boolean; content: Content };
  responses: Record<string, Answer>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: Record<string, string>;
  paths: Record<string, Record<string, DocumentedOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

const toJsonSchema = (schema: ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return json;
};

const bodyNames = (body: ResponseBody | null | undefined): string[] => (body == null ? [] : typeof body === 'string' ? [body] : 'text' in body ? [body.text] : [...body]);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorBody: ContractSchemaName = 'ErrorResponse';
const parameterIn = { param: 'path', query: 'query', header: 'header' } as const;

const securityOf: Readonly<Record<Auth, unknown[]>> = {
  // Anyone; a session, when sent, is used (a buyer's prices, a guest cart's lines).
  none: [{}, { buyerSession: [] }],
  buyer: [{ buyerSession: [] }],
  admin: [{ adminSession: [] }],
};
const securitySchemes = {
  buyerSession: { type: 'apiKey', in: 'cookie', name: cookieNames.session, description: 'The session cookie authenticate sets (HttpOnly). An APIAUTH header, when sent, must belong to the same session.' },
  adminSession: { type: 'apiKey', in: 'cookie', name: cookieNames.session, description: "The session cookie of an administrator (spec §6): every call is scoped to the admin's own client." },
};

/** The OpenAPI 3.1 document of the gateway: request parts from the zod schemas the routes parse, answers from core's contract. */
export function buildOpenApiDocument(routes: readonly RegisteredRoute[]): OpenApiDocument {
  const parsed = requestPartsByRoute(routes);
  const components = new Map<string, JsonSchema>();
  // A request schema that is also an answer, with another shape as input (defaults, transforms), is two components.
  const answered = new Set<string>(['ErrorResponse', ...operations.flatMap((op) => [...Object.values(op.responses), ...Object.values(op.errors ?? {})].flatMap(bodyNames))]);
  const component = (name: string, schema: ZodType, io: 'input' | 'output') => {
    const json = toJsonSchema(schema, io);
    const key = io === 'input' && answered.has(name) && JSON.stringify(json) !== JSON.stringify(toJsonSchema(schema, 'output')) ? `${name}Input` : name;
    components.set(key, json);
    return ref(key);
  };
  const answer = (body: ResponseBody | null, description: string): Answer => {
    if (body === null) return { description: `${description}; core has no contract schema for it yet` };
    if (typeof body === 'string') return { description, content: { 'application/json': { schema: component(body, contractSchema(body), 'output') } } };
    if ('text' in body) return { description, content: { 'text/plain': { schema: component(body.text, contractSchema(body.text), 'output') } } };
    return { description, content: { 'application/json': { schema: { anyOf: body.map((name) => component(name, contractSchema(name), 'output')) } } } };
  };
  // Every path segment is parsed by a route's param schema (architecture §2; the contract tests check it).
  const parametersOf = (parts: RequestParts) =>
    (['param', 'query', 'header'] as const).flatMap((part) => {
      const schema = parts[part];
      if (!schema) return [];
      const json = toJsonSchema(schema, 'input');
      const required = new Set((json.required as string[] | undefined) ?? []);
      return Object.entries((json.properties as Record<string, JsonSchema> | undefined) ?? {}).map(([name, property]) => ({
        name,
        in: parameterIn[part],
        required: part === 'param' || required.has(name),
        ...(part === 'param' && !required.has(name) ? { description: 'May be left out, with the segments after it' } : {}),
        schema: property,
      }));
    });
  const requestBodyOf = (schema: ZodType) => {
    const name = schemaName(schema);
    return { required: !schema.safeParse({}).success, content: { 'application/json': { schema: name ? component(name, schema, 'input') : toJsonSchema(schema, 'input') } } };
  };

  const paths: OpenApiDocument['paths'] = {};
  for (const op of operations) {
    const parts = parsed.get(operationKey(op)) ?? {};
    const body = parts.json;
    const parameters = parametersOf(parts);
    const responses: Record<string, Answer> = {};
    for (const [status, success] of Object.entries(op.responses)) responses[status] = answer(success, 'Success');
    for (const status of refusalsOf(op, parts)) responses[status] = answer(op.errors?.[status] ?? errorBody, refusalDescriptions[status as RefusalStatus]);
    responses.default = answer(errorBody, "Unexpected error (500): the spec's generic message");
    (paths[op.path] ??= {})[op.method] = {
      tags: [op.service],
      summary: op.summary,
      operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
      ...(op.designed ? { 'x-designed': true as const, description: 'designed: spec §7 does not show this path' } : {}),
      security: securityOf[op.auth],
      'x-auth': op.auth,
      'x-during-password-change': passwordChangeAccessOf(op),
      ...(parameters.length ? { parameters } : {}),
      ...(body ? { requestBody: requestBodyOf(body) } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Comptoir gateway',
      version: '1',
      description:
        'Storefront /api, /svc/<service>/ for the search, order, buyer and client, content, CMS and authentication services (spec §7), and /admin-api for the admin console. Money in integer cents. Accept-Language (en-CA or fr-CA) selects the language of every message. A path asked with a method it does not have answers 405 Method Not Allowed, with an Allow header naming those it has (HEAD with GET, but for the GETs that change the cart, removeProduct and RemoveRestrictedProducts, which answer no HEAD), in the Messages shape.',
    },
    paths,
    components: { schemas: Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b))), securitySchemes },
  };
}
