import { integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

/** One row per demo dataset load: which generator seed, how many products, and the dataset's "now". */
export const seedRuns = pgTable('seed_runs', {
  id: serial('id').primaryKey(),
  datasetSeed: integer('dataset_seed').notNull(),
  productCount: integer('product_count').notNull(),
  datasetNow: timestamptz('dataset_now').notNull(),
  durationMs: integer('duration_ms').notNull(),
  seededAt: createdAt(),
});
