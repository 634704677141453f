import { createApp, createLogger, type Database } from '@comptoir/api';
import { RECORDING_ORIGIN } from './world.ts';

/** The routes the composed app registers (`GET /api/cart/cartDetails`); building it touches no database. */
export function registeredRoutes(): Set<string> {
  const app = createApp({
    db: {} as Database,
    databaseKind: 'pglite',
    logger: createLogger('silent'),
    config: { nodeEnv: 'test', publicOrigin: RECORDING_ORIGIN, sessionSecret: 'contract-tests-session-secret-long-enough' },
  });
  return new Set(app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`));
}

