import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateDataset } from '@comptoir/fixtures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/index.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { audit } from '../../platform/audit.ts';
import { repoRoot } from '../../platform/config.ts';
import { DATASET_NOW } from '../../test/test-app.ts';

const run = promisify(execFile);
const cli = path.join(repoRoot, 'api/src/cli/audit-verify.ts');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

/** `npx tsx api/src/cli/audit-verify.ts` against an embedded database in a temporary DATA_DIR. */
const verify = async (dataDir: string) => {
  const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await run(tsx, [cli], { env, cwd: repoRoot });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
};

describe('audit-verify command (embedded PGlite in a temporary directory)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'comptoir-audit-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  const reopen = () => openDb({ pgliteDir });

  beforeAll(async () => {
    const handle = await reopen();
    try {
      await handle.migrate();
      await seedDatabase(handle.db, generateDataset({ productCount: 200, now: DATASET_NOW }));
      for (const action of ['test.first', 'test.second', 'test.third']) {
        await handle.db.transaction((tx) => audit(tx, { actor: null, clientId: null, action, entity: 'test', entityId: action, after: { action } }));
      }
    } finally {
      await handle.close();
    }
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reports an intact chain with the number of rows and exits 0', async () => {
    const result = await verify(dataDir);
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/Audit chain intact: \d+ rows verified/);
    expect(Number(/intact: (\d+) rows/.exec(result.output)?.[1])).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('names the first rewritten row and exits 2', async () => {
    const handle = await reopen();
    let seq: number;
    try {
      // The append-only trigger refuses updates; an operator with table rights could still disable it.
      await handle.db.execute(sql`alter table audit_log disable trigger user`);
      const rows = (await handle.db.execute(sql`update audit_log set action = 'test.rewritten' where action = 'test.second' returning seq`)) as unknown as { rows: Array<{ seq: number | string }> };
      seq = Number(rows.rows[0]?.seq);
    } finally {
      await handle.close();
    }
    const result = await verify(dataDir);
    expect(result.code).toBe(2);
    expect(result.output).toContain(`Audit chain BROKEN at seq ${seq}`);
  }, 60_000);
});
