export type { PaymentProvider, CardSummary, AuthorizationResult } from './payment-provider.ts';
export { TestPaymentProvider, testCards, type CardInput, type TokenizeResult } from './test-provider.ts';
export { paymentRoutes, TokenizeRequestSchema } from './routes.ts';
