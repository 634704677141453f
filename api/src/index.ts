// What other packages (contract-tests, benchmarks) use of the api: the composed app and its dependencies.
export { createApp, type AppDeps, type AppEnv } from './app.ts';
export { loadConfig, ConfigError, databaseKind, type Config, type DatabaseKind } from './platform/config.ts';
export { createLogger, type Logger } from './platform/logger.ts';
export { openDb, ensureSeeded, migrationVersion, type Database, type DbHandle } from './db/index.ts';
// What the contract tests check the OpenAPI document against: the schemas routes parse, and which paths are api calls.
export { requestSchemaOf, type RequestPart } from './platform/request-schemas.ts';
export { apiPrefixes } from './platform/static-apps.ts';
export type { DocumentedOperation, OpenApiDocument } from './openapi/document.ts';
