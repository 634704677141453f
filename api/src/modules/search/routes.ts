import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import type { AppEnv } from '../../app.ts';
import type { Database } from '../../db/index.ts';
import { CategorySearchBodySchema, KeywordSearchBodySchema, SuggestQuerySchema, rejectInvalid } from './request-schemas.ts';
import { searchCatalogue } from './search-service.ts';
import { viewerOf } from './session-viewer.ts';
import { suggest } from './suggest-service.ts';

/** The search service, mounted at /svc/search (spec §7 'Search service'). */
export const searchRoutes = ({ db }: { db: Database }) =>
  new Hono<AppEnv>()
    .post('/Search/keyword', zValidator('json', KeywordSearchBodySchema, rejectInvalid), async (c) =>
      c.json(await searchCatalogue(db, viewerOf(c), c.req.valid('json'))),
    )
    .post('/Search/category', zValidator('json', CategorySearchBodySchema, rejectInvalid), async (c) =>
      c.json(await searchCatalogue(db, viewerOf(c), c.req.valid('json'))),
    )
    .get('/Search/suggest', zValidator('query', SuggestQuerySchema, rejectInvalid), async (c) => {
      const { q, language, limit } = c.req.valid('query');
      return c.json({ Suggestions: await suggest(db, viewerOf(c), q, language, limit) });
    });
