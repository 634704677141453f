/**
 * `pnpm db:reset [--products 100000] [--seed 42] [--no-media]`: drop everything, migrate, reseed.
 * Uses DATABASE_URL when set (postgres-js), otherwise the embedded PGlite under .data/pglite.
 */
import { parseArgs } from 'node:util';
import {
  DEFAULT_PRODUCT_COUNT,
  DatabaseUnavailableError,
  MigrationError,
  defaultMediaDir,
  ensureSeeded,
  migrationVersion,
  openDb,
} from '../db/index.ts';
import { resetDatabase } from '../db/reset.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: String(DEFAULT_PRODUCT_COUNT) },
    seed: { type: 'string' },
    'no-media': { type: 'boolean', default: false },
  },
});
const productCount = Number(values.products);
if (!Number.isSafeInteger(productCount) || productCount < 1) {
  console.error(`--products must be a positive whole number (got '${values.products}')`);
  process.exit(2);
}
const seed = values.seed === undefined ? undefined : Number(values.seed);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const started = performance.now();
  // The CLI is an entry point of its own: DATABASE_URL is read here, as the server's config does.
  const handle = await openDb({ databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    console.log(`Resetting ${handle.kind} database at ${handle.location}`);
    let mark = performance.now();
    await resetDatabase(handle);
    const version = await migrationVersion(handle.db);
    console.log(`  dropped and migrated to ${version?.tag ?? '?'} in ${seconds(performance.now() - mark)}`);
    mark = performance.now();
    const result = await ensureSeeded(handle.db, {
      productCount,
      ...(seed === undefined ? {} : { seed }),
      mediaDir: values['no-media'] ? null : defaultMediaDir,
    });
    const rows = Object.values(result.seedReport?.rows ?? {}).reduce((sum, n) => sum + n, 0);
    console.log(`  generated the ${productCount.toLocaleString('en-CA')}-product dataset in ${seconds(result.generateMs)}`);
    console.log(`  loaded ${rows.toLocaleString('en-CA')} rows in ${seconds(result.seedReport?.durationMs ?? 0)}`);
    if (result.mediaReport) {
      console.log(`  wrote ${result.mediaReport.files.toLocaleString('en-CA')} product images (${seconds(result.mediaReport.durationMs)})`);
    }
    console.log(`  seed step total ${seconds(performance.now() - mark)}; reset total ${seconds(performance.now() - started)}`);
  } finally {
    await handle.close();
  }
}

/** One readable line: a failed seed statement carries megabytes of parameters that must not be printed. */
function describeFailure(error: unknown): string {
  if (error instanceof DatabaseUnavailableError || error instanceof MigrationError) return error.message;
  const cause = (error as { cause?: { message?: string; detail?: string } } | null)?.cause;
  if (cause?.message) return `Reset failed, nothing was loaded: ${cause.message}${cause.detail ? ` (${cause.detail})` : ''}`;
  return `Reset failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

main().catch((error: unknown) => {
  console.error(describeFailure(error));
  process.exit(1);
});
