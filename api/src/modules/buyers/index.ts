export { buyerRoutes } from './routes.ts';
