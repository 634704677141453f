import { z } from 'zod';
import { CultureCodeSchema, UuidSchema } from './common.ts';

/** designed: GET /admin-api/me — the signed-in admin and the client they manage. */
export const AdminMeResponseSchema = z.object({ buyerId: UuidSchema, logonName: z.string(), clientId: UuidSchema, clientNo: z.string(), cultureCode: CultureCodeSchema });

/** Which layer decided a flag's value: the most specific one that has a value. */
export const flagSources = ['default', 'global', 'brand', 'clientSettings', 'client'] as const;
export type FlagSource = (typeof flagSources)[number];

/** designed: one flag as the admin's client sees it (GET /admin-api/flags; PUT and DELETE /admin-api/flags/{key} answer the changed one). */
export const AdminFlagSchema = z.object({
  key: z.string(),
  /** Spec §9 feature flags, or a spec §3 settings flag. */
  kind: z.enum(['feature', 'settings']),
  description: z.string(),
  value: z.boolean(),
  source: z.enum(flagSources),
  /** An account's nature (test, punch-out, checkout kind) is set by the account team, not the client's admin. */
  adminEditable: z.boolean(),
});
export type AdminFlag = z.infer<typeof AdminFlagSchema>;
export const AdminFlagsResponseSchema = z.array(AdminFlagSchema);
/** designed: PUT /admin-api/flags/{key} sets the admin's client override; DELETE removes it. */
export const AdminFlagChangeRequestSchema = z.object({ value: z.boolean() }).strict();

/** designed: one append-only, hash-chained audit row (architecture §2 'Audit'). */
export const AuditRowSchema = z.object({
  seq: z.number().int().positive(),
  prevHash: z.string().regex(/^[0-9a-f]{64}$/),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  actorId: UuidSchema.nullable(),
  onBehalfOfId: UuidSchema.nullable(),
  clientId: UuidSchema.nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type AuditRow = z.infer<typeof AuditRowSchema>;
/** designed: GET /admin-api/audit — the admin's own client's rows, newest first; nextBefore is the keyset cursor of the next page. */
export const AuditLogResponseSchema = z.object({ rows: z.array(AuditRowSchema), nextBefore: z.number().int().positive().nullable() });
/** designed: GET /admin-api/audit/verify — the chain re-computed; firstBrokenSeq is null when it is intact. */
export const AuditVerifyResponseSchema = z.object({ ok: z.boolean(), checked: z.number().int().nonnegative(), firstBrokenSeq: z.number().int().positive().nullable(), lastHash: z.string() });

/** designed: GET /api/health — 200 with the migration and product count, or 503 when the database cannot be read. */
export const HealthResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), migration: z.string().nullable(), products: z.number().int().nonnegative() }),
  z.object({ status: z.literal('unavailable'), database: z.enum(['pglite', 'postgres']) }),
]);
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
