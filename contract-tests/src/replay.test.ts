import { loadRecordedExchanges, type RecordedExchange } from '@comptoir/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callById, isMapped, mappedCalls, specCalls } from './calls/index.ts';
import { exchangeDefinitions, exchangeRef } from './exchanges/index.ts';
import { checkContract, type OpenApiDocument } from './runner/contract-check.ts';
import { driverLabel, drivers } from './runner/drivers.ts';
import { knownMismatches } from './known-mismatches.ts';
import { createRunner, type ExchangeRun, type Runner } from './runner/run-exchanges.ts';
import { openWorld, type World } from './runner/world.ts';

const recordings = loadRecordedExchanges();
const recordedCount = [...recordings.values()].reduce((sum, call) => sum + call.exchanges.length, 0);
const recordingOf = (call: string, variant: string): RecordedExchange | undefined => recordings.get(call)?.exchanges.find((entry) => entry.variant === variant);
const tally = { replayed: 0, matched: 0, fits: 0, knownMismatches: 0 };

for (const driver of drivers()) {
  describe(`replayed exchanges [${driverLabel[driver]}]`, () => {
    let world: World | undefined;
    let run: Runner;
    let document: OpenApiDocument;
    beforeAll(async () => {
      world = await openWorld(driver);
      run = createRunner(world);
      document = (await (await world.app.request('/api/openapi.json')).json()) as OpenApiDocument;
    }, 180_000);
    afterAll(async () => {
      await world?.close();
    });

    for (const definition of exchangeDefinitions) {
      const ref = exchangeRef(definition);
      it(ref, async () => {
        const result: ExchangeRun = await run(definition);
        tally.replayed += 1;
        const recorded = recordingOf(definition.call, definition.variant);
        expect(recorded, `${ref} has no recording: run \`pnpm --filter @comptoir/contract-tests record\``).toBeDefined();
        // A mismatch prints vitest's diff of the normalised answers: recorded (expected) against replayed (received).
        expect(result.recorded, `${ref} differs from fixtures/recorded/${definition.call}.json`).toEqual(recorded);
        tally.matched += 1;
        const call = callById(definition.call);
        if (!isMapped(call)) throw new Error(`${definition.call} is out of scope (${call.outOfScope}) but has exchanges`);
        const verdict = checkContract(document, call.route, result.status, result.body);
        const known = knownMismatches[ref];
        if (known) {
          tally.knownMismatches += 1;
          // Reported mismatches stay visible: the day the answer fits, this fails and the entry must go.
          expect(verdict.ok, `${ref} now fits the contract: remove it from known-mismatches.ts (${known})`).toBe(false);
          return;
        }
        if (!verdict.ok) throw new Error(`${ref}: ${verdict.reason}`);
        tally.fits += 1;
      });
    }
  });
}

afterAll(() => {
  const outOfScope = specCalls.length - mappedCalls.length;
  process.stdout.write(
    `\ncontract-tests summary: spec calls mapped ${mappedCalls.length}/${specCalls.length} (${outOfScope} out of scope with a reason); ` +
      `exchanges recorded ${recordedCount} / replayed ${tally.replayed} / passed ${tally.fits} ` +
      `(matched recording ${tally.matched}; known contract mismatches ${tally.knownMismatches}, listed in contract-tests/src/known-mismatches.ts)\n`,
  );
});
