import { Hono } from 'hono';
import type { Database } from '../../db/index.ts';
import { requireBuyer, sessionOf } from '../../platform/authorization.ts';
import { localeOf } from '../../platform/errors.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { dashboardMessages } from './service.ts';

/** The dashboard's messages (spec §2.3), a designed storefront call under /api: no ids in the path, the session says whose. */
export const messageRoutes = ({ db }: { db: Database }) =>
  new Hono<SessionEnv>().get('/dashboard/messages', requireBuyer(), async (c) => c.json(await dashboardMessages(db, sessionOf(c), localeOf(c))));
