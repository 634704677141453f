import { Hono } from 'hono';
import type { AppEnv } from '../../app.ts';
import type { Database } from '../../db/index.ts';
import { validate } from '../../platform/errors.ts';
import { CategorySearchBodySchema, KeywordSearchBodySchema, SuggestQuerySchema } from './request-schemas.ts';
import { searchCatalogue } from './search-service.ts';
import { viewerOf } from './session-viewer.ts';
import { viewerCacheKey } from './viewer.ts';
import { cachedJson, type ResponseCache } from '../../platform/response-cache.ts';
import { suggest } from './suggest-service.ts';

/** The search service, mounted at /svc/search (spec §7 'Search service'). */
export const searchRoutes = ({ db, cache }: { db: Database; cache: ResponseCache }) =>
  new Hono<AppEnv>()
    .post('/Search/keyword', validate('json', KeywordSearchBodySchema), async (c) => {
      const [viewer, body] = [viewerOf(c), c.req.valid('json')];
      return cachedJson(c, cache, `keyword|${viewerCacheKey(viewer)}|${JSON.stringify(body)}`, () => searchCatalogue(db, viewer, body));
    })
    .post('/Search/category', validate('json', CategorySearchBodySchema), async (c) => {
      const [viewer, body] = [viewerOf(c), c.req.valid('json')];
      return cachedJson(c, cache, `category|${viewerCacheKey(viewer)}|${JSON.stringify(body)}`, () => searchCatalogue(db, viewer, body));
    })
    .get('/Search/suggest', validate('query', SuggestQuerySchema), async (c) => {
      const [viewer, { q, language, limit }] = [viewerOf(c), c.req.valid('query')];
      return cachedJson(c, cache, `suggest|${viewerCacheKey(viewer)}|${JSON.stringify([q, language, limit])}`, async () => ({
        Suggestions: await suggest(db, viewer, q, language, limit),
      }));
    });
