import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Append-only: a trigger (migration 0002) rejects UPDATE, DELETE and TRUNCATE. Each row's hash covers
 * its content and prev_hash, so a rewritten row breaks the chain.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull().unique(),
    actorId: uuid('actor_id'),
    onBehalfOfId: uuid('on_behalf_of_id'),
    clientId: uuid('client_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id').notNull().default(''),
    at: timestamptz('at').notNull().defaultNow(),
    /** The chain the row links into: 'actor:<id>' or 'system' (decision 018); null for the rows of the one chain before it. */
    chain: text('chain'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_client_at_idx').on(t.clientId, t.at),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_chain_seq_idx').on(t.chain, t.seq),
  ],
);

/**
 * The last link of each chain (decision 043): an append updates its chain's row in the statement that writes the
 * audit row, so the row lock queues the chain's appends until the appending transaction ends. Derived from
 * audit_log (the migration fills it from each chain's last row); the chain check reads audit_log alone.
 */
export const auditChainHeads = pgTable('audit_chain_heads', {
  chain: text('chain').primaryKey(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
});
