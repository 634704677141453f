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

/** hash = sha256(prevHash + canonical JSON of the row). */
export const auditHash = (prevHash: string, row: AuditRowContent): string =>
  createHash('sha256')
    .update(prevHash)
    .update(
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
      }),
    )
    .digest('hex');

export interface ChainRow extends AuditRowContent {
  seq: number;
  prevHash: string;
  hash: string;
}

export interface ChainCheck {
  ok: boolean;
  checked: number;
  /** The first row whose link or content does not match; null when the chain is intact. */
  firstBrokenSeq: number | null;
  lastHash: string;
}

/** Folds a batch of rows (in seq order) onto the state of the previous batch. */
export const checkChain = (rows: readonly ChainRow[], from: ChainCheck): ChainCheck => {
  let state = from;
  for (const row of rows) {
    if (!state.ok) break;
    const intact = row.prevHash === state.lastHash && auditHash(row.prevHash, row) === row.hash;
    state = intact
      ? { ok: true, checked: state.checked + 1, firstBrokenSeq: null, lastHash: row.hash }
      : { ok: false, checked: state.checked + 1, firstBrokenSeq: row.seq, lastHash: state.lastHash };
  }
  return state;
};

export const emptyChain: ChainCheck = { ok: true, checked: 0, firstBrokenSeq: null, lastHash: GENESIS_HASH };
