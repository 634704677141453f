import { SaveCardOnFileRequestSchema, ShipToCardParamsSchema } from '@comptoir/core';
import { Hono } from 'hono';
import type { Database } from '../../db/index.ts';
import { requireAdmin, requireBuyer } from '../../platform/authorization.ts';
import { UuidParam, validate } from '../../platform/errors.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { answer, asIs, buyerContextOf } from '../cart/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { accountCards, profileCard, removeAccountCard, removeProfileCard, saveAccountCard, saveProfileCard } from './cards-service.ts';

/** GUIDs in braces or upper case name the same ship-to, as everywhere in the api. */
const ShipToParams = ShipToCardParamsSchema.extend({ shipToId: UuidParam });

const saved = <T extends object>(value: T) => ({ isSuccess: true, ...value });

/**
 * Cards on file (decision 045), designed paths under the storefront api: the buyer's profile card (spec 'edit profile')
 * and, for a client admin, the account card of each of their client's ship-tos (spec 'share credit card').
 */
export const cardsOnFileRoutes = (deps: { db: Database; payments: PaymentProvider }) =>
  new Hono<SessionEnv>()
    .get('/buyer/profile/credit-card', requireBuyer(), async (c) => answer(c, await profileCard(deps.db, buyerContextOf(c)), asIs))
    .put('/buyer/profile/credit-card', requireBuyer(), validate('json', SaveCardOnFileRequestSchema), async (c) => answer(c, await saveProfileCard(deps, buyerContextOf(c), c.req.valid('json')), saved))
    .delete('/buyer/profile/credit-card', requireBuyer(), async (c) => answer(c, await removeProfileCard(deps.db, buyerContextOf(c))))
    .get('/client/ship-tos/credit-cards', requireAdmin(), async (c) => answer(c, await accountCards(deps.db, buyerContextOf(c)), asIs))
    .put('/client/ship-tos/:shipToId/credit-card', requireAdmin(), validate('param', ShipToParams), validate('json', SaveCardOnFileRequestSchema), async (c) =>
      answer(c, await saveAccountCard(deps, buyerContextOf(c), c.req.valid('param').shipToId, c.req.valid('json')), saved),
    )
    .delete('/client/ship-tos/:shipToId/credit-card', requireAdmin(), validate('param', ShipToParams), async (c) => answer(c, await removeAccountCard(deps.db, buyerContextOf(c), c.req.valid('param').shipToId)));
