export { catalogueRoutes } from './routes.ts';
export type { CategoryMenuItem } from './category-menu-service.ts';
