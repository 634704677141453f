import type { Sql } from 'postgres';

/**
 * What a cache kept in memory may trust (docs/decisions/053 and 055): `epoch` moves after every change of the
 * watched tables this process makes (seen by statement-watch.ts) or another connection commits (a notification), and
 * whenever the listener connects or drops; while `live` is false a notification could be missed, so nothing is
 * served from memory.
 */
export interface ChangeFeed {
  readonly epoch: number;
  readonly live: boolean;
  /** A change of this process has taken effect. */
  changed(): void;
  close(): Promise<void>;
}

/**
 * Whether a statement may write one of `tables` (a false positive only costs a cache a miss); `exempt` names
 * statement texts that write them without changing what the cache holds. Statement texts are few and repeat:
 * each is classified once.
 */
export function writesTo(tables: readonly string[], exempt: readonly string[] = []): (query: string) => boolean {
  const writes = new RegExp(
    String.raw`\b(?:update|insert\s+into|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?(?:${tables.join('|')})"?(?![\w])`,
    'i',
  );
  const classified = new Map<string, boolean>();
  return (query) => {
    const known = classified.get(query);
    if (known !== undefined) return known;
    const changes = !exempt.includes(query) && writes.test(query);
    if (classified.size < CLASSIFIED_MAX) classified.set(query, changes);
    return changes;
  };
}

const CLASSIFIED_MAX = 10_000;

/** How long to wait before listening again after the listener's connection dropped. */
const RELISTEN_MS = 1000;

/** How long opening a database waits for its listener to be in place (and registered) before going on without it. */
const FIRST_LISTEN_WAIT_MS = 2000;

/** How often a new listener looks whether the transactions that could not see its registration have ended. */
const REGISTRATION_POLL_MS = 10;

/**
 * How often a registered listener looks that its row is still there: a reset drops the table with the schema, and a
 * writer that finds no row of ours does not notify us. A row found gone is put back and the epoch moved.
 */
const REGISTRATION_CHECK_MS = 1000;

/**
 * Puts the listener in change_listeners (decision 055), where writers' triggers look whether anyone but their own
 * process listens, after removing the rows of connections gone. A writer that looked before the row was committed
 * did not notify: the listener waits until every transaction running then has ended (the snapshot's xmin reaches the
 * xmax seen just after the commit) before it trusts its epoch.
 */
async function register(listener: Sql, channel: string, listenerId: string, closing: () => boolean): Promise<void> {
  await listener.unsafe('delete from change_listeners l where not exists (select 1 from pg_stat_activity a where a.pid = l.backend_pid)');
  await listener.unsafe(
    `insert into change_listeners (listener_id, channel, backend_pid) values ($1, $2, pg_backend_pid())
     on conflict (listener_id, channel) do update set backend_pid = excluded.backend_pid, registered_at = now()`,
    [listenerId, channel],
  );
  const [seen] = await listener.unsafe<Array<{ xmax: string }>>('select pg_snapshot_xmax(pg_current_snapshot())::text as xmax');
  for (;;) {
    const [now] = await listener.unsafe<Array<{ ended: boolean }>>('select pg_snapshot_xmin(pg_current_snapshot()) >= $1::xid8 as ended', [seen?.xmax ?? '0']);
    if (now?.ended || closing()) return;
    await new Promise((resolve) => setTimeout(resolve, REGISTRATION_POLL_MS));
  }
}

/**
 * Listens to `channel` on its own connection (`connect` opens a one-connection client with the given callbacks),
 * answering once the first LISTEN is in place or failed, or after FIRST_LISTEN_WAIT_MS. Until a LISTEN is in place,
 * and from the moment its connection closes until it is in place again, the feed is not live. The listener registers
 * under `listenerId`, for triggers that notify only other processes than the writer's (migration 0022).
 */
export async function listenForChanges(
  channel: string,
  connect: (callbacks: { onnotify: () => void; onclose: () => void }) => Sql,
  listenerId: string,
): Promise<ChangeFeed> {
  let epoch = 0;
  let live = false;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  const bump = () => void (epoch += 1);
  const listenLater = () => {
    clearTimeout(retry);
    if (!closing) retry = setTimeout(() => void listen(), RELISTEN_MS).unref();
  };
  let listening = false;
  const listener = connect({
    onnotify: bump,
    onclose: () => {
      live = false;
      listening = false;
      bump();
      listenLater();
    },
  });
  const listen = async () => {
    try {
      await listener.unsafe(`listen ${channel}`);
      listening = true;
      await register(listener, channel, listenerId, () => closing);
      bump();
      live = true;
    } catch {
      listenLater();
    }
  };
  let checking = false;
  const checkRegistration = async () => {
    if (closing || !listening || checking) return;
    checking = true;
    try {
      if (live) {
        const [row] = await listener.unsafe<Array<{ registered: boolean }>>(
          'select exists (select 1 from change_listeners where listener_id = $1 and channel = $2 and backend_pid = pg_backend_pid()) as registered',
          [listenerId, channel],
        );
        if (row?.registered) return;
        live = false;
        bump();
      }
      await register(listener, channel, listenerId, () => closing);
      bump();
      live = true;
    } catch {
      live = false;
    } finally {
      checking = false;
    }
  };
  const checks = setInterval(() => void checkRegistration(), REGISTRATION_CHECK_MS).unref();
  // A registration may wait on a long transaction: the feed is answered meanwhile, and goes live when it ends.
  await Promise.race([listen(), new Promise((resolve) => setTimeout(resolve, FIRST_LISTEN_WAIT_MS).unref())]);
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
      clearInterval(checks);
      await listener.unsafe('delete from change_listeners where listener_id = $1 and channel = $2', [listenerId, channel]).catch(() => undefined);
      await listener.end({ timeout: 1 }).catch(() => undefined);
    },
  };
}

/** Each database's feeds by name, for PostgreSQL only: PGlite (one process) and a transaction's executor have none. */
const feeds = new WeakMap<object, Map<string, ChangeFeed>>();

export const changeFeedOf = (db: object, name: string): ChangeFeed | undefined => feeds.get(db)?.get(name);
export const registerChangeFeed = (db: object, name: string, feed: ChangeFeed): void => {
  const named = feeds.get(db) ?? new Map<string, ChangeFeed>();
  named.set(name, feed);
  feeds.set(db, named);
};
