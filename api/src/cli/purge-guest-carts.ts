// `pnpm --filter @comptoir/api guest-carts:purge`: deletes the guest carts untouched for 30 days (DATABASE_URL or the embedded database).
// Each new guest cart already purges a batch (decision 012); this empties the backlog, e.g. from a nightly job. Safe beside running replicas.
import path from 'node:path';
import { openDb } from '../db/index.ts';
import { purgeStaleGuestCartsFully } from '../modules/cart/index.ts';
import { loadConfig } from '../platform/config.ts';

const config = loadConfig();
const handle = await openDb(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') });
try {
  console.log(`Purged ${await purgeStaleGuestCartsFully(handle.db)} stale guest carts (${handle.location}).`);
} finally {
  await handle.close();
}
