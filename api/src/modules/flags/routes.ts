import { AdminFlagChangeRequestSchema } from '@comptoir/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { sessionOf } from '../../platform/authorization.ts';
import { outcome, validate } from '../../platform/errors.ts';
import type { FlagService } from '../../platform/flags.ts';
import { flagKeys, isAdminEditable } from '../../platform/flags-registry.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { changeFlag, listFlags, storefrontFlags } from './service.ts';

export interface FlagDeps {
  readonly db: Database;
  readonly flags: FlagService;
}

const KeyParams = z.object({ key: z.enum(flagKeys as [string, ...string[]]) });
export const StorefrontQuery = z.object({ branding: z.string().regex(/^[a-z0-9-]{1,40}$/).optional() });

const editableKey = (key: string) => {
  const flagKey = key as (typeof flagKeys)[number];
  if (!isAdminEditable(flagKey)) throw outcome('auth.forbidden');
  return flagKey;
};

/** /admin-api/flags (behind the admin guard): list, set and clear the admin's client overrides. */
export const flagAdminRoutes = ({ db, flags }: FlagDeps) =>
  new Hono<SessionEnv>()
    .get('/', async (c) => c.json(await listFlags(db, flags, sessionOf(c))))
    .put('/:key', validate('param', KeyParams), validate('json', AdminFlagChangeRequestSchema), async (c) => {
      const key = editableKey(c.req.valid('param').key);
      return c.json(await changeFlag(db, flags, sessionOf(c), key, c.req.valid('json').value, c.get('requestId')));
    })
    .delete('/:key', validate('param', KeyParams), async (c) => {
      const key = editableKey(c.req.valid('param').key);
      return c.json(await changeFlag(db, flags, sessionOf(c), key, null, c.get('requestId')));
    });

/** GET /api/featureFlags: what the storefront switches on, for the session's client or a visitor's brand. */
export const storefrontFlagRoutes = ({ flags }: FlagDeps) =>
  new Hono<SessionEnv>().get('/featureFlags', validate('query', StorefrontQuery), async (c) => {
    return c.json(await storefrontFlags(flags, c.get('session'), c.req.valid('query').branding ?? 'default'));
  });
