import { describe, expect, it } from 'vitest';
import { mappedCalls } from './calls/index.ts';
import { openApiKey, type OpenApiDocument } from './runner/contract-check.ts';
import { appWithoutDatabase, registeredRoutes } from './runner/registered-routes.ts';

// The document is built from the schemas the routes parse and core's contract; serving it reads no database.
const app = appWithoutDatabase();
const response = await app.request('/api/openapi.json');
const document = (await response.json()) as OpenApiDocument & { openapi: string; components: { schemas: Record<string, unknown> } };

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is OpenAPI 3.1', () => {
    expect(response.status).toBe(200);
    expect(document.openapi).toBe('3.1.0');
  });

  it.each(mappedCalls.map((call) => [call.id, call.route] as const))('%s: lists %s', (_id, route) => {
    const [method, path] = openApiKey(route);
    expect(document.paths[path]?.[method], `${route} (${method} ${path}) is missing from the document`).toBeDefined();
  });

  it('documents only routes the app registers, and every schema it refers to', () => {
    // OpenAPI has no optional path segments: `:c?` is documented as `{c}`.
    const routes = new Set([...registeredRoutes()].map((route) => route.replace(/\?/g, '')));
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(documented.filter((route) => !routes.has(route))).toEqual([]);
    const refs = [...JSON.stringify(document.paths).matchAll(/#\/components\/schemas\/(\w+)/g)].map((match) => match[1] as string);
    expect(refs.filter((name) => !(name in document.components.schemas))).toEqual([]);
  });

  it('has a reference page at /api/docs listing every path', async () => {
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(Object.keys(document.paths).filter((path) => !html.includes(path))).toEqual([]);
  });
});
