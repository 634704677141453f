import { DASHBOARD_MESSAGE_COUNT, type DashboardMessage, type Locale } from '@comptoir/core';
import type { Database } from '../../db/index.ts';
import type { BilingualText } from '../../db/schema/columns.ts';
import type { Session } from '../../platform/session.ts';
import { activeMessages, type MessageRow } from './repo.ts';

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
export async function dashboardMessages(db: Database, session: Session, locale: Locale): Promise<DashboardMessage[]> {
  const rows = await activeMessages(db, session.client.id, session.buyer.id, DASHBOARD_MESSAGE_COUNT);
  return rows.map((row) => toMessage(row, locale));
}
