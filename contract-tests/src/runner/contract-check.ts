import * as core from '@comptoir/core';
import type { Route } from '../calls/index.ts';

type SchemaRef = { $ref?: string };
type OpenApiDocument = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: SchemaRef & { anyOf?: SchemaRef[] } }> }> }>> };

/** `POST /api/cart/updateProduct/:id` -> ['post', '/api/cart/updateProduct/{id}']; an optional `:c?` is documented as `{c}`. */
export const openApiKey = (route: Route): [method: string, path: string] => {
  const [method = '', path = ''] = route.split(' ');
  return [method.toLowerCase(), path.replace(/:(\w+)\??/g, '{$1}')];
};

export type ContractVerdict = { ok: true; schema: string } | { ok: false; reason: string };

interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

const schemaNamed = (name: string): Schema | undefined => (core as unknown as Record<string, Schema | undefined>)[`${name}Schema`];

const describeIssues = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) =>
  issues.slice(0, 8).map((issue) => `  ${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`).join('\n') + (issues.length > 8 ? `\n  … and ${issues.length - 8} more` : '');

/** Checks an answer against the core schema that the OpenAPI document names for this route and status. */
export function checkContract(document: OpenApiDocument, route: Route, status: number, body: unknown): ContractVerdict {
  const [method, path] = openApiKey(route);
  const operation = document.paths[path]?.[method];
  if (!operation) return { ok: false, reason: `${route} is not in the OpenAPI document` };
  // A refusal must be one the document lists; only an unexpected error (5xx) falls to 'default'.
  const response = operation.responses[String(status)] ?? (status >= 500 ? operation.responses.default : undefined);
  if (!response) return { ok: false, reason: `${route} answered ${status}, a status the OpenAPI document does not list` };
  const content = response.content?.['application/json'] ?? response.content?.['text/plain'];
  const refs = content?.schema?.anyOf ?? (content?.schema ? [content.schema] : []);
  const names = refs.map((ref) => ref.$ref?.split('/').at(-1)).filter((name): name is string => name !== undefined);
  if (names.length === 0) return { ok: false, reason: `${route} ${status}: core's contract has no schema for this answer` };
  const failures: string[] = [];
  for (const name of names) {
    const schema = schemaNamed(name);
    if (!schema) return { ok: false, reason: `core exports no ${name}Schema` };
    const result = schema.safeParse(body);
    if (result.success) return { ok: true, schema: name };
    failures.push(`core's ${name}Schema:\n${describeIssues(result.error.issues)}`);
  }
  return { ok: false, reason: `${route} ${status} does not fit ${failures.join('\nnor ')}` };
}

export type { OpenApiDocument };
