import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';

/** How long a replica answers from the printer models it read before reading them again (in the background). */
export const PRINTER_MODELS_REFRESH_MS = 60_000;

interface Kept {
  models: Promise<readonly string[]>;
  readAt: number;
}

const kept = new WeakMap<object, Kept>();

const read = async (db: Executor): Promise<readonly string[]> => {
  const rows = await queryRows<{ model: string }>(db, sql`select distinct unnest(printer_models) as model from products order by 1`);
  return rows.map((r) => r.model);
};

/**
 * The printer models products fit (the ink-and-toner finder's), for recognising one typed into the search box.
 * Reading them is a scan of every product (90 ms at 100,000 products, no index lists an array column's values), so
 * each replica keeps the list and reads it again in the background once a minute has passed, answering meanwhile
 * from the list it has (stale while revalidating): only a replica's first search naming a model waits for the scan.
 * A model added to the catalogue is recognised within about a minute, like the answers of decision 011's cache.
 * Nothing depends on it for correctness: a failed read is forgotten and tried again by the next search.
 */
export function knownPrinterModels(db: Executor, now = Date.now()): Promise<readonly string[]> {
  const entry = kept.get(db);
  if (entry && now - entry.readAt < PRINTER_MODELS_REFRESH_MS) return entry.models;
  const models = read(db);
  const fresh = { models, readAt: now };
  models.catch(() => {
    if (kept.get(db) === fresh) kept.delete(db);
  });
  if (!entry) {
    kept.set(db, fresh);
    return models;
  }
  // Stale: keep answering from the old list until the new one has arrived.
  entry.readAt = now;
  models.then(() => kept.set(db, fresh), () => undefined);
  return entry.models;
}
