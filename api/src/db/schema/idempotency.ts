import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.ts';
import { createdAt, timestamptz } from './columns.ts';

/** Idempotency-Key records for money moves: a repeat returns the stored response; an in-progress repeat gets 409. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    buyerId: uuid('buyer_id').notNull().references(() => buyers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<'inProgress' | 'completed'>().notNull().default('inProgress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
