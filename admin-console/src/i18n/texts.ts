import type { CatalogueKey } from '@comptoir/core';

/** The catalogue keys of the admin console's own texts, in one place so screens never spell a key twice. */
export const text = {
  consoleName: 'admin.consoleName',
  statusTitle: 'admin.status.title',
  database: 'admin.status.database',
  migration: 'admin.status.migration',
  noMigration: 'admin.status.noMigration',
  products: 'admin.status.products',
  healthy: 'admin.status.healthy',
  unavailable: 'admin.status.unavailable',
  refresh: 'admin.status.refresh',
} as const satisfies Record<string, CatalogueKey>;

/** The label of each database engine the health endpoint reports. */
export const databaseNames = {
  pglite: 'admin.status.databasePglite',
  postgres: 'admin.status.databasePostgres',
} as const satisfies Record<string, CatalogueKey>;
