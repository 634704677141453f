import type { Database } from '../../db/index.ts';
import { migrationVersion } from '../../db/index.ts';
import type { DatabaseKind } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import { countProducts } from './health-repo.ts';

/** GET /api/health (designed: the spec does not show one). */
export type Health =
  | { status: 'ok'; database: DatabaseKind; migration: string | null; products: number }
  | { status: 'unavailable'; database: DatabaseKind };

/** Reads the database once: an unreachable database is reported, not thrown, so probes get a clear 503. */
export const readHealth = async (db: Database, database: DatabaseKind, logger: Logger): Promise<Health> => {
  try {
    const [version, products] = await Promise.all([migrationVersion(db), countProducts(db)]);
    return { status: 'ok', database, migration: version?.tag ?? null, products };
  } catch (error) {
    logger.warn('health check could not read the database', { error });
    return { status: 'unavailable', database };
  }
};
