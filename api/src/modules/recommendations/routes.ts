import { RecommendationsRequestSchema } from '@comptoir/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../app.ts';
import type { Database } from '../../db/index.ts';
import type { Logger } from '../../platform/logger.ts';
import { validate } from '../../platform/errors.ts';
import { viewerOf } from '../search/index.ts';
import { emptyRecommendations, recommendations } from './recommendations-service.ts';

/** POST /svc/search/Recommendations (spec §7 'Search service'). */
export const recommendationRoutes = ({ db, logger }: { db: Database; logger: Logger }) =>
  new Hono<AppEnv>().post('/Recommendations', validate('json', RecommendationsRequestSchema), async (c) => {
    try {
      return c.json(await recommendations(db, viewerOf(c), c.req.valid('json')));
    } catch (error) {
      // Spec §8: a recommendations failure answers an empty result; the page works without the block.
      // The error itself: the logger drops a failed query's parameters (what the visitor typed), which its message text carries.
      logger.error('recommendations failed', { requestId: c.get('requestId'), error });
      return c.json(emptyRecommendations());
    }
  });
