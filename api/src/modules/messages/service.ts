import { DASHBOARD_MESSAGE_COUNT, type DashboardMessage, type Locale } from '@comptoir/core';
import type { Database } from '../../db/index.ts';
import type { BilingualText } from '../../db/schema/columns.ts';
import { audit } from '../../platform/audit.ts';
import { auditActor, ok, refusedWith, type BuyerContext, type Result } from '../cart/index.ts';
import { activeMessages, findReadableMessage, markRead, type MessageRow } from './repo.ts';

const inLocale = (locale: Locale, text: BilingualText) => (locale === 'fr-CA' ? text.fr : text.en);

const toMessage = (row: MessageRow, locale: Locale): DashboardMessage => ({
  messageId: row.id,
  MessageStatus: row.message_status,
  MessageType: row.message_type,
  PrimaryMessage: inLocale(locale, { en: row.primary_message_en, fr: row.primary_message_fr }),
  SecondaryMessages: row.secondary_messages.map((text) => inLocale(locale, text)),
  createdDate: row.created_date,
});

/** designed: GET /api/dashboard/messages — the session buyer's active messages (spec §2.3 messages tile). */
export async function dashboardMessages(db: Database, ctx: BuyerContext): Promise<DashboardMessage[]> {
  const rows = await activeMessages(db, ctx.clientId, ctx.buyerId, DASHBOARD_MESSAGE_COUNT);
  return rows.map((row) => toMessage(row, ctx.locale));
}

/**
 * designed: POST /api/dashboard/messages/{messageId}/read (decision 033) — the message is no longer active for this
 * buyer; a client-wide one stays active for the client's other buyers. Reading it again changes nothing. Any id that
 * is not the buyer's own message nor their client's to every buyer is not found. Answers the active messages as they now are.
 */
export async function markMessageRead(db: Database, ctx: BuyerContext, id: string): Promise<Result<DashboardMessage[]>> {
  const found = await db.transaction(async (tx) => {
    const message = await findReadableMessage(tx, ctx.clientId, ctx.buyerId, id);
    if (message && !message.read && (await markRead(tx, ctx.buyerId, message))) {
      await audit(tx, { ...auditActor(ctx), action: 'message.read', entity: 'message', entityId: id, before: { read: false }, after: { read: true } });
    }
    return message !== null;
  });
  return found ? ok(await dashboardMessages(db, ctx)) : refusedWith('errors.notFound', ctx.locale);
}
