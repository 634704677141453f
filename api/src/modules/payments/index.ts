export type { PaymentProvider, PaymentCustomer, CardSummary, AuthorizationResult, TokenProblem, TokenReading } from './payment-provider.ts';
export { buyerCustomer, shipToCustomer } from './payment-provider.ts';
export { TestPaymentProvider, testCards, type CardInput, type TokenizeResult } from './test-provider.ts';
export { paymentRoutes, TokenizeRequestSchema } from './routes.ts';
