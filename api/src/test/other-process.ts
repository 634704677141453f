import postgres, { type Sql } from 'postgres';
import type { TestDb } from '../db/test-db.ts';

/**
 * A connection to the test database as another api process would open it: its writes are not this process's (its
 * own listener is elsewhere, so migration 0022's triggers tell this one), and it can listen. PostgreSQL only.
 */
export function otherProcessConnection(handle: TestDb, callbacks: { onnotify?: () => void; onclose?: () => void } = {}): Sql {
  const { host, port, database, user } = (handle.client as Sql).options;
  return postgres({ host: host[0], port: port[0], database, user, max: 1, onnotice: () => undefined, connection: { 'comptoir.own_listener': 'another-process' }, ...callbacks });
}
