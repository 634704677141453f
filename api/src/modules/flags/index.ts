export { StorefrontQuery as StorefrontFlagsQuerySchema, flagAdminRoutes, storefrontFlagRoutes, type FlagDeps } from './routes.ts';
