import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../db/test-db.ts';
import { operations } from '../openapi/document.ts';
import { operationKey, routeKey } from '../openapi/request-parts.ts';
import { expectedStatus, matrixRows, personaLogins } from './authorization-matrix.ts';
import { protectedColumnsFingerprint, changedTables } from './db-fingerprint.ts';
import { everyGarbageKind } from './garbage-kinds.ts';
import { plainRequest, type GarbageCase } from './garbage.ts';
import { refusalProblems } from './refusal-checks.ts';
import { isBadInput, languageChoices, openSweep, type LanguageChoice, type Operation, type Sweep, type SweepCaller } from './sweep-harness.ts';

/** The caller who gets past the guard and ownership: the matrix's first persona the operation answers below 400. */
const callerOf = (op: Operation, index: number): SweepCaller => {
  if (op.auth === 'admin') return 'admin';
  const passes = (persona: 'buyer' | 'approver' | 'admin') =>
    matrixRows.some((row) => routeKey(row.method, row.route) === operationKey(op) && !row.freshSession && expectedStatus(row.expect, persona) < 400);
  if (op.auth === 'none') return index % 2 === 0 ? 'guest' : 'buyer';
  return (['buyer', 'approver', 'admin'] as const).find(passes) ?? 'buyer';
};

/** Members a body must never set, each with a value that would matter: another client's and buyer's ids, powers, a state, a price. */
const forbiddenMembers = (stranger: { clientId: string; buyerId: string }) => ({
  id: '00000000-0000-4000-8000-0000000000ff', clientId: stranger.clientId, ClientId: stranger.clientId, buyerId: stranger.buyerId, BuyerId: stranger.buyerId,
  role: 'admin', roles: ['admin'], isAdmin: true, IsAdmin: true, isActive: false, status: 'approved', Status: 2, price: 1, unitSellPrice: 1, logonName: 'taken-over',
});
/** The valid body with the forbidden members: beside its own members, or as more operations of a JSON patch. */
const withForbiddenMembers = (body: unknown, members: Record<string, unknown>): unknown => {
  if (Array.isArray(body) && body.every((item) => item && typeof item === 'object' && 'op' in item)) return [...body, ...Object.entries(members).map(([name, value]) => ({ op: 'replace', path: `/${name}`, value }))];
  return body && typeof body === 'object' && !Array.isArray(body) ? { ...body, ...members } : body;
};

describeEachWorld('every operation, sent each kind of garbage once: a 4xx in the language asked for, nothing changed, never a 500', (testDb) => {
  let sweep: Sweep;
  beforeAll(async () => {
    sweep = await openSweep(testDb());
  });

  // Before the sweep, whose valid requests may delete what these change (a template).
  for (const op of operations.filter((candidate) => candidate.method === 'patch' || candidate.method === 'put')) {
    it(`${operationKey(op)}: members the body must not set are ignored or refused, never written (no mass assignment)`, async () => {
      const { swept } = sweep.documented(op);
      const caller = callerOf(op, 1);
      const valid = sweep.backgroundOf(op, caller);
      const plain = plainRequest(swept, sweep.document.components.schemas, valid);
      const stranger = { clientId: sweep.world.clientIdOf(personaLogins.otherClientBuyer), buyerId: sweep.world.buyerId(personaLogins.otherClientBuyer) };
      const request = { what: 'valid', params: plain.params, query: plain.query, headers: plain.headers, body: JSON.stringify(plain.json ?? {}) };
      if (caller !== 'guest') await sweep.addCartLine(caller);
      // The valid change first, so the second request's own change is already made: what moves then, the extra members wrote.
      const first = await sweep.send(op, request, caller, languageChoices[0] as LanguageChoice);
      const before = await protectedColumnsFingerprint(testDb().db);
      const answer = await sweep.send(op, { ...request, what: 'with forbidden members', body: JSON.stringify(withForbiddenMembers(plain.json ?? {}, forbiddenMembers(stranger))) }, caller, languageChoices[0] as LanguageChoice);
      const after = await protectedColumnsFingerprint(testDb().db);
      await sweep.signInAgainWhereSignedOut();
      expect(first.status, `the valid request is accepted: ${JSON.stringify(first.body).slice(0, 300)}`).toBeLessThan(400);
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeLessThan(500);
      expect(answer.status >= 400 ? refusalProblems(sweep.documented(op).documented, answer.status, answer.body, answer.locale) : []).toEqual([]);
      expect(changedTables(before, after), `protected columns written (answered ${answer.status})`).toEqual([]);
    });
  }

  for (const op of operations) {
    it(`${operationKey(op)}: each kind of garbage is refused or ignored, never a 500`, async () => {
      const { swept } = sweep.documented(op);
      const parts = sweep.partsOf(op);
      const callerFor = (index: number) => callerOf(op, index);
      // Each case on the valid request of its own caller (a guest's cart line is not a buyer's).
      const kindsOf = new Map((['guest', 'buyer', 'approver', 'admin'] as const).map((caller) => [caller, everyGarbageKind(swept, sweep.document.components.schemas, sweep.backgroundOf(op, caller))]));
      const cases = (kindsOf.get(callerFor(0)) as GarbageCase[]).map((_, index) => {
        const caller = callerFor(index);
        const request = kindsOf.get(caller)?.[index] as GarbageCase;
        const language = languageChoices[index % languageChoices.length] as LanguageChoice;
        // A route that reads no body ignores one: only a break (5xx) is wrong there.
        const bad = isBadInput(parts, swept.body ? request : { ...request, body: undefined });
        return { caller, language, request, bad };
      });
      const { problems, changed } = await sweep.run(op, cases);
      await sweep.signInAgainWhereSignedOut();
      expect(problems).toEqual([]);
      expect(changed, 'tables changed by refused requests').toEqual([]);
    });
  }
});
