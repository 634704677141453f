import { DateStringSchema, IdSchema, RefSchema, SubmitOrderRequestSchema, withPlainHyphens } from '@comptoir/core';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { requireBuyer } from '../../platform/authorization.ts';
import { validate } from '../../platform/errors.ts';
import type { FlagService } from '../../platform/flags.ts';
import type { Logger } from '../../platform/logger.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { answer, buyerContextOf, summaryContextOf } from '../cart/index.ts';
import { TestPaymentProvider, paymentRoutes } from '../payments/index.ts';
import { deliveryDetails, saveDetails } from './delivery-details.ts';
import type { StepObserver } from './steps.ts';
import { submitOrder } from './submit-service.ts';

export const DeliveryDetailsRequestSchema = z
  .object({
    shipToId: z.uuid().optional(),
    deliveryType: z.enum(['standard', 'scheduled']),
    scheduledDate: DateStringSchema.nullable().default(null),
    deliServOptType: z.union([z.literal(1), z.literal(2)]).default(1),
    specialDeliveryOptions: z
      .array(z.object({ orderProductId: RefSchema, option: z.number().int().min(0).max(3) }).strict())
      .max(500)
      .refine((options) => new Set(options.map((choice) => choice.orderProductId)).size === options.length)
      .default([]),
    // Long enough for any pasted text: the service answers core's PO number rules with a message the buyer can act on.
    poNumber: z.string().max(1000).transform(withPlainHyphens).default(''),
    deliveryInstructions: z.string().trim().max(250).default(''),
  })
  .strict();

/** The Idempotency-Key header as clients generate it (a UUID, or the checkout machine's orderId-revision); headers arrive lower-cased. */
export const SubmitOrderHeadersSchema = z.object({ 'idempotency-key': z.string().regex(/^[A-Za-z0-9_.:-]{1,200}$/) });

export interface CheckoutRouteDeps {
  db: Database;
  flags: FlagService;
  logger?: Logger;
  /** The payment-provider adapter; the built-in test provider when omitted. */
  payments?: TestPaymentProvider;
  observe?: StepObserver;
}

/** designed: the checkout calls under /api/checkout (decision 007). */
export const checkoutRoutes = (deps: CheckoutRouteDeps) => {
  const payments = deps.payments ?? new TestPaymentProvider();
  return new Hono<SessionEnv>()
    .use('/checkout/*', requireBuyer())
    .route('/', paymentRoutes({ provider: payments }))
    .get('/checkout/delivery-details', async (c) => answer(c, await deliveryDetails(deps.db, await summaryContextOf(c, deps.flags)), (value) => value))
    .put('/checkout/delivery-details', validate('json', DeliveryDetailsRequestSchema), async (c) =>
      answer(c, await saveDetails(deps.db, buyerContextOf(c), c.req.valid('json')), (value) => ({ isSuccess: true, ...value })),
    )
    .post(
      '/checkout/orders/:id/submit',
      validate('param', z.object({ id: IdSchema })),
      validate('json', SubmitOrderRequestSchema),
      validate('header', SubmitOrderHeadersSchema, 'checkout.idempotencyKeyRequired'),
      async (c) => {
        const key = c.req.valid('header')['idempotency-key'];
        const result = await submitOrder({ db: deps.db, payments, ...(deps.logger ? { logger: deps.logger } : {}), ...(deps.observe ? { observe: deps.observe } : {}) }, buyerContextOf(c), c.req.valid('param').id, c.req.valid('json'), key);
        if (!result.ok) return answer(c, result);
        return c.json(result.value.body as object, result.value.status as ContentfulStatusCode);
      },
    );
};
