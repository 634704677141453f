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

/** A message the buyer may read: their own, or their client's to every buyer (`own` false); null for any other id. */
export interface ReadableMessage {
  id: string;
  own: boolean;
  read: boolean;
}

export async function findReadableMessage(db: Executor, clientId: string, buyerId: string, id: string): Promise<ReadableMessage | null> {
  const [row] = await queryRows<{ id: string; own: boolean; read: boolean }>(
    db,
    sql`select m.id, m.buyer_id is not null as own,
          (m.read_at is not null or exists (select 1 from message_reads r where r.message_id = m.id and r.buyer_id = ${buyerId})) as read
        from messages m
        where m.id = ${id} and m.client_id = ${clientId} and (m.buyer_id = ${buyerId} or m.buyer_id is null)`,
  );
  return row ?? null;
}

/**
 * Read for this buyer only: their own message carries its read time; a client-wide one gets this buyer's message_reads
 * row. Whether this call read it: of reads sent at once, only one finds it unread when it writes.
 */
export async function markRead(db: Executor, buyerId: string, message: ReadableMessage): Promise<boolean> {
  const written = message.own
    ? await db.update(t.messages).set({ readAt: new Date() }).where(sql`${t.messages.id} = ${message.id} and ${t.messages.readAt} is null`).returning({ id: t.messages.id })
    : await db.insert(t.messageReads).values({ messageId: message.id, buyerId }).onConflictDoNothing().returning({ id: t.messageReads.messageId });
  return written.length > 0;
}

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

/** The same message to each approver of an approval group of the client, but one (the buyer whose order it is about). */
export async function addApproversMessage(db: Executor, message: Omit<NewBuyerMessage, 'buyerId'> & { approvalGroupId: string; besides: string }): Promise<void> {
  await db.execute(sql`insert into messages (client_id, buyer_id, message_status, message_type, primary_message_en, primary_message_fr, secondary_messages)
    select ${message.clientId}, a.buyer_id, ${message.messageStatus}, ${message.messageType}, ${message.primary.en}, ${message.primary.fr}, ${JSON.stringify(message.secondary)}::jsonb
    from approval_group_approvers a join approval_groups g on g.id = a.approval_group_id
    where a.approval_group_id = ${message.approvalGroupId} and g.client_id = ${message.clientId} and a.buyer_id <> ${message.besides}`);
}
