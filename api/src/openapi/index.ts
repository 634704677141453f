export { openApiRoutes } from './routes.ts';
export { buildOpenApiDocument, operations } from './document.ts';
export type { Auth, ContractSchemaName, Operation, ResponseBody } from './operations.ts';
