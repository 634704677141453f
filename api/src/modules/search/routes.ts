import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import type { AppEnv } from '../../app.ts';
import type { Database } from '../../db/index.ts';
import { CategorySearchBodySchema, KeywordSearchBodySchema, SuggestQuerySchema, rejectInvalid } from './request-schemas.ts';
import { searchCatalogue } from './search-service.ts';
import { viewerOf } from './session-viewer.ts';
import { viewerCacheKey } from './viewer.ts';
import { cachedJson, type ResponseCache } from '../../platform/response-cache.ts';
import { suggest } from './suggest-service.ts';

/** The search service, mounted at /svc/search (spec §7 'Search service'). */
export const searchRoutes = ({ db, cache }: { db: Database; cache: ResponseCache }) =>
  new Hono<AppEnv>()
    .post('/Search/keyword', zValidator('json', KeywordSearchBodySchema, rejectInvalid), async (c) => {
      const [viewer, body] = [viewerOf(c), c.req.valid('json')];
      return cachedJson(c, cache, `keyword|${viewerCacheKey(viewer)}|${JSON.stringify(body)}`, () => searchCatalogue(db, viewer, body));
    })
    .post('/Search/category', zValidator('json', CategorySearchBodySchema, rejectInvalid), async (c) => {
      const [viewer, body] = [viewerOf(c), c.req.valid('json')];
      return cachedJson(c, cache, `category|${viewerCacheKey(viewer)}|${JSON.stringify(body)}`, () => searchCatalogue(db, viewer, body));
    })
    .get('/Search/suggest', zValidator('query', SuggestQuerySchema, rejectInvalid), async (c) => {
      const [viewer, { q, language, limit }] = [viewerOf(c), c.req.valid('query')];
      return cachedJson(c, cache, `suggest|${viewerCacheKey(viewer)}|${JSON.stringify([q, language, limit])}`, async () => ({
        Suggestions: await suggest(db, viewer, q, language, limit),
      }));
    });
