import type { Sql } from 'postgres';
import type { Database, Executor } from './database.ts';

/**
 * The tables a session is read from (sessions, its buyer, the buyer's client, the approver lists), and the tables
 * whose deletes reach those rows through foreign keys (a ship-to's delete clears sessions.ship_to_id, a group's
 * delete removes its approvers). Migration 0021's triggers notify on the first four; cascades fire them too.
 */
export const SESSION_TABLES = ['sessions', 'buyers', 'clients', 'approval_group_approvers', 'approval_groups', 'ship_tos'] as const;

/** The channel migration 0021's triggers notify on a committed change of a session's rows. */
export const SESSION_CHANGES_CHANNEL = 'comptoir_session_changes';

/** The session store's own refresh of last_seen_at: it changes nothing a session answers, so it is no change. */
export const LAST_SEEN_REFRESH_SQL = 'update sessions set last_seen_at = $1::timestamptz where id = $2';

const writesSessionTables = new RegExp(
  String.raw`\b(?:update|insert\s+into|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?(?:${SESSION_TABLES.join('|')})"?(?![\w])`,
  'i',
);

/** Statement texts are few and repeat: each is classified once. */
const classified = new Map<string, boolean>();
const CLASSIFIED_MAX = 10_000;

/** Whether a statement may change a session's rows (a false positive only costs the session cache a miss). */
export function changesSessions(query: string): boolean {
  const known = classified.get(query);
  if (known !== undefined) return known;
  const changes = query !== LAST_SEEN_REFRESH_SQL && writesSessionTables.test(query);
  if (classified.size < CLASSIFIED_MAX) classified.set(query, changes);
  return changes;
}

/**
 * What the session cache may trust (docs/decisions/053): `epoch` moves after every change of a session's rows this
 * process makes (seen by statement-watch.ts) or another connection commits (a notification), and whenever the
 * listener connects or drops; while `live` is false a notification could be missed, so nothing is served from memory.
 */
export interface SessionChangeFeed {
  readonly epoch: number;
  readonly live: boolean;
  /** A change of this process has taken effect. */
  changed(): void;
  close(): Promise<void>;
}

const feeds = new WeakMap<object, SessionChangeFeed>();

/** The feed of a database opened on PostgreSQL; none for PGlite, or for a transaction's executor. */
export const sessionChangesOf = (db: Executor): SessionChangeFeed | undefined => feeds.get(db);
export const registerSessionChanges = (db: Database, feed: SessionChangeFeed): void => void feeds.set(db, feed);

/** How long to wait before listening again after the listener's connection dropped. */
const RELISTEN_MS = 1000;

/**
 * Listens on its own connection (`connect` opens a one-connection client with the given callbacks), answering once
 * the first LISTEN is in place or failed. Until a LISTEN is in place, and from the moment its connection closes
 * until it is in place again, the feed is not live.
 */
export async function listenForSessionChanges(connect: (callbacks: { onnotify: () => void; onclose: () => void }) => Sql): Promise<SessionChangeFeed> {
  let epoch = 0;
  let live = false;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  const bump = () => void (epoch += 1);
  const listenLater = () => {
    clearTimeout(retry);
    if (!closing) retry = setTimeout(() => void listen(), RELISTEN_MS).unref();
  };
  const listener = connect({
    onnotify: bump,
    onclose: () => {
      live = false;
      bump();
      listenLater();
    },
  });
  const listen = async () => {
    try {
      await listener.unsafe(`listen ${SESSION_CHANGES_CHANNEL}`);
      bump();
      live = true;
    } catch {
      listenLater();
    }
  };
  await listen();
  return {
    get epoch() {
      return epoch;
    },
    get live() {
      return live && !closing;
    },
    changed: bump,
    async close() {
      closing = true;
      clearTimeout(retry);
      await listener.end({ timeout: 1 }).catch(() => undefined);
    },
  };
}
