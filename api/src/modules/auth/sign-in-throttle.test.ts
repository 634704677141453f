import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';
import { bodyOf, json, seedWorld, TEST_PASSWORD, TEST_SESSION_SECRET, type World } from '../../test/test-app.ts';
import { accountHashOf } from './logon-name.ts';
import { admitSignIn, paceMs, signInKeys, signInLimits } from './sign-in-throttle.ts';

const authenticate = (world: World, address: string, logonName: string, password: string, language = 'en-CA') =>
  world.app.request('/svc/auth/api/buyer/authenticate', json('POST', { LogonName: logonName, Password: password }, { 'X-Forwarded-For': address, 'Accept-Language': language }));
const account = (logonName: string) => accountHashOf(TEST_SESSION_SECRET, logonName);

describeEachWorld('sign-in throttling (decision 024)', (testDb) => {
  let world: World;
  const prefill = async (key: string, rule: { limit: number; windowMs: number }, hits: number) => {
    for (let hit = 0; hit < hits; hit++) await hitRateLimit(testDb().db, key, rule);
  };
  const hitsOf = async (key: string) => Number((await queryRows<{ hits: string | null }>(testDb().db, sql`select sum(hits) as hits from rate_limit_counters where key = ${key}`))[0]?.hits ?? 0);
  const logLines: string[] = [];
  beforeAll(async () => {
    world = await seedWorld(testDb(), { logger: createLogger('debug', {}, (line) => logLines.push(line)) });
  });

  it('locks one address out of an account while the real user, from their usual address, still signs in', async () => {
    const usual = '198.51.100.10';
    expect((await authenticate(world, usual, 'buyer-bc', TEST_PASSWORD)).status).toBe(200);
    const attacker = '198.51.100.66';
    const own = signInKeys({ account: account('buyer-bc'), address: attacker });
    await prefill(own.accountAtAddress, signInLimits.accountAtAddress, signInLimits.accountAtAddress.limit - 1);
    expect((await authenticate(world, attacker, 'BUYER-BC', 'guess')).status).toBe(401);
    const locked = await authenticate(world, attacker, 'buyer-bc', TEST_PASSWORD, 'fr-CA');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await bodyOf(locked)).Messages[0]).toMatchObject({ Type: 'auth.tooManyAttempts', PrimaryMessage: expect.stringMatching(/^Trop de tentatives/) });

    // Attackers everywhere else: the account is past its daily limit, so strangers are paced, one per slot.
    await prefill(own.account, signInLimits.account, signInLimits.account.limit + 12);
    expect((await authenticate(world, '198.51.100.67', 'buyer-bc', 'guess')).status).toBe(401);
    const paced = await authenticate(world, '198.51.100.68', 'buyer-bc', TEST_PASSWORD, 'fr-CA');
    expect(paced.status).toBe(429);
    expect((await bodyOf(paced)).Messages[0]).toMatchObject({ Type: 'auth.signInSlowed', PrimaryMessage: expect.stringMatching(/^De nombreuses tentatives .* réessayer dans \d+ min\.$/) });

    const real = await authenticate(world, usual, 'buyer-bc', TEST_PASSWORD);
    expect(real.status).toBe(200);
    expect((await bodyOf(real)).buyerId).toBe(world.buyerId('buyer-bc'));
  });

  it('paces strangers past the account limit without locking them out, the gap growing with each failure', async () => {
    const attempt = (address: string) => ({ account: account('buyer-mb'), address, paced: true });
    const rule = signInLimits.account;
    const start = Math.floor(Date.now() / rule.windowMs) * rule.windowMs + 1000;
    const at = (ms: number) => new Date(start + ms);
    for (let hit = 0; hit < rule.limit + 4; hit++) await hitRateLimit(testDb().db, signInKeys(attempt('x')).account, rule, at(0));
    expect(await admitSignIn(testDb().db, attempt('192.0.2.1'), at(0))).toMatchObject({ ok: true });
    // The 5th failure over the limit went ahead: the 6th waits 32 s after it, however often it is tried.
    expect(await admitSignIn(testDb().db, attempt('192.0.2.2'), at(10))).toMatchObject({ ok: false, outcome: 'auth.signInSlowed', retryAfterSeconds: 32 });
    expect(await admitSignIn(testDb().db, attempt('192.0.2.2'), at(31_999))).toMatchObject({ ok: false, retryAfterSeconds: 1 });
    // Waiting did not count as failing: then it goes ahead, and the 7th waits 64 s.
    expect(await admitSignIn(testDb().db, attempt('192.0.2.3'), at(32_000))).toMatchObject({ ok: true });
    expect(await admitSignIn(testDb().db, attempt('192.0.2.4'), at(32_001))).toMatchObject({ ok: false, retryAfterSeconds: 64 });
    // The waits counted against nothing: not the waiting address's limits either.
    for (const address of ['192.0.2.2', '192.0.2.4']) {
      const keys = signInKeys(attempt(address));
      expect([await hitsOf(keys.accountAtAddress), await hitsOf(keys.address)]).toEqual([0, 0]);
    }
    expect([paceMs(1), paceMs(5), paceMs(100)]).toEqual([1000, 16_000, 15 * 60 * 1000]);
  });

  it('limits failed attempts per address across accounts; a success there does not count', async () => {
    const address = '198.51.100.7';
    await prefill(signInKeys({ account: '', address }).address, signInLimits.address, signInLimits.address.limit - 1);
    expect((await authenticate(world, address, 'buyer-on', TEST_PASSWORD)).status).toBe(200);
    expect((await authenticate(world, address, 'spray-1', 'x')).status).toBe(401);
    const limited = await authenticate(world, address, 'buyer-on', TEST_PASSWORD, 'fr-CA');
    expect(limited.status).toBe(429);
    expect((await bodyOf(limited)).Messages[0].Type).toBe('auth.tooManyAttempts');
  });

  it('a refused attempt is no guess: asking again while told to wait neither pushes the wait further nor spends the address', async () => {
    const address = '198.51.100.90';
    for (let guess = 0; guess < signInLimits.accountAtAddress.limit; guess++) expect((await authenticate(world, address, 'buyer-ns', `guess ${guess}`)).status).toBe(401);
    const waits: number[] = [];
    // More presses than the address's own limit: each is told to wait, in the caller's language, and counts for nothing.
    for (let press = 0; press < signInLimits.address.limit; press++) {
      const refused = await authenticate(world, address, 'buyer-ns', press % 2 ? TEST_PASSWORD : 'guess', 'fr-CA');
      expect(refused.status).toBe(429);
      expect((await bodyOf(refused)).Messages[0].Type).toBe('auth.tooManyAttempts');
      waits.push(Number(refused.headers.get('Retry-After')));
    }
    expect(Math.max(...waits)).toBe(waits[0]);
    const keys = signInKeys({ account: account('buyer-ns'), address });
    expect(await hitsOf(keys.accountAtAddress)).toBe(signInLimits.accountAtAddress.limit);
    expect(await hitsOf(keys.address)).toBe(signInLimits.accountAtAddress.limit);
    // Another account from that address is still only a wrong password away, not locked out with it.
    expect((await authenticate(world, address, 'buyer-qc', 'guess')).status).toBe(401);
    expect((await authenticate(world, address, 'buyer-qc', TEST_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown logon name exactly as a known one, limits included', async () => {
    for (const logonName of ['buyer-ab', 'nobody-at-all']) await prefill(signInKeys({ account: account(logonName), address: '' }).account, signInLimits.account, signInLimits.account.limit + 3);
    const answers = [];
    for (const [index, logonName] of ['buyer-ab', 'nobody-at-all', 'buyer-ab', 'nobody-at-all'].entries()) {
      const response = await authenticate(world, `198.51.100.${120 + index}`, logonName, 'wrong password');
      answers.push({ status: response.status, body: await bodyOf(response) });
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 429, 429]);
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[2]?.body).toEqual(answers[3]?.body);
  });

  it('keeps a keyed hash of the logon name, never the typed text, and counts look-alike spellings as the account', async () => {
    const pasted = 'My-Secret-Passw0rd!';
    expect((await authenticate(world, '198.51.100.30', pasted, 'whatever')).status).toBe(401);
    const stored = await queryRows<{ row: string }>(testDb().db, sql`select row_to_json(a)::text as row from login_attempts a union all select key from rate_limit_counters`);
    expect(stored.filter(({ row }) => row.toLowerCase().includes(pasted.toLowerCase()))).toEqual([]);
    const [attempt] = await queryRows<{ account_hash: string }>(testDb().db, sql`select account_hash from login_attempts where ip_address = '198.51.100.30'`);
    expect(attempt?.account_hash).toBe(account(pasted));
    expect(attempt?.account_hash).toMatch(/^[0-9a-f]{64}$/);

    // Full-width letters, case and spaces are the same account (and sign in as it); a Cyrillic look-alike is another name.
    expect(account(' ＢＵＹＥＲ-ＯＮ ')).toBe(account('buyer-on'));
    expect((await authenticate(world, '198.51.100.31', 'ｂｕｙｅｒ-ｏｎ', TEST_PASSWORD)).status).toBe(200);
    expect(account('buyer-оn')).not.toBe(account('buyer-on'));
    expect((await authenticate(world, '198.51.100.32', 'buyer-оn', TEST_PASSWORD)).status).toBe(401);
  });

  it('writes no typed logon name or password to the log, whatever the body', async () => {
    const name = 'Typed-Name-7Q';
    const secret = 'Typed-Secret-7Q!';
    const calls: RequestInit[] = [
      json('POST', { LogonName: name, Password: secret }),
      json('POST', { LogonName: secret, Password: secret }),
      json('POST', { LogonName: name, Password: secret, Extra: secret }),
      { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ LogonName: name, Password: secret }) },
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: `{"LogonName":"${name}","Password":"${secret}"` },
      json('POST', { LogonName: name, Password: secret.repeat(500) }),
    ];
    for (const call of calls) {
      const response = await world.app.request('/svc/auth/api/buyer/authenticate', { ...call, headers: { ...(call.headers as Record<string, string>), 'X-Forwarded-For': '198.51.100.40' } });
      expect(response.status).toBeLessThan(500);
    }
    expect(logLines.length).toBeGreaterThan(calls.length - 1);
    expect(logLines.filter((line) => line.includes(name) || line.includes(secret) || line.includes(account(name)))).toEqual([]);
  });
});
