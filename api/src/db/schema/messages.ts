import { index, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.ts';
import { clients } from './clients.ts';
import { createdAt, id, timestamptz, type BilingualText } from './columns.ts';

/** Dashboard messages. MessageStatus 1 error, 2 warning, 3 success; MessageType 1, 2, 3, 4, 6 (spec §3). */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    /** Null: every buyer of the client. */
    buyerId: uuid('buyer_id').references(() => buyers.id, { onDelete: 'cascade' }),
    messageStatus: smallint('message_status').notNull(),
    messageType: smallint('message_type').notNull(),
    primaryMessageEn: text('primary_message_en').notNull(),
    primaryMessageFr: text('primary_message_fr').notNull(),
    secondaryMessages: jsonb('secondary_messages').$type<BilingualText[]>().notNull().default([]),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
  },
  (t) => [index('messages_client_buyer_idx').on(t.clientId, t.buyerId, t.createdAt)],
);

/** Read state of a client-wide message, per buyer. */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: uuid('message_id').notNull().references(() => messages.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').notNull().references(() => buyers.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.buyerId] })],
);
