import { Hono } from 'hono';
import { buildOpenApiDocument, operations } from './document.ts';
import { referencePage } from './reference-page.ts';

/** GET /api/openapi.json and GET /api/docs, mounted at /api. Built once: the contract does not change while running. */
export const openApiRoutes = () => {
  const document = buildOpenApiDocument();
  const page = referencePage(operations);
  return new Hono().get('/openapi.json', (c) => c.json(document)).get('/docs', (c) => c.html(page));
};
