import { and, asc, eq, gt, like, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/index.ts';
import { auditLog } from '../db/schema/index.ts';
import { GENESIS_HASH, auditHash, chainOf, checkChain, emptyChain, type ChainCheck, type ChainRow } from './audit-chain.ts';

/**
 * Who acts in a session: an admin signed in as the buyer (admin handoff) is the actor, on the buyer's behalf;
 * otherwise the buyer. Rows written from a session use it, as the sign-in and the cart's rows do.
 */
export const sessionActor = (session: { readonly adminUserId: string | null; readonly buyer: { readonly id: string } }) => ({
  actor: session.adminUserId ?? session.buyer.id,
  onBehalfOf: session.adminUserId ? session.buyer.id : null,
});

/** Who acts in the admin console, for the audit row: the admin, in the admin's client. */
export const adminAuditActor = (session: { readonly adminUserId: string | null; readonly buyer: { readonly id: string }; readonly client: { readonly id: string } }, requestId: string) => ({
  ...sessionActor(session),
  clientId: session.client.id,
  requestId,
});

/** The transaction `db.transaction()` hands its callback (db's `Transaction` alias lacks the relations parameter). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface AuditEntry {
  /** Who did it (the session's buyer); null for the system. */
  actor: string | null;
  /** On whose behalf (an admin acting for a buyer); null when the actor acted for themselves. */
  onBehalfOf?: string | null;
  /** The client the change belongs to: admins query the log of their own client only. */
  clientId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  requestId?: string;
}

/** With the chain's hash, the key of a chain's head: its appends queue on it until the appending transaction ends. */
const CHAIN_LOCK = 0x61756469; // 'audi'

/** jsonb normalises what it stores; hashing the JSON round-trip hashes exactly what is kept. */
const asStored = (value: unknown): unknown => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown));

/**
 * Appends a hash-chained audit row to its actor's chain inside the caller's transaction (the change and
 * its row commit together or not at all). The transaction-scoped advisory lock on the chain serialises
 * its appends across connections and replicas: the head read below is always the chain's last committed
 * row. The lock is held until the commit, so call this as the transaction's last statement (decisions
 * 010, 018); other actors' chains do not wait on it.
 */
export async function audit(tx: Tx, entry: AuditEntry): Promise<void> {
  const chain = chainOf(entry.actor);
  // Sent together, run in order: the head read starts its own snapshot once the lock is granted (read committed).
  // 'limit 1' as text, not a parameter: with a parameter PostgreSQL re-planned the prepared head read on every call.
  const [, heads] = await Promise.all([
    tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK}::int, hashtext(${chain}))`),
    tx.execute(sql`select hash from audit_log where chain = ${chain} order by seq desc limit 1`),
  ]);
  const prevHash = rowsOf<{ hash: string }>(heads)[0]?.hash ?? GENESIS_HASH;
  const row = {
    actorId: entry.actor,
    onBehalfOfId: entry.onBehalfOf ?? null,
    clientId: entry.clientId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: asStored(entry.before),
    after: asStored(entry.after),
    requestId: entry.requestId ?? '',
    at: new Date(),
  };
  await tx.insert(auditLog).values({ ...row, chain, prevHash, hash: auditHash(prevHash, row) });
}

const BATCH = 1000;

/**
 * Re-computes every link of every chain, in seq order and in batches (the log can be large). One
 * repeatable-read snapshot for all batches: appends to different chains commit out of seq order, and a
 * row seen in a later batch must not link to one that an earlier batch could not yet see.
 * With a client, only the chains of that client's actors (an actor, admins included, acts within its own
 * client, so its chain is whole); the system chain and the rows before per-actor chains span clients and
 * are the operator's (`audit-verify` command), not a client admin's.
 */
export async function verifyAuditChain(db: Database, clientId?: string): Promise<ChainCheck> {
  const scope = clientId ? and(eq(auditLog.clientId, clientId), like(auditLog.chain, 'actor:%')) : undefined;
  const walk = await db.transaction(
    async (tx) => {
      let state = emptyChain;
      let after = 0;
      for (;;) {
        const rows: ChainRow[] = await tx.select().from(auditLog).where(and(gt(auditLog.seq, after), scope)).orderBy(asc(auditLog.seq)).limit(BATCH);
        state = checkChain(rows, state);
        if (!state.ok || rows.length < BATCH) return state;
        after = (rows.at(-1) as ChainRow).seq;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { ok: walk.ok, checked: walk.checked, firstBrokenSeq: walk.firstBrokenSeq, lastHash: walk.lastHash };
}
