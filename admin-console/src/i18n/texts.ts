import type { CatalogueKey } from '@comptoir/core';

/**
 * The catalogue keys of the admin console's own texts, in one place so screens never spell a key twice.
 * core has no admin texts yet: these are the closest existing keys (status title, product count,
 * healthy / unavailable, refresh). Labels for "Database" and "Migration" wait for core's catalogue.
 */
export const text = {
  statusTitle: 'orders.status',
  products: 'search.allProducts',
  healthy: 'toast.success',
  unavailable: 'errors.contentUnavailable',
  noMigration: 'common.noDate',
  refresh: 'common.retry',
} as const satisfies Record<string, CatalogueKey>;

/** Product names of the two database engines: proper nouns, the same in both languages. */
export const databaseNames = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;
