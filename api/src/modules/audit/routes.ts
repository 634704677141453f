import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { wholeNumberText } from '@comptoir/core';
import type { Database } from '../../db/index.ts';
import { auditLog } from '../../db/schema/index.ts';
import { verifyAuditChain } from '../../platform/audit.ts';
import { sessionOf } from '../../platform/authorization.ts';
import { UuidParam, validate } from '../../platform/errors.ts';
import type { SessionEnv } from '../../platform/session.ts';

/**
 * An ISO instant the timestamp column can compare with: years 0000 and 10000 (reached through an offset)
 * have no Postgres timestamp, and the query failed with a 500. Nothing in the log predates 1970.
 */
const AuditInstant = z.iso.datetime({ offset: true }).refine((value) => {
  const at = Date.parse(value);
  return at >= 0 && at < Date.UTC(10_000, 0, 1);
});

export const AuditQuerySchema = z.strictObject({
  actor: UuidParam.optional(),
  entity: z.string().regex(/^[A-Za-z][\w.-]{0,59}$/).optional(),
  entityId: z.string().min(1).max(200).optional(),
  action: z.string().regex(/^[A-Za-z][\w.-]{0,59}$/).optional(),
  from: AuditInstant.optional(),
  to: AuditInstant.optional(),
  /** Keyset cursor: rows older than this sequence number. */
  before: wholeNumberText(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).optional(),
  limit: wholeNumberText(z.number().int().min(1).max(200)).default(50),
});

/** /admin-api/audit (behind the admin guard): the admin's own client's rows only, newest first; verify checks its chains. */
export const auditAdminRoutes = ({ db }: { db: Database }) =>
  new Hono<SessionEnv>()
    .get('/', validate('query', AuditQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const conditions: SQL[] = [eq(auditLog.clientId, sessionOf(c).client.id)];
      if (query.actor) conditions.push(eq(auditLog.actorId, query.actor));
      if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
      if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
      if (query.action) conditions.push(eq(auditLog.action, query.action));
      if (query.from) conditions.push(gte(auditLog.at, new Date(query.from)));
      if (query.to) conditions.push(lte(auditLog.at, new Date(query.to)));
      if (query.before) conditions.push(lt(auditLog.seq, query.before));
      const rows = await db.select().from(auditLog).where(and(...conditions)).orderBy(desc(auditLog.seq)).limit(query.limit);
      return c.json({ rows, nextBefore: rows.length === query.limit ? (rows.at(-1)?.seq ?? null) : null });
    })
    .get('/verify', async (c) => c.json(await verifyAuditChain(db, sessionOf(c).client.id)));
