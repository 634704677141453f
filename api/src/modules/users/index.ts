export { userAdminRoutes, UserParamsSchema } from './routes.ts';
