import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.ts';
import { createdAt, id, timestamptz } from './columns.ts';
import { shipTos } from './ship-tos.ts';

/** Only the SHA-256 of a session token is stored; the token itself lives in the cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    buyerId: uuid('buyer_id').notNull().references(() => buyers.id, { onDelete: 'cascade' }),
    /** Set when an admin acts as this buyer (the spec's adminUserId). */
    adminUserId: uuid('admin_user_id').references(() => buyers.id, { onDelete: 'cascade' }),
    shipToId: uuid('ship_to_id').references(() => shipTos.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
    rotatedFrom: uuid('rotated_from').references((): AnyPgColumn => sessions.id, { onDelete: 'set null' }),
    userAgent: text('user_agent').notNull().default(''),
    ipAddress: text('ip_address').notNull().default(''),
  },
  (t) => [
    index('sessions_buyer_id_idx').on(t.buyerId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    // The retention purge's (decision 028): few sessions are revoked, so only those are indexed.
    index('sessions_revoked_at_idx').on(t.revokedAt).where(sql`${t.revokedAt} is not null`),
  ],
);

/** Single-use tokens behind login-by-ids (buyer id + session id + postal code in the URL). */
export const loginHandoffs = pgTable(
  'login_handoffs',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    buyerId: uuid('buyer_id').notNull().references(() => buyers.id, { onDelete: 'cascade' }),
    /** The admin who minted it to sign in as the buyer; the session it opens carries them as adminUserId. */
    adminUserId: uuid('admin_user_id').references(() => buyers.id, { onDelete: 'cascade' }),
    postalCode: text('postal_code'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('login_handoffs_buyer_id_idx').on(t.buyerId), index('login_handoffs_expires_at_idx').on(t.expiresAt)],
);

/**
 * Every password sign-in attempt: its successes tell the throttling which addresses are the account's own
 * (decision 024). The typed logon name is kept only as a keyed hash: it may be a password in the wrong field.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    accountHash: text('account_hash').notNull(),
    buyerId: uuid('buyer_id').references(() => buyers.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address').notNull().default(''),
    succeeded: boolean('succeeded').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_account_hash_ip_idx').on(t.accountHash, t.ipAddress),
    index('login_attempts_ip_at_idx').on(t.ipAddress, t.at),
    index('login_attempts_at_idx').on(t.at),
  ],
);

/** Rate-limit counters per fixed window (two consecutive windows make the sliding estimate), shared by every api replica. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** When each paced key last let a caller through (decision 024): the next one passes once its gap has gone by. */
export const rateLimitPaces = pgTable(
  'rate_limit_paces',
  {
    key: text('key').primaryKey(),
    lastAt: timestamptz('last_at').notNull(),
  },
  (t) => [index('rate_limit_paces_last_at_idx').on(t.lastAt)],
);
