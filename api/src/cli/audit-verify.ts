// `npx tsx api/src/cli/audit-verify.ts`: re-computes the audit log's hash chain (DATABASE_URL or the embedded database).
import path from 'node:path';
import { openDb } from '../db/index.ts';
import { verifyAuditChain } from '../platform/audit.ts';
import { loadConfig } from '../platform/config.ts';

const config = loadConfig();
const handle = await openDb(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') });
try {
  const result = await verifyAuditChain(handle.db);
  if (result.ok) console.log(`Audit chain intact: ${result.checked} rows verified (${handle.location}).`);
  else console.error(`Audit chain BROKEN at seq ${result.firstBrokenSeq} after ${result.checked - 1} intact rows (${handle.location}).`);
  process.exitCode = result.ok ? 0 : 2;
} finally {
  await handle.close();
}
