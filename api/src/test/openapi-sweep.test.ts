import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../db/test-db.ts';
import { operations } from '../openapi/document.ts';
import type { Auth } from '../openapi/operations.ts';
import { operationKey, routeKey } from '../openapi/request-parts.ts';
import { garbageCases, type GarbageCase } from './garbage.ts';
import { isBadInput, languageChoices, openSweep, type LanguageChoice, type Sweep, type SweepCaller } from './sweep-harness.ts';

/** Cases per operation: enough for every caller in every way of asking for a language, and the run stays near a minute per driver. */
const CASES_PER_OPERATION = Number(process.env.SWEEP_CASES ?? 32);
/** The document and its reference page are the only routes not documented in themselves. */
const SELF_DESCRIBING = ['GET /api/openapi.json', 'GET /api/docs'];

const callersOf: Readonly<Record<Auth, readonly SweepCaller[]>> = { none: ['guest', 'buyer'], buyer: ['buyer', 'buyer', 'buyer', 'guest'], admin: ['admin', 'admin', 'buyer', 'guest'] };

const seedOf = (key: string) => createHash('sha256').update(`${process.env.SWEEP_SALT ?? ""}${key}`).digest().readInt32LE(0);

describeEachWorld('every operation of the OpenAPI document, sent garbage: a 4xx in the language asked for, nothing changed', (testDb) => {
  let sweep: Sweep;
  beforeAll(async () => {
    sweep = await openSweep(testDb());
  });

  it('documents every operation the app serves', () => {
    const documented = new Set(Object.entries(sweep.document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => operationKey({ method, path }))));
    const served = new Set(sweep.world.app.routes.filter((route) => route.method !== 'ALL').map((route) => routeKey(route.method, route.path)));
    expect([...served].filter((key) => !documented.has(key) && !SELF_DESCRIBING.includes(key))).toEqual([]);
  });

  for (const op of operations) {
    const key = operationKey(op);
    it(`${key}: garbage is refused (4xx, its shape, its language) and changes nothing; odd input it takes never breaks it`, async () => {
      const { documented, swept } = sweep.documented(op);
      expect(documented, 'the operation is in the document').toBeDefined();
      const operationParts = sweep.partsOf(op);
      // A guest (and a buyer at /admin-api) meets the guard first: a few of their cases show its refusal is right too.
      const callers = callersOf[op.auth];
      const cases = Array.from({ length: CASES_PER_OPERATION }, (_, index) => {
        const caller = callers[index % callers.length] as SweepCaller;
        const language = languageChoices[Math.floor(index / callers.length) % languageChoices.length] as LanguageChoice;
        const [request] = fc.sample(garbageCases(swept, sweep.document.components.schemas, sweep.backgroundOf(op, caller)), { numRuns: 1, seed: seedOf(`${key}#${index}`) }) as [GarbageCase];
        return { caller, language, request, bad: isBadInput(operationParts, request) };
      });

      const { problems, changed } = await sweep.run(op, cases);
      await sweep.signInAgainWhereSignedOut();
      if (swept.parameters.length > 0 || swept.body) expect(cases.filter((candidate) => candidate.bad).length, 'most cases are bad input').toBeGreaterThan(CASES_PER_OPERATION / 3);
      expect(problems).toEqual([]);
      expect(changed, 'tables changed by refused requests').toEqual([]);
    });
  }
});
