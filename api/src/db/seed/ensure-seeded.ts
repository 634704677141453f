import { desc, sql } from 'drizzle-orm';
import { generateDataset } from '@comptoir/fixtures';
import type { Database } from '../database.ts';
import { defaultDataDir } from '../open-db.ts';
import { seedRuns } from '../schema/index.ts';
import { hasMedia, writeMedia, type MediaReport } from './media.ts';
import { isSeeded, seedDatabase, type SeedReport } from './seed-database.ts';

/** The default demo catalogue: big enough to feel real, small enough for a fast first start on PGlite. */
export const DEFAULT_PRODUCT_COUNT = 5_000;
export const defaultMediaDir = `${defaultDataDir}/media/products`;

export interface EnsureSeededOptions {
  productCount?: number;
  /** The generator's seed; the fixtures' default when omitted. */
  seed?: number;
  /** Where product images go; null to skip writing them. */
  mediaDir?: string | null;
}

export interface EnsureSeededResult {
  /** False when the database already held a dataset. */
  seeded: boolean;
  seedReport: SeedReport | null;
  mediaReport: MediaReport | null;
  generateMs: number;
}

/** At start-up: load the demo dataset into an empty database, and (re)write product images if missing. */
export async function ensureSeeded(db: Database, options: EnsureSeededOptions = {}): Promise<EnsureSeededResult> {
  const mediaDir = options.mediaDir === undefined ? defaultMediaDir : options.mediaDir;
  const started = performance.now();
  if (await isSeeded(db)) {
    if (mediaDir === null) return { seeded: false, seedReport: null, mediaReport: null, generateMs: 0 };
    // Regenerate the same dataset (same seed, count and "now") only to check or restore its images.
    const [run] = await db.select().from(seedRuns).orderBy(desc(seedRuns.id)).limit(1);
    if (!run || (await hasMedia(mediaDir, { seed: run.datasetSeed, productCount: run.productCount }))) {
      return { seeded: false, seedReport: null, mediaReport: null, generateMs: 0 };
    }
    const dataset = generateDataset({ seed: run.datasetSeed, productCount: run.productCount, now: run.datasetNow });
    const generateMs = Math.round(performance.now() - started);
    return { seeded: false, seedReport: null, mediaReport: await writeMedia(mediaDir, dataset), generateMs };
  }
  const dataset = generateDataset({
    productCount: options.productCount ?? DEFAULT_PRODUCT_COUNT,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  const generateMs = Math.round(performance.now() - started);
  const [seedReport, mediaReport] = await Promise.all([
    seedDatabase(db, dataset),
    mediaDir === null ? Promise.resolve(null) : writeMedia(mediaDir, dataset),
  ]);
  // The planner's statistics for what was just bulk-loaded, without waiting for autovacuum (or when it is off).
  await db.execute(sql`analyze`);
  return { seeded: true, seedReport, mediaReport, generateMs };
}
