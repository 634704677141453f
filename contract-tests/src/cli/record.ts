import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { recordedDir } from '@comptoir/fixtures';
import { exchangeDefinitions } from '../exchanges/index.ts';
import { recordedFileText, toRecordedCalls } from '../runner/recordings.ts';
import { createRunner, type ExchangeRun } from '../runner/run-exchanges.ts';
import { openWorld } from '../runner/world.ts';

/** Records every exchange against a fresh, seeded in-memory api and rewrites fixtures/recorded/. */
const started = performance.now();
const world = await openWorld('pglite');
console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const runs: ExchangeRun[] = [];
try {
  const run = createRunner(world);
  for (const definition of exchangeDefinitions) runs.push(await run(definition));
} finally {
  await world.close();
}
const calls = toRecordedCalls(runs);
await mkdir(recordedDir, { recursive: true });
const written = new Set(calls.map((call) => `${call.call}.json`));
for (const stale of (await readdir(recordedDir)).filter((name) => name.endsWith('.json') && !written.has(name))) await rm(join(recordedDir, stale));
for (const call of calls) await writeFile(join(recordedDir, `${call.call}.json`), recordedFileText(call));
console.log(`recorded ${runs.length} exchanges of ${calls.length} calls in ${recordedDir} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
