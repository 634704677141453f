export { ChangeBody as FlagChangeBodySchema, StorefrontQuery as StorefrontFlagsQuerySchema, flagAdminRoutes, storefrontFlagRoutes, type FlagDeps } from './routes.ts';
