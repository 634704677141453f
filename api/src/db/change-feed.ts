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

/**
 * Listens to `channel` on its own connection (`connect` opens a one-connection client with the given callbacks),
 * answering once the first LISTEN is in place or failed. Until a LISTEN is in place, and from the moment its
 * connection closes until it is in place again, the feed is not live.
 */
export async function listenForChanges(channel: string, connect: (callbacks: { onnotify: () => void; onclose: () => void }) => Sql): Promise<ChangeFeed> {
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
      await listener.unsafe(`listen ${channel}`);
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

/** Each database's feeds by name, for PostgreSQL only: PGlite (one process) and a transaction's executor have none. */
const feeds = new WeakMap<object, Map<string, ChangeFeed>>();

export const changeFeedOf = (db: object, name: string): ChangeFeed | undefined => feeds.get(db)?.get(name);
export const registerChangeFeed = (db: object, name: string, feed: ChangeFeed): void => {
  const named = feeds.get(db) ?? new Map<string, ChangeFeed>();
  named.set(name, feed);
  feeds.set(db, named);
};
