export { flagAdminRoutes, storefrontFlagRoutes, type FlagDeps } from './routes.ts';
