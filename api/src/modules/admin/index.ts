export { adminApiRoutes } from './routes.ts';
