import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';

/** A claim older than this is a crashed attempt and may be taken over. */
const ABANDONED_AFTER = '2 minutes';

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'inProgress' }
  | { kind: 'mismatch' };

export const requestHash = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Claims an Idempotency-Key for one buyer in its own short transaction, so a concurrent repeat on any
 * replica sees it at once: a completed key replays its answer, a running one is a conflict, and the
 * same key with a different body is refused.
 */
export async function claimKey(db: Executor, buyerId: string, key: string, hash: string): Promise<Claim> {
  const inserted = await queryRows(
    db,
    sql`insert into idempotency_keys (buyer_id, key, request_hash) values (${buyerId}, ${key}, ${hash}) on conflict (buyer_id, key) do nothing returning key`,
  );
  if (inserted.length > 0) return { kind: 'claimed' };
  const [row] = await queryRows<{ request_hash: string; status: string; response_status: number | null; response_body: unknown; abandoned: boolean }>(
    db,
    sql`select request_hash, status, response_status, response_body, created_at < now() - ${ABANDONED_AFTER}::interval as abandoned
        from idempotency_keys where buyer_id = ${buyerId} and key = ${key}`,
  );
  if (!row) return claimKey(db, buyerId, key, hash);
  if (row.request_hash !== hash) return { kind: 'mismatch' };
  if (row.status === 'completed') return { kind: 'replay', status: row.response_status ?? 200, body: row.response_body };
  if (!row.abandoned) return { kind: 'inProgress' };
  const taken = await queryRows(
    db,
    sql`update idempotency_keys set created_at = now() where buyer_id = ${buyerId} and key = ${key} and status = 'inProgress'
          and created_at < now() - ${ABANDONED_AFTER}::interval returning key`,
  );
  return taken.length > 0 ? { kind: 'claimed' } : { kind: 'inProgress' };
}

/** Stores the answer in the submission's own transaction: the order and its replayable answer commit together. */
export async function completeKey(tx: Executor, buyerId: string, key: string, status: number, body: unknown): Promise<void> {
  await tx.execute(sql`update idempotency_keys set status = 'completed', response_status = ${status}, response_body = ${JSON.stringify(body)}::jsonb, completed_at = now()
    where buyer_id = ${buyerId} and key = ${key}`);
}

/** A refused or failed attempt frees its key: the buyer fixes the cart and retries with the same key. */
export async function releaseKey(db: Executor, buyerId: string, key: string): Promise<void> {
  await db.execute(sql`delete from idempotency_keys where buyer_id = ${buyerId} and key = ${key} and status = 'inProgress'`);
}
