export { openApiRoutes } from './routes.ts';
export { buildOpenApiDocument, contractSchema, operations } from './document.ts';
export type { ContractSchemaName, Operation, ResponseBody } from './operations.ts';
