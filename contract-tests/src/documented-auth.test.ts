import { describe, expect, it } from 'vitest';
import { servedApp, servedDocument } from './runner/served-document.ts';

type Param = { name: string; in: string; schema: { type?: string; minimum?: number; enum?: unknown[] } };

/** A value the path parameter's schema takes, so that a guard running after validation is reached. */
const sample = ({ schema }: Param): string => {
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === 'integer') return String(schema.minimum ?? 1);
  return '00000000-0000-4000-8000-000000000001';
};

const operations = Object.entries(servedDocument.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, path, method, op })));

describe('the session each documented operation needs', () => {
  it.each(operations.map((entry) => [entry.route, entry] as const))("%s: a request without a session is refused (401) exactly when the document says it needs one", async (_route, { path, method, op }) => {
    expect(['none', 'buyer', 'admin']).toContain(op['x-auth']);
    expect(op.security.length).toBeGreaterThan(0);
    const params = (op.parameters ?? []) as Param[];
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => sample(params.find((param) => param.in === 'path' && param.name === name) as Param));
    const body = method === 'get' ? {} : { body: '{}', headers: { 'Content-Type': 'application/json' } };
    // No database behind this app: a route that needs none answers before reading it, or fails after its guard (not 401).
    const response = await servedApp.request(url, { method: method.toUpperCase(), ...body });
    expect(response.status === 401, `answered ${response.status}`).toBe(op['x-auth'] !== 'none');
  });
});
