export { adminHandoffRoutes, authRoutes, accountRoutes, type AuthDeps } from './routes.ts';
export { consoleSessionRoutes } from './console-session-routes.ts';
export { signInKeys, signInLimits } from './sign-in-throttle.ts';
export { passwordProblem } from './password-service.ts';
export { spendHandoffsOf } from './repo.ts';
export { AdminHandoffParamsSchema, AuthenticateBodySchema, ChangePasswordBodySchema, ConsoleSignInBodySchema, LogoutBodySchema } from './schemas.ts';
export { signInRetention } from './sign-in-retention.ts';
export { temporaryPasswordExpiry } from './temporary-password.ts';
