import {
  ApprovalDecisionParamsSchema,
  ApproveOrderRequestSchema,
  CancelOrderParamsSchema,
  EmptyBodySchema,
  OrderByNumberParamsSchema,
  OrderByNumberQuerySchema,
  OrderIdParamsSchema,
  OrdersQuerySchema,
  RejectOrderRequestSchema,
  SaveTemplateRequestSchema,
  SearchOrdersQuerySchema,
  SplitOrderSummaryRequestSchema,
} from '@comptoir/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { requireBuyer } from '../../platform/authorization.ts';
import { UuidParam, validate } from '../../platform/errors.ts';
import type { FlagService } from '../../platform/flags.ts';
import type { Logger } from '../../platform/logger.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { answer, asIs, buyerContextOf, summaryContextOf } from '../cart/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { buyAgain } from './buy-again.ts';
import { reorder, saveAsTemplate, splitOrderSummary } from './order-actions.ts';
import { decideOrder } from './order-approval.ts';
import { cancelOrder } from './order-cancellation.ts';
import { approverOrders, buyerOrders, orderByNumber, orderView, searchOrders } from './orders-service.ts';

/** Buyers are keyed by uuid here; the path value must be the session's own buyer (decision 007). */
const BuyerParams = z.object({ buyerId: UuidParam });
const ApproverParams = z.object({ approverId: UuidParam });
const DecisionParams = ApprovalDecisionParamsSchema.extend(ApproverParams.shape);
const CancelParams = CancelOrderParamsSchema.extend(BuyerParams.shape);
const SplitParams = z.object({ orderId: OrderIdParamsSchema.shape.id });

/** The order service under /svc/orders, with the spec's own paths (§7 Order service). */
export const orderRoutes = ({ db, flags, payments, logger }: { db: Database; flags: FlagService; payments: PaymentProvider; logger?: Logger }) =>
  new Hono<SessionEnv>()
    .use('*', requireBuyer())
    .get('/buyers/:buyerId/orders', validate('param', BuyerParams), validate('query', OrdersQuerySchema), async (c) =>
      answer(c, await buyerOrders(db, buyerContextOf(c), c.req.valid('param').buyerId, c.req.valid('query')), asIs),
    )
    .get('/buyers/:buyerId/searchOrders', validate('param', BuyerParams), validate('query', SearchOrdersQuerySchema), async (c) =>
      answer(c, await searchOrders(db, buyerContextOf(c), c.req.valid('param').buyerId, c.req.valid('query')), asIs),
    )
    .post('/buyers/:buyerId/orders/:orderId/cancel', validate('param', CancelParams), validate('json', EmptyBodySchema), async (c) => {
      const { buyerId, orderId } = c.req.valid('param');
      return answer(c, await cancelOrder({ db, payments, logger }, buyerContextOf(c), buyerId, orderId), asIs);
    })
    .get('/buyers/:buyerId/buy-again', validate('param', BuyerParams), async (c) => answer(c, await buyAgain(db, buyerContextOf(c), c.req.valid('param').buyerId), asIs))
    .get('/approvers/:approverId/orders', validate('param', ApproverParams), validate('query', OrdersQuerySchema.pick({ count: true, filters: true })), async (c) =>
      answer(c, await approverOrders(db, buyerContextOf(c), c.req.valid('param').approverId, c.req.valid('query')), asIs),
    )
    .post('/approvers/:approverId/orders/:orderId/approve', validate('param', DecisionParams), validate('json', ApproveOrderRequestSchema), async (c) => {
      const { approverId, orderId } = c.req.valid('param');
      const { expectedAvailableBudget } = c.req.valid('json');
      return answer(c, await decideOrder({ db, payments, logger }, buyerContextOf(c), approverId, orderId, { event: 'approve', ...(expectedAvailableBudget === undefined ? {} : { expectedAvailableBudget }) }), asIs);
    })
    .post('/approvers/:approverId/orders/:orderId/reject', validate('param', DecisionParams), validate('json', RejectOrderRequestSchema), async (c) => {
      const { approverId, orderId } = c.req.valid('param');
      return answer(c, await decideOrder({ db, payments, logger }, buyerContextOf(c), approverId, orderId, { event: 'reject', reason: c.req.valid('json').reason ?? '' }), asIs);
    })
    .get('/orderbynumber/:number', validate('param', OrderByNumberParamsSchema), validate('query', OrderByNumberQuerySchema), async (c) =>
      answer(c, await orderByNumber(db, buyerContextOf(c), c.req.valid('param').number), asIs),
    )
    .get('/orders/:id', validate('param', OrderIdParamsSchema), async (c) => answer(c, await orderView(db, await summaryContextOf(c, flags), c.req.valid('param').id), asIs))
    .post('/orders/:id/template', validate('param', OrderIdParamsSchema), validate('json', SaveTemplateRequestSchema), async (c) =>
      answer(c, await saveAsTemplate(db, buyerContextOf(c), c.req.valid('param').id, c.req.valid('json').name), asIs),
    )
    .post('/orders/:id/reorder', validate('param', OrderIdParamsSchema), validate('json', EmptyBodySchema), async (c) => answer(c, await reorder(db, buyerContextOf(c), c.req.valid('param').id)))
    .post('/orders/:orderId/split-Order-Summary', validate('param', SplitParams), validate('json', SplitOrderSummaryRequestSchema), async (c) =>
      answer(c, await splitOrderSummary(db, buyerContextOf(c), c.req.valid('param').orderId, c.req.valid('json')), asIs),
    );
