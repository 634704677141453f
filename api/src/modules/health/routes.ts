import { Hono } from 'hono';
import type { AppEnv } from '../../app.ts';
import type { Database } from '../../db/index.ts';
import type { DatabaseKind } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import { readHealth } from './health-service.ts';

export const healthRoutes = ({ db, databaseKind, logger }: { db: Database; databaseKind: DatabaseKind; logger: Logger }) =>
  new Hono<AppEnv>().get('/health', async (c) => {
    const health = await readHealth(db, databaseKind, logger.child({ requestId: c.get('requestId') }));
    c.header('Cache-Control', 'no-store');
    return c.json(health, health.status === 'ok' ? 200 : 503);
  });
