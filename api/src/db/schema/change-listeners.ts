import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The connections listening for changes of sessions and of cart answers (docs/decisions/053 and 055), one per channel
 * and opened database: migration 0022's triggers notify only when a listener other than the writer's own is here
 * (the writer's own process sees its writes without being told). A row whose backend is gone is removed by the next
 * registration.
 */
export const changeListeners = pgTable('change_listeners', {
  listenerId: text('listener_id').notNull(),
  channel: text('channel').notNull(),
  backendPid: integer('backend_pid').notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.listenerId, t.channel] })]);
