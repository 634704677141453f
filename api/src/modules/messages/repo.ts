import { DEFAULT_TIME_ZONE } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';
import * as t from '../../db/schema/index.ts';
import type { BilingualText } from '../../db/schema/columns.ts';

export interface MessageRow {
  id: string;
  message_status: number;
  message_type: number;
  primary_message_en: string;
  primary_message_fr: string;
  secondary_messages: BilingualText[];
  created_date: string;
}

/**
 * The buyer's active messages, newest first: their own not yet read, and their client's messages to every buyer
 * that this buyer has not read (message_reads). Never another client's, never another buyer's own.
 */
export const activeMessages = (db: Executor, clientId: string, buyerId: string, limit: number): Promise<MessageRow[]> =>
  queryRows<MessageRow & Record<string, unknown>>(
    db,
    sql`select m.id, m.message_status, m.message_type, m.primary_message_en, m.primary_message_fr, m.secondary_messages,
          to_char(m.created_at at time zone ${DEFAULT_TIME_ZONE}, 'YYYY-MM-DD') as created_date
        from messages m
        where m.client_id = ${clientId}
          and ((m.buyer_id = ${buyerId} and m.read_at is null)
            or (m.buyer_id is null and not exists (select 1 from message_reads r where r.message_id = m.id and r.buyer_id = ${buyerId})))
        order by m.created_at desc, m.id
        limit ${limit}`,
  );

/** A message to one buyer, its texts in both languages (the reader's is picked when read). */
export interface NewBuyerMessage {
  clientId: string;
  buyerId: string;
  messageStatus: number;
  messageType: number;
  primary: BilingualText;
  secondary: BilingualText[];
}

export async function addBuyerMessage(db: Executor, message: NewBuyerMessage): Promise<void> {
  await db.insert(t.messages).values({
    clientId: message.clientId,
    buyerId: message.buyerId,
    messageStatus: message.messageStatus,
    messageType: message.messageType,
    primaryMessageEn: message.primary.en,
    primaryMessageFr: message.primary.fr,
    secondaryMessages: message.secondary,
  });
}
