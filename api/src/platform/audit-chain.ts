import { createHash } from 'node:crypto';

/** The chain starts from this value (the prev_hash of the first row). */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every depth: the same row always serialises to the same text. */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
};

/** The hashed content of an audit row (everything but seq and the hash itself). */
export interface AuditRowContent {
  actorId: string | null;
  onBehalfOfId: string | null;
  clientId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  requestId: string;
  at: Date;
}

/** The hashed text of a row: its content as canonical JSON. */
export const auditContent = (row: AuditRowContent): string =>
  canonicalJson({
    actorId: row.actorId,
    onBehalfOfId: row.onBehalfOfId,
    clientId: row.clientId,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    requestId: row.requestId,
    at: row.at.toISOString(),
  });

/** hash = sha256(prevHash + canonical JSON of the row), over their UTF-8 bytes. */
export const auditHash = (prevHash: string, row: AuditRowContent): string => createHash('sha256').update(prevHash).update(auditContent(row)).digest('hex');

/**
 * The chain a row links into: each actor's own, and one for the system (decision 018). Rows written
 * before per-actor chains carry no chain and form the one chain they were written in.
 */
export const chainOf = (actorId: string | null): string => (actorId ? `actor:${actorId}` : 'system');

export interface ChainRow extends AuditRowContent {
  seq: number;
  prevHash: string;
  hash: string;
  chain: string | null;
}

export interface ChainCheck {
  ok: boolean;
  checked: number;
  /** The first row whose link, chain or content does not match; null when every chain is intact. */
  firstBrokenSeq: number | null;
  /** The hash of the last intact row, in seq order. */
  lastHash: string;
}

/** The fold's state between batches: the check so far and the head of every chain met. */
export interface ChainWalk extends ChainCheck {
  heads: ReadonlyMap<string | null, string>;
}

const linksIn = (row: ChainRow, heads: ReadonlyMap<string | null, string>): boolean =>
  (row.chain === null || row.chain === chainOf(row.actorId)) && row.prevHash === (heads.get(row.chain) ?? GENESIS_HASH) && auditHash(row.prevHash, row) === row.hash;

/** Folds a batch of rows (in seq order) onto the walk of the previous batches. */
export const checkChain = (rows: readonly ChainRow[], from: ChainWalk): ChainWalk => {
  if (!from.ok) return from;
  const heads = new Map(from.heads);
  let { checked, lastHash } = from;
  for (const row of rows) {
    checked += 1;
    if (!linksIn(row, heads)) return { ok: false, checked, firstBrokenSeq: row.seq, lastHash, heads };
    heads.set(row.chain, row.hash);
    lastHash = row.hash;
  }
  return { ok: true, checked, firstBrokenSeq: null, lastHash, heads };
};

export const emptyChain: ChainWalk = { ok: true, checked: 0, firstBrokenSeq: null, lastHash: GENESIS_HASH, heads: new Map() };
