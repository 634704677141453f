import { Hono } from 'hono';
import { buildOpenApiDocument } from './document.ts';
import { referencePage } from './reference-page.ts';
import type { RegisteredRoute } from './request-parts.ts';

/**
 * GET /api/openapi.json and GET /api/docs, mounted at /api. Built on the first request, from the routes the app has
 * registered by then (all of them), and kept: neither the routes nor the contract change while running.
 */
export const openApiRoutes = (registered: () => readonly RegisteredRoute[]) => {
  let built: { document: ReturnType<typeof buildOpenApiDocument>; page: string } | undefined;
  const reference = () => {
    if (!built) {
      const document = buildOpenApiDocument(registered());
      built = { document, page: referencePage(document) };
    }
    return built;
  };
  return new Hono().get('/openapi.json', (c) => c.json(reference().document)).get('/docs', (c) => c.html(reference().page));
};
