export { AuditQuerySchema, auditAdminRoutes } from './routes.ts';
