export { MenuParamsSchema, catalogueRoutes } from './routes.ts';
export type { CategoryMenuItem } from './category-menu-service.ts';
export { categoryUrl } from './category-menu-service.ts';
