import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentedOperation, isApiRoute, parsedParts, resolved } from './runner/served-document.ts';

/** Api routes left out of the document on purpose, each with its reason. */
const notDocumented: Readonly<Record<string, string>> = {
  'GET /api/openapi.json': 'the OpenAPI document itself',
  'GET /api/docs': 'the reference page over the document: HTML for people, not a call',
};

const apiRoutes = [...parsedParts.keys()].filter(isApiRoute).sort();
const callable = apiRoutes.filter((route) => !(route in notDocumented));
const location = { param: 'path', query: 'query', header: 'header' } as const;

describe('every route a client may call is in the OpenAPI document', () => {
  it.each(callable)('%s is documented', (route) => {
    expect(documentedOperation(route), `${route} is registered but missing from /api/openapi.json`).toBeDefined();
  });

  it.each(Object.entries(notDocumented))('%s is registered and left out on purpose (%s)', (route) => {
    expect(apiRoutes).toContain(route);
    expect(documentedOperation(route)).toBeUndefined();
  });

  it.each(callable)('%s: documented with the schemas its route parses, and no others', (route) => {
    const op = documentedOperation(route);
    const parts = parsedParts.get(route) ?? new Map();
    const json = parts.get('json');
    const body = op?.requestBody?.content['application/json']?.schema;
    if (json) expect(resolved(body), 'request body').toEqual(json);
    else expect(body, 'a request body the route does not parse').toBeUndefined();

    const expected = (['param', 'query', 'header'] as const).flatMap((part) => {
      const schema = parts.get(part);
      const required = new Set((schema?.required as string[] | undefined) ?? []);
      return Object.entries((schema?.properties as Record<string, unknown> | undefined) ?? {}).map(([name, property]) => ({ in: location[part], name, required: part === 'param' || required.has(name), schema: property }));
    });
    const documented = (op?.parameters ?? []).map((param) => ({ in: param.in, name: param.name, required: param.required, schema: param.schema }));
    expect(documented).toEqual(expected);
    // Every path segment is a documented parameter: a route parses each (architecture §2).
    const segments = [...route.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
    expect(documented.filter((param) => param.in === 'path').map((param) => param.name).sort()).toEqual(segments);
  });
});

const modules = fileURLToPath(new URL('../../api/src/modules/', import.meta.url));
const sources = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('the api parses requests where the document can see it', () => {
  // The platform's validate and validateForm mark the schema they parse, which the document reads.
  it('reads no request part by hand, and calls no zValidator of its own', () => {
    expect(sources.length, 'the modules were read').toBeGreaterThan(50);
    const found = sources.flatMap((file) => {
      const text = readFileSync(join(modules, file), 'utf8');
      const reads = [...text.matchAll(/c\.req\.(json|query|queries|param|parseBody|text|formData|arrayBuffer)\(/g)].map((match) => `${file}: c.req.${match[1]}()`);
      const validators = [...text.matchAll(/zValidator\(/g)].map(() => `${file}: zValidator()`);
      return [...reads, ...validators];
    });
    expect(found).toEqual([]);
  });
});
