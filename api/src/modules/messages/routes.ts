import { EmptyBodySchema } from '@comptoir/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { requireBuyer } from '../../platform/authorization.ts';
import { UuidParam, validate } from '../../platform/errors.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { answer, asIs, buyerContextOf } from '../cart/index.ts';
import { dashboardMessages, markMessageRead } from './service.ts';

const MessageParams = z.object({ messageId: UuidParam });

/** The dashboard's messages (spec §2.3), designed storefront calls under /api: the session says whose (no buyer id in the path). */
export const messageRoutes = ({ db }: { db: Database }) =>
  new Hono<SessionEnv>()
    .get('/dashboard/messages', requireBuyer(), async (c) => c.json(await dashboardMessages(db, buyerContextOf(c))))
    .post('/dashboard/messages/:messageId/read', requireBuyer(), validate('param', MessageParams, 'errors.invalidId'), validate('json', EmptyBodySchema), async (c) =>
      answer(c, await markMessageRead(db, buyerContextOf(c), c.req.valid('param').messageId), asIs),
    );
