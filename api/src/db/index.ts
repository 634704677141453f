export { openDb, defaultDataDir, type DbHandle, type OpenDbOptions } from './open-db.ts';
export { queryRows, rowsOf, type Database, type Executor, type Schema, type Transaction } from './database.ts';
export { DatabaseUnavailableError, MigrationError, redactUrl } from './errors.ts';
export { sessionChangesOf, type SessionChangeFeed } from './session-changes.ts';
export { localDaySql, localDayStartSql, localTodaySql } from './local-day.ts';
export { migrationVersion, defaultMigrationsFolder, type MigrationVersion } from './migrations.ts';
export * as schema from './schema/index.ts';
export * from './seed/index.ts';
