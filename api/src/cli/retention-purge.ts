// `pnpm --filter @comptoir/api retention:purge`: deletes every row past its retention (decision 028), on DATABASE_URL
// or the embedded database. Requests already purge small batches as they go; this empties a backlog, e.g. from a
// nightly job. Safe beside running replicas.
import path from 'node:path';
import { openDb } from '../db/index.ts';
import { signInRetention } from '../modules/auth/index.ts';
import { staleGuestCarts } from '../modules/cart/index.ts';
import { loadConfig } from '../platform/config.ts';
import { purgeAllDue } from '../platform/retention.ts';

const config = loadConfig();
const handle = await openDb(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') });
try {
  for (const rule of [staleGuestCarts, ...signInRetention]) console.log(`${rule.table}: purged ${await purgeAllDue(handle.db, rule)} rows (${handle.location}).`);
} finally {
  await handle.close();
}
