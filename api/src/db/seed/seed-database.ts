import { count, sql } from 'drizzle-orm';
import type { Dataset } from '@comptoir/fixtures';
import { hashPassword } from '../../platform/password.ts';
import type { Database, Executor } from '../database.ts';
import { seedRuns } from '../schema/index.ts';
import { catalogueSteps } from './catalogue-steps.ts';
import { clientSteps } from './client-steps.ts';
import { contentSteps } from './content-steps.ts';
import { deferIndexesAndForeignKeys } from './deferred-indexes.ts';
import { historySteps } from './history-steps.ts';
import { promotionSteps } from './promotion-steps.ts';
import { runStep, tableName, type SeedStep } from './seed-step.ts';

export interface SeedReport {
  /** Rows inserted per table. */
  rows: Record<string, number>;
  durationMs: number;
  /** Wall time spent waiting for password hashes after the catalogue was loaded. */
  passwordWaitMs: number;
}

/**
 * One scrypt hash per distinct password, shared by the buyers who have it. The demo users all have the
 * published demo password, so a salt per user would hide nothing and would cost ~0.4 s of CPU per user
 * on every first start. Passwords set later (change password, new users) get their own salt as usual.
 */
async function hashBuyerPasswords(dataset: Dataset): Promise<Map<string, string>> {
  const byPassword = new Map<string, Promise<string>>();
  for (const b of dataset.buyers) if (!byPassword.has(b.password)) byPassword.set(b.password, hashPassword(b.password));
  const hashes = await Promise.all(dataset.buyers.map(async (b) => [b.id, await byPassword.get(b.password)!] as const));
  return new Map(hashes);
}

async function runSteps(tx: Executor, steps: SeedStep[], rows: Record<string, number>): Promise<void> {
  for (const s of steps) rows[tableName(s)] = (rows[tableName(s)] ?? 0) + (await runStep(tx, s));
}

/** Move the number sequences past the loaded history so new orders never collide. */
async function advanceSequences(tx: Executor): Promise<void> {
  await tx.execute(
    sql`select setval('order_no_seq', greatest((select coalesce(max(order_no), 0) from orders) + 1, 100000), false)`,
  );
  await tx.execute(
    sql`select setval('group_order_no_seq', greatest((select coalesce(max(group_order_number), 0) from group_orders) + 1, 5000), false)`,
  );
}

/**
 * Inserts the whole dataset in one transaction with multi-row INSERTs: either everything is loaded
 * or nothing is. Expects a migrated, empty database.
 */
export async function seedDatabase(db: Database, dataset: Dataset): Promise<SeedReport> {
  const started = performance.now();
  const hashing = hashBuyerPasswords(dataset);
  // An abandoned promise must not crash the process if the transaction fails first.
  hashing.catch(() => undefined);
  const rows: Record<string, number> = {};
  let passwordWaitMs = 0;
  await db.transaction(async (tx) => {
    const restoreIndexesAndForeignKeys = await deferIndexesAndForeignKeys(tx);
    await runSteps(tx, catalogueSteps(dataset), rows);
    const waitStarted = performance.now();
    const passwordHashes = await hashing;
    passwordWaitMs = Math.round(performance.now() - waitStarted);
    await runSteps(tx, [...clientSteps(dataset, passwordHashes), ...promotionSteps(dataset)], rows);
    await runSteps(tx, [...historySteps(dataset), ...contentSteps(dataset)], rows);
    await restoreIndexesAndForeignKeys();
    await advanceSequences(tx);
    const durationMs = Math.round(performance.now() - started);
    await tx.insert(seedRuns).values({
      datasetSeed: dataset.seed,
      productCount: dataset.products.length,
      datasetNow: new Date(dataset.now),
      durationMs,
    });
  });
  return { rows, durationMs: Math.round(performance.now() - started), passwordWaitMs };
}

/** True once a dataset has been loaded (seeding is all-or-nothing, so one marker row suffices). */
export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(seedRuns);
  return (row?.n ?? 0) > 0;
}
