import { createApp, createLogger, type AppDeps, type Database } from '@comptoir/api';
import { RECORDING_ORIGIN } from './world.ts';

/** The composed app over no database: building it, listing its routes and serving the OpenAPI document read none. */
export const appWithoutDatabase = (staticApps?: AppDeps['staticApps']) =>
  createApp({
    db: {} as Database,
    databaseKind: 'pglite',
    logger: createLogger('silent'),
    ...(staticApps ? { staticApps } : {}),
    config: { nodeEnv: 'test', publicOrigin: RECORDING_ORIGIN, sessionSecret: 'contract-tests-session-secret-long-enough' },
  });

/** The routes the composed app registers (`GET /api/cart/cartDetails`). */
export function registeredRoutes(): Set<string> {
  return new Set(appWithoutDatabase().routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`));
}
