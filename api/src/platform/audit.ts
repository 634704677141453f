import { and, asc, eq, gt, like, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { auditLog } from '../db/schema/index.ts';
import { GENESIS_HASH, auditContent, canonicalJson, chainOf, checkChain, emptyChain, type ChainCheck, type ChainRow } from './audit-chain.ts';

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

/** jsonb normalises what it stores; hashing the JSON round-trip hashes exactly what is kept. */
const asStored = (value: unknown): unknown => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown));

/** sha256 of a chain link in SQL, over the same UTF-8 bytes as `auditHash` (prev hash, then the row's canonical JSON). */
const linkHash = (prevHash: SQL, content: SQL): SQL => sql`encode(sha256(convert_to(${prevHash} || ${content}, 'UTF8')), 'hex')`;

/** Stands for a computed `after` in the row's canonical JSON, where the statement splices the text it computes. */
const AFTER_MARK = '\u0000after';

/**
 * The CTEs `audit_head` (the chain's head moved) and `audit_row` (the row linked to the head it replaced) of
 * one audit row, hashing `auditContent` of the row. A computed `after` is the text of the statement's CTE
 * `audit_after` (canonical JSON, spliced into the content where `after` stands); when it is null, no row is written.
 */
function auditCtes(entry: AuditEntry, computedAfter = false): SQL {
  const chain = chainOf(entry.actor);
  const row = {
    actorId: entry.actor,
    onBehalfOfId: entry.onBehalfOf ?? null,
    clientId: entry.clientId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: asStored(entry.before),
    after: computedAfter ? AFTER_MARK : asStored(entry.after),
    requestId: entry.requestId ?? '',
    at: new Date(),
  };
  const json = (value: unknown) => (value === null ? sql`null` : sql`${JSON.stringify(value)}::jsonb`);
  const text = auditContent(row);
  const [prefix, suffix] = text.split(JSON.stringify(AFTER_MARK));
  const content = computedAfter ? sql`(${prefix}::text || (select text from audit_after) || ${suffix}::text)` : sql`${text}::text`;
  return sql`audit_head as (
      insert into audit_chain_heads as h (chain, prev_hash, hash)
      select ${chain}, ${GENESIS_HASH}, ${linkHash(sql`${GENESIS_HASH}::text`, content)} ${computedAfter ? sql`where exists (select 1 from audit_after where text is not null)` : sql``}
      on conflict (chain) do update set prev_hash = h.hash, hash = ${linkHash(sql`h.hash`, content)}
      returning prev_hash, hash
    ),
    audit_row as (
      insert into audit_log (prev_hash, hash, actor_id, on_behalf_of_id, client_id, action, entity, entity_id, before, after, request_id, at, chain)
      select audit_head.prev_hash, audit_head.hash, ${row.actorId}::uuid, ${row.onBehalfOfId}::uuid, ${row.clientId}::uuid, ${row.action}, ${row.entity}, ${row.entityId},
        ${json(row.before)}, ${computedAfter ? sql`(select text from audit_after)::jsonb` : json(row.after)}, ${row.requestId}, ${row.at.toISOString()}::timestamptz, ${chain}
      from audit_head
      returning seq
    )`;
}

/**
 * Appends a hash-chained audit row to its actor's chain inside the caller's transaction (the change and
 * its row commit together or not at all), in one statement (decision 043): it moves the chain's head in
 * audit_chain_heads and writes the row linked to the head it replaced. The head's row lock serialises the
 * chain's appends across connections and replicas, an append waiting on it re-reading the head the other
 * committed; it is held until the commit, so call this as the transaction's last statement (decisions 010,
 * 018); other actors' chains do not wait on it.
 */
export async function audit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.execute(sql`with ${auditCtes(entry)} select count(*) from audit_row`);
}

/**
 * The audit row of a change made by the same statement (decision 051), as CTEs to follow the change's own.
 * Its `after` lists those of `afterItems` whose 1-based positions the query `chosen` (one column) selects,
 * in their order; when it selects none, no row is written. Each item's canonical JSON is built here, as
 * `audit()` builds a whole row's, so the SQL only joins texts.
 */
export function auditOfChosen(entry: Omit<AuditEntry, 'after'>, afterItems: readonly unknown[], chosen: SQL): SQL {
  const items = sql.join(afterItems.map((item, index) => sql`(${index + 1}::int, ${canonicalJson(asStored(item))}::text)`), sql`, `);
  const computed = afterItems.length === 0
    ? sql`select null::text as text`
    : sql`select '[' || string_agg(i.item, ',' order by i.position) || ']' as text from (values ${items}) as i(position, item) where i.position in (${chosen})`;
  return sql`audit_after as (${computed}), ${auditCtes(entry, true)}`;
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
