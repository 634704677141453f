export { auditAdminRoutes } from './routes.ts';
