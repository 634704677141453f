import { withoutCardNumbers } from '@comptoir/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessionChangesOf, type Executor } from '../db/index.ts';
import { approvalGroupApprovers, buyers, clients, sessions } from '../db/schema/index.ts';
import type { ClientSettings } from '../db/schema/index.ts';
import { SESSION_LIFETIME_MS, hashToken, newToken } from './session-token.ts';

/** Who is calling: the session row with its buyer and client, read once per request. */
export interface Session {
  readonly id: string;
  readonly adminUserId: string | null;
  readonly shipToId: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly buyer: {
    readonly id: string;
    readonly clientId: string;
    readonly logonName: string;
    readonly cultureCode: 'en-CA' | 'fr-CA';
    readonly firstPageType: number;
    readonly isAdmin: boolean;
    readonly isApprover: boolean;
    readonly isTestAccount: boolean;
    readonly inviteeState: number;
    /** The password is one an administrator set: the buyer must choose their own first (decision 032). */
    readonly passwordChangeRequired: boolean;
  };
  readonly client: { readonly id: string; readonly clientNo: string; readonly brandKey: string; readonly settings: ClientSettings };
}

/** Refresh last_seen_at at most this often: a write per request would cost more than it tells. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * An admin acting for the buyer must still be an active admin of the buyer's client: deactivating or
 * demoting the admin ends the sessions they opened as buyers at once.
 */
const adminStillActs = sql`(${sessions.adminUserId} is null or exists (select 1 from buyers acting_admin where acting_admin.id = ${sessions.adminUserId} and acting_admin.is_active and acting_admin.is_admin and acting_admin.client_id = ${buyers.clientId}))`;

const liveSessionQuery = (db: Executor) =>
  db
    .select({
      id: sessions.id,
      adminUserId: sessions.adminUserId,
      shipToId: sessions.shipToId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      buyer: {
        id: buyers.id,
        clientId: buyers.clientId,
        logonName: buyers.logonName,
        cultureCode: buyers.cultureCode,
        firstPageType: buyers.firstPageType,
        isAdmin: buyers.isAdmin,
        isTestAccount: buyers.isTestAccount,
        inviteeState: buyers.inviteeState,
        passwordChangeRequired: buyers.passwordChangeRequired,
        isApprover: sql<boolean>`exists (select 1 from ${approvalGroupApprovers} where ${approvalGroupApprovers.buyerId} = ${buyers.id})`,
      },
      client: { id: clients.id, clientNo: clients.clientNo, brandKey: clients.brandKey, settings: clients.settings },
    })
    .from(sessions)
    .innerJoin(buyers, eq(buyers.id, sessions.buyerId))
    .innerJoin(clients, eq(clients.id, buyers.clientId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now')), eq(buyers.isActive, true), adminStillActs))
    .limit(1)
    .prepare('live_session');

/**
 * Built once per database: every request reads its session, and building this select anew took a fifth of the
 * api thread's time on a cached cart read (CPU profile of `pnpm bench cart`).
 */
const liveSessionQueries = new WeakMap<Executor, ReturnType<typeof liveSessionQuery>>();

/** Live sessions each database's process keeps in memory (docs/decisions/053): a few hundred bytes each. */
export const KEPT_SESSIONS_MAX = 10_000;

interface KeptSession {
  readonly session: Session;
  readonly lastSeenAt: Date;
  /** The change feed's epoch when the session was read: the entry answers only while it is unchanged. */
  readonly epoch: number;
}

const keptSessions = new WeakMap<Executor, Map<string, KeptSession>>();

const keptOf = (db: Executor): Map<string, KeptSession> => {
  const kept = keptSessions.get(db) ?? new Map<string, KeptSession>();
  keptSessions.set(db, kept);
  return kept;
};

const keep = (kept: Map<string, KeptSession>, tokenHash: string, entry: KeptSession) => {
  kept.delete(tokenHash);
  if (kept.size >= KEPT_SESSIONS_MAX) kept.delete(kept.keys().next().value as string);
  kept.set(tokenHash, entry);
};

/**
 * The live session of a token: not revoked, not expired, its buyer active. Anything else is no session. On
 * PostgreSQL a session read since the last change of any session's rows is answered from memory (decision 053).
 */
export async function findSession(db: Executor, token: string, now = new Date()): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const changes = sessionChangesOf(db);
  const kept = changes ? keptOf(db) : undefined;
  const entry = kept?.get(tokenHash);
  const fresh = (seen: Date) => now.getTime() - seen.getTime() <= LAST_SEEN_RESOLUTION_MS;
  if (entry && changes?.live && entry.epoch === changes.epoch && entry.session.expiresAt > now && fresh(entry.lastSeenAt)) return entry.session;
  const epoch = changes?.epoch;
  const query = liveSessionQueries.get(db) ?? liveSessionQuery(db);
  liveSessionQueries.set(db, query);
  const [row] = await query.execute({ tokenHash, now: now.toISOString() });
  if (!row) {
    kept?.delete(tokenHash);
    return null;
  }
  const { lastSeenAt: readLastSeen, ...session } = row;
  let lastSeenAt = readLastSeen;
  if (!fresh(lastSeenAt)) {
    await db.execute(sql`update sessions set last_seen_at = ${now.toISOString()}::timestamptz where id = ${row.id}`);
    lastSeenAt = now;
  }
  if (kept && changes?.live && changes.epoch === epoch) keep(kept, tokenHash, { session, lastSeenAt, epoch });
  return session;
}

export interface NewSession {
  readonly token: string;
  readonly sessionId: string;
  readonly expiresAt: Date;
}

/**
 * Starts a session. Rotation: the session the browser presented (if any) is revoked in the same
 * transaction, so a token planted before sign-in (fixation) is worthless after it.
 */
export async function startSession(
  tx: Executor,
  input: { buyerId: string; shipToId: string | null; previousToken?: string | undefined; userAgent: string; ipAddress: string; adminUserId?: string | null },
  now = new Date(),
): Promise<NewSession> {
  let rotatedFrom: string | null = null;
  if (input.previousToken) {
    const [previous] = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.tokenHash, hashToken(input.previousToken)), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    rotatedFrom = previous?.id ?? null;
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const [row] = await tx
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      buyerId: input.buyerId,
      adminUserId: input.adminUserId ?? null,
      shipToId: input.shipToId,
      createdAt: now,
      expiresAt,
      lastSeenAt: now,
      rotatedFrom,
      // Whatever the client sent: a card number in it is kept as a mark (decision 046).
      userAgent: withoutCardNumbers(input.userAgent).slice(0, 300),
      ipAddress: input.ipAddress.slice(0, 64),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: (row as { id: string }).id, expiresAt };
}

/** Sign-out: this session only. Answers whether a live session was revoked. */
export async function revokeSession(tx: Executor, token: string, now = new Date()): Promise<boolean> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Password change and deactivation: every live session of the buyer. */
export async function revokeBuyerSessions(tx: Executor, buyerId: string, now = new Date()): Promise<number> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.buyerId, buyerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length;
}
