export { approvalGroupAdminRoutes, ApprovalGroupParamsSchema } from './routes.ts';
