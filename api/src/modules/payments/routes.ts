import { Hono } from 'hono';
import { z } from 'zod';
import { requireBuyer, sessionOf } from '../../platform/authorization.ts';
import { outcomeResponse, validate } from '../../platform/errors.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { buyerCustomer } from './payment-provider.ts';
import type { TestPaymentProvider } from './test-provider.ts';

/** designed: POST /api/checkout/payment-tokens — what a provider's hosted card field does in the browser. */
export const TokenizeRequestSchema = z
  .object({
    cardNumber: z.string().regex(/^[\d\s-]{12,23}$/),
    expiryMonth: z.number().int().min(1).max(12),
    expiryYear: z.number().int().min(0).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/),
  })
  .strict();

/**
 * The test provider's tokenisation; the card number goes no further than this handler (never stored, never logged). The
 * token is bound to the session's buyer: no other buyer can pay with it or keep it on file.
 */
export const paymentRoutes = ({ provider }: { provider: TestPaymentProvider }) =>
  new Hono<SessionEnv>().post('/checkout/payment-tokens', requireBuyer(), validate('json', TokenizeRequestSchema), (c) => {
    const { buyer } = sessionOf(c);
    const result = provider.tokenize(c.req.valid('json'), buyerCustomer({ clientId: buyer.clientId, buyerId: buyer.id }));
    if (!result.ok) return outcomeResponse(c, result.reason === 'expired' ? 'payments.cardExpired' : 'payments.invalidCard');
    return c.json({ isSuccess: true, token: result.token, CreditCard: { brand: result.brand, last4: result.last4, expiry: result.expiry } });
  });
