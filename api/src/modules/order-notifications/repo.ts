import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import type { CultureCode } from '../../db/schema/columns.ts';

/** One notice to one buyer about one order, in the language it will be written in. */
export type OrderNotification = {
  orderId: string;
  recipient: string;
  kind: 'orderSubmitted' | 'approvalRequested';
  cultureCode: CultureCode;
};

/** The transactional outbox: a mailer sends these after commit. Checkout queues them at submit, approval groups when approvers change. */
export async function queueNotifications(tx: Executor, notes: ReadonlyArray<OrderNotification>): Promise<void> {
  if (notes.length === 0) return;
  const values = sql.join(notes.map((note) => sql`(${note.orderId}::uuid, ${note.recipient}::uuid, ${note.kind}, ${note.cultureCode})`), sql`, `);
  await tx.execute(sql`insert into order_notifications (order_id, recipient_buyer_id, kind, culture_code) values ${values}`);
}

/** The order's notices not yet sent, or only those of one kind (an order decided needs no approval requests). */
export async function dropNotifications(db: Executor, orderId: string, kind?: OrderNotification['kind']): Promise<void> {
  await db.execute(sql`delete from order_notifications where order_id = ${orderId} and status = 'pending' ${kind ? sql`and kind = ${kind}` : sql``}`);
}
