import { Hono } from 'hono';
import type { Database } from '../../db/index.ts';
import { mustChangePassword, notVisible, requireBuyer, sessionOf } from '../../platform/authorization.ts';
import { outcome, validate } from '../../platform/errors.ts';
import { validateForm } from '../../platform/form-errors.ts';
import { setLanguageCookie } from '../../platform/session-cookies.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { buyerContextOf } from '../cart/index.ts';
import { sessionOrder } from '../orders/index.ts';
import { BuyerParamsSchema, BuyerPatchBodySchema, BuyerQuerySchema, BuyerSessionParamsSchema, SessionOrderQuerySchema, SessionQuerySchema, ShipTosQuerySchema } from './schemas.ts';
import { getApprovers, getBuyer, getSession, getShipTos, ownSession, patchBuyer } from './service.ts';

const found = <T>(value: T | null): T => {
  if (value === null) throw notVisible();
  return value;
};

/** Buyer calls of the buyer-and-client service, mounted at /svc/buyers (spec §7 Buyer and client). */
export const buyerRoutes = ({ db }: { db: Database }) =>
  new Hono<SessionEnv>()
    // One's own profile stays open while a temporary password must be changed: the storefront signs in with it (decision 032).
    .get('/buyers/:buyerId', requireBuyer({ duringPasswordChange: true }), validate('param', BuyerParamsSchema), validate('query', BuyerQuerySchema), async (c) => {
      const { buyerId } = c.req.valid('param');
      const session = sessionOf(c);
      if (buyerId !== session.buyer.id && mustChangePassword(session)) throw outcome('auth.passwordChangeRequired');
      return c.json(found(await getBuyer(db, session, buyerId, c.req.valid('query').includes === 'client')));
    })
    .use(requireBuyer())
    .patch('/buyers/:buyerId', validate('param', BuyerParamsSchema), validateForm(BuyerPatchBodySchema), async (c) => {
      const session = sessionOf(c);
      const { buyerId } = c.req.valid('param');
      const buyer = found(await patchBuyer(db, session, buyerId, c.req.valid('json'), c.get('requestId')));
      if (buyerId === session.buyer.id) setLanguageCookie(c, c.get('sessionConfig').cookies, buyer.cultureCode);
      return c.json(buyer);
    })
    .get('/generic/buyers/:buyerId', validate('param', BuyerParamsSchema), async (c) => {
      return c.json(found(await getBuyer(db, sessionOf(c), c.req.valid('param').buyerId, false)));
    })
    .get('/generic/approvers/:buyerId', validate('param', BuyerParamsSchema), async (c) => {
      return c.json(found(await getApprovers(db, sessionOf(c), c.req.valid('param').buyerId)));
    })
    .get('/buyers/:buyerId/sessions/:sessionId', validate('param', BuyerSessionParamsSchema), validate('query', SessionQuerySchema), async (c) => {
      const { buyerId, sessionId } = c.req.valid('param');
      return c.json(found(await getSession(db, sessionOf(c), buyerId, sessionId, c.req.valid('query').includes === 'shipToClient')));
    })
    .get('/buyers/:buyerId/sessions/:sessionId/order', validate('param', BuyerSessionParamsSchema), validate('query', SessionOrderQuerySchema), async (c) => {
      const { buyerId, sessionId } = c.req.valid('param');
      if (!ownSession(sessionOf(c), buyerId, sessionId)) throw notVisible();
      return c.json(await sessionOrder(db, buyerContextOf(c), c.req.valid('query').includes));
    })
    .get('/buyers/:buyerId/sessions/:sessionId/shiptos', validate('param', BuyerSessionParamsSchema), validate('query', ShipTosQuerySchema), async (c) => {
      const { buyerId, sessionId } = c.req.valid('param');
      return c.json(found(await getShipTos(db, sessionOf(c), buyerId, sessionId, c.req.valid('query'))));
    });
