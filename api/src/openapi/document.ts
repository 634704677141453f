import * as core from '@comptoir/core';
import { z } from 'zod';
import type { ContractSchemaName, Operation, ResponseBody } from './operations.ts';
import { checkoutOperations } from './checkout-operations.ts';
import { orderOperations } from './order-operations.ts';
import { templateOperations } from './template-operations.ts';
import { serviceOperations } from './service-operations.ts';
import { storefrontOperations } from './storefront-operations.ts';

/** Every route the gateway documents; a new endpoint adds one row to its service's list. */
export const operations: readonly Operation[] = [...storefrontOperations, ...checkoutOperations, ...serviceOperations, ...orderOperations, ...templateOperations];

type JsonSchema = Record<string, unknown>;

const isOneOf = (body: ResponseBody): body is readonly ContractSchemaName[] => Array.isArray(body);

export const contractSchema = (name: ContractSchemaName): z.ZodType => {
  const schema = (core as unknown as Record<string, unknown>)[`${name}Schema`];
  if (!(schema instanceof z.ZodType)) throw new Error(`core exports no zod schema ${name}Schema`);
  return schema;
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorName = 'ErrorResponse';

/** The OpenAPI 3.1 document of the gateway, its schemas generated from core's zod contract. */
export function buildOpenApiDocument(): JsonSchema {
  const components = new Map<string, JsonSchema>();
  const use = (name: ContractSchemaName, io: 'input' | 'output') => {
    if (!components.has(name)) components.set(name, z.toJSONSchema(contractSchema(name), { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema);
    return ref(name);
  };
  const bodyOf = (body: ResponseBody | null) => {
    if (body === null) return { description: 'Answered; core has no contract schema for it yet' };
    if (isOneOf(body)) return { description: body.join(' or '), content: { 'application/json': { schema: { anyOf: body.map((name) => use(name, 'output')) } } } };
    if (typeof body === 'object') return { description: 'Text', content: { 'text/plain': { schema: use(body.text, 'output') } } };
    return { description: body, content: { 'application/json': { schema: use(body, 'output') } } };
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const requests = op.request === undefined ? [] : typeof op.request === 'string' ? [op.request] : op.request;
    const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
    const responses: Record<string, unknown> = {};
    for (const [status, body] of Object.entries(op.responses)) responses[status] = bodyOf(body);
    for (const [status, name] of Object.entries(op.errors ?? {})) responses[status] = bodyOf(name);
    responses.default = { description: "Expected outcome or error, in the spec's Messages shape", content: { 'application/json': { schema: use(errorName, 'output') } } };
    (paths[op.path] ??= {})[op.method] = {
      tags: [op.service],
      summary: op.summary,
      operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
      ...(op.designed ? { 'x-designed': true, description: 'designed: spec §7 does not show this path' } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...(requests.length
        ? { requestBody: { required: true, content: { 'application/json': { schema: requests.length === 1 ? use(requests[0] as ContractSchemaName, 'input') : { oneOf: requests.map((name) => use(name, 'input')) } } } } }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Comptoir gateway', version: '1', description: 'Storefront /api, and /svc/<service>/ for the search, order, buyer and client, content, CMS and authentication services (spec §7). Money in integer cents.' },
    paths,
    components: { schemas: Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b))) },
  };
}
