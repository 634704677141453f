import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/database.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { purgeAllDue } from '../../platform/retention.ts';
import { bodyOf, json, seedWorld, signIn, TEST_PASSWORD, type World } from '../../test/test-app.ts';
import { SIGN_IN_PURGE_BATCH, signInRetention } from './sign-in-retention.ts';

const authenticate = (world: World, logonName: string, password: string) =>
  world.app.request('/svc/auth/api/buyer/authenticate', json('POST', { LogonName: logonName, Password: password }, { 'X-Forwarded-For': '198.51.100.200' }));

describeEachWorld('retention of what signing in leaves behind (decision 028)', (testDb) => {
  let world: World;
  let buyerId: string;
  const db = () => testDb().db;
  const daysAgo = (days: number) => sql`now() - ${days}::int * interval '1 day'`;
  const tag = (name: string) => `retention-${name}`;
  const session = (name: string, expires: number, revoked: number | null = null) =>
    db().execute(sql`insert into sessions (token_hash, buyer_id, expires_at, revoked_at) values (${tag(name)}, ${buyerId}, ${daysAgo(expires)}, ${revoked === null ? null : daysAgo(revoked)})`);
  const handoff = (name: string, expires: number) => db().execute(sql`insert into login_handoffs (token_hash, buyer_id, expires_at) values (${tag(name)}, ${buyerId}, ${daysAgo(expires)})`);
  const attempts = (name: string, age: number, count = 1) =>
    db().execute(sql`insert into login_attempts (account_hash, ip_address, succeeded, at) select ${tag(name)}, '192.0.2.9', true, ${daysAgo(age)} from generate_series(1, ${count})`);
  const left = async () => {
    const rows = await queryRows<{ kind: string; tag: string; n: number }>(
      db(),
      sql`select 'session' as kind, token_hash as tag, 1 as n from sessions where token_hash like 'retention-%'
          union all select 'handoff', token_hash, 1 from login_handoffs where token_hash like 'retention-%'
          union all select 'attempt', account_hash, count(*)::int from login_attempts where account_hash like 'retention-%' group by account_hash
          order by 1, 2`,
    );
    return rows.map((row) => `${row.kind} ${row.tag.replace('retention-', '')}${row.n > 1 ? ` ×${row.n}` : ''}`);
  };

  beforeAll(async () => {
    world = await seedWorld(testDb());
    buyerId = world.buyerId('buyer-on');
  });

  it('a sign-in deletes a batch of ended sessions, spent links and attempts past their time, and nothing else', async () => {
    await session('expired-8-days-ago', 8);
    await session('revoked-8-days-ago', -20, 8);
    await session('expired-6-days-ago', 6);
    await session('revoked-6-days-ago', -20, 6);
    await session('live', -20);
    await handoff('expired-8-days-ago', 8);
    await handoff('expired-yesterday', 1);
    await attempts('91-days-old', 91);
    await attempts('89-days-old', 89);
    // More than one batch of old attempts: a sign-in takes one batch, the next one the rest.
    await attempts('old-pile', 200, SIGN_IN_PURGE_BATCH + 5);

    // A failed attempt purges too (attackers' attempts are what piles up).
    expect((await authenticate(world, 'buyer-on', 'not the password')).status).toBe(401);
    const kept = ['attempt 89-days-old', 'handoff expired-yesterday', 'session expired-6-days-ago', 'session live', 'session revoked-6-days-ago'];
    const rest = await left();
    expect(rest.filter((row) => !/91-days-old|old-pile/.test(row))).toEqual(kept);
    // 26 attempts were due: one batch went, whichever they were.
    const due = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from login_attempts where account_hash in (${tag('91-days-old')}, ${tag('old-pile')})`);
    expect(due[0]?.n).toBe(SIGN_IN_PURGE_BATCH + 6 - SIGN_IN_PURGE_BATCH);
    const signedIn = await authenticate(world, 'buyer-on', TEST_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect((await bodyOf(signedIn)).buyerId).toBe(buyerId);
    expect(await left()).toEqual(kept);
  });

  it('the sessions a buyer is using are never purged', async () => {
    const { headers } = await signIn(world.app, 'buyer-qc');
    await attempts('again', 120, 3);
    await signIn(world.app, 'buyer-bc');
    expect(await left()).not.toContain('attempt again ×3');
    expect((await world.app.request('/svc/auth/session', { headers })).status).toBe(200);
  });

  it('the operators’ command empties a backlog in batches; two at once delete each row once', async () => {
    await attempts('backlog', 100, 7);
    await session('backlog-1', 30);
    await session('backlog-2', 31);
    const purged = await Promise.all([0, 1].map(async () => {
      let total = 0;
      for (const rule of signInRetention) total += await purgeAllDue(db(), rule, 2);
      return total;
    }));
    expect((purged[0] ?? 0) + (purged[1] ?? 0)).toBe(9);
    expect((await left()).filter((row) => row.includes('backlog'))).toEqual([]);
  });
});
