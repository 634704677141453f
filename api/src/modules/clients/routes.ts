import { Hono } from 'hono';
import { z } from 'zod';
import { notVisible, requireBuyer, sessionOf } from '../../platform/authorization.ts';
import { localeOf, UuidParam, validate } from '../../platform/errors.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { budgetModel, defaultPage, getBranding, getClient, getClientWithSettings, getPunchOutModule, getSettings, type ClientDeps } from './service.ts';

const found = <T>(value: T | null): T => {
  if (value === null) throw notVisible();
  return value;
};
const IdParams = z.object({ id: UuidParam });
const ClientIdParams = z.object({ clientId: UuidParam });
export const ClientNoParams = z.object({ number: z.string().trim().regex(/^[A-Za-z0-9-]{1,20}$/) });
export const ClientTrueParams = z.object({ clientId: UuidParam, buyerId: UuidParam });

/** Client calls of the buyer-and-client service, mounted at /svc/buyers (spec §7 Buyer and client). */
export const clientRoutes = (deps: ClientDeps) =>
  new Hono<SessionEnv>()
    .use(requireBuyer())
    .get('/clients/byNo/:number', validate('param', ClientNoParams), async (c) => c.json(found(await getClient(deps.db, sessionOf(c), { clientNo: c.req.valid('param').number }))))
    .get('/clients/:id', validate('param', IdParams), async (c) => c.json(found(await getClient(deps.db, sessionOf(c), { id: c.req.valid('param').id }))))
    .get('/clients/:clientId/settings', validate('param', ClientIdParams), async (c) => c.json(found(await getSettings(deps, sessionOf(c), c.req.valid('param').clientId, localeOf(c)))))
    .get('/clients/:clientId/branding', validate('param', ClientIdParams), async (c) => c.json(found(await getBranding(deps.db, sessionOf(c), c.req.valid('param').clientId, localeOf(c)))))
    .get('/generic/punchOutModule/:id', validate('param', IdParams), async (c) => c.json(found(await getPunchOutModule(deps, sessionOf(c), c.req.valid('param').id))));

/** Storefront calls about the session's client, mounted at /api. */
export const storefrontClientRoutes = (deps: ClientDeps) =>
  new Hono<SessionEnv>()
    .get('/navigation/getDefaultPage', (c) => c.json(defaultPage(c.get('session'))))
    .get('/budgetCalculator/budgetCalculatorModel', requireBuyer(), async (c) => c.json(await budgetModel(deps.db, sessionOf(c), localeOf(c))))
    .get('/client/True/:clientId/:buyerId', requireBuyer(), validate('param', ClientTrueParams), async (c) => {
      const { clientId, buyerId } = c.req.valid('param');
      return c.json(found(await getClientWithSettings(deps, sessionOf(c), clientId, buyerId, localeOf(c))));
    });
