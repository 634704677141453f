import { AdminFlagSchema, AdminFlagsResponseSchema, FeatureFlagsResponseSchema } from '@comptoir/core';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { changedTables, databaseFingerprint } from '../../test/db-fingerprint.ts';
import { auditLog, featureFlagOverrides } from '../../db/schema/index.ts';
import { FlagService } from '../../platform/flags.ts';
import { createLogger } from '../../platform/logger.ts';
import { TEST_ORIGIN, bodyOf, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

describeEachWorld('feature flags: precedence and cache', (testDb) => {
  let world: World;
  let admin: SignedIn;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    admin = await signIn(world.app, 'admin-on');
  });
  const flagOf = async (key: string) => {
    const flags = AdminFlagsResponseSchema.parse(await bodyOf(await world.app.request('/admin-api/flags', { headers: admin.headers })));
    return flags.find((flag) => flag.key === key);
  };
  const setOverride = (key: 'chatTools' | 'showContractFirst' | 'quickAdd', scope: 'global' | 'brand', scopeId: string, value: boolean | null) =>
    testDb().db.transaction((tx) => world.flags.setOverride(tx, key, scope, scopeId, value));

  it('global < brand < client for a feature flag; clearing the client override falls back to the brand', async () => {
    const initial = await flagOf('chatTools');
    expect(initial?.source).toBe('default');
    await setOverride('chatTools', 'global', '', !initial?.value);
    expect(await flagOf('chatTools')).toMatchObject({ source: 'global', value: !initial?.value });
    await setOverride('chatTools', 'brand', 'default', false);
    expect(await flagOf('chatTools')).toMatchObject({ source: 'brand', value: false });
    const set = await world.app.request('/admin-api/flags/chatTools', json('PUT', { value: true }, admin.headers));
    expect(AdminFlagSchema.parse(await bodyOf(set))).toMatchObject({ key: 'chatTools', source: 'client', value: true, adminEditable: true });
    const [row] = await testDb().db.select().from(auditLog).where(and(eq(auditLog.entity, 'featureFlag'), eq(auditLog.action, 'flag.set'))).orderBy(desc(auditLog.seq)).limit(1);
    expect(row).toMatchObject({ actorId: admin.buyerId, entityId: `chatTools@client:${world.clientIdOf('admin-on')}`, before: { source: 'brand', value: false }, after: { override: true } });
    const cleared = await world.app.request('/admin-api/flags/chatTools', { method: 'DELETE', headers: admin.headers });
    expect(AdminFlagSchema.parse(await bodyOf(cleared))).toMatchObject({ source: 'brand', value: false });
    // Another client of the same brand never sees this client's override.
    const qc = await signIn(world.app, 'buyer-qc');
    expect(FeatureFlagsResponseSchema.parse(await bodyOf(await world.app.request('/api/featureFlags', { headers: qc.headers }))).chatTools).toBe(false);
  });

  it('setting an override to the value it has, or clearing one the client has not, writes and audits nothing and answers the flag', async () => {
    const put = (value: boolean) => world.app.request('/admin-api/flags/showBestMatchFilter', json('PUT', { value }, admin.headers));
    const clear = () => world.app.request('/admin-api/flags/showBestMatchFilter', { method: 'DELETE', headers: admin.headers });
    expect((await clear()).status).toBe(200);
    expect((await put(true)).status).toBe(200);
    const before = await databaseFingerprint(testDb().db);
    const again = await put(true);
    expect(AdminFlagSchema.parse(await bodyOf(again))).toMatchObject({ key: 'showBestMatchFilter', source: 'client', value: true });
    expect(changedTables(before, await databaseFingerprint(testDb().db))).toEqual([]);
    expect((await clear()).status).toBe(200);
    const cleared = await databaseFingerprint(testDb().db);
    expect(AdminFlagSchema.parse(await bodyOf(await clear()))).toMatchObject({ key: 'showBestMatchFilter' });
    expect(changedTables(cleared, await databaseFingerprint(testDb().db))).toEqual([]);
  });

  it("a settings flag: the client's own setting beats brand and global overrides, a client override beats the setting", async () => {
    const own = world.dataset.clients.find((client) => client.id === world.clientIdOf('admin-on'))?.settings.showContractFirst as boolean;
    await setOverride('showContractFirst', 'global', '', !own);
    await setOverride('showContractFirst', 'brand', 'default', !own);
    expect(await flagOf('showContractFirst')).toMatchObject({ source: 'clientSettings', value: own });
    await world.app.request('/admin-api/flags/showContractFirst', json('PUT', { value: !own }, admin.headers));
    expect(await flagOf('showContractFirst')).toMatchObject({ source: 'client', value: !own });
    const settings = await bodyOf(await world.app.request(`/svc/buyers/clients/${world.clientIdOf('admin-on')}/settings`, { headers: admin.headers }));
    expect(settings.showContractFirst).toBe(!own);
  });

  it("an account's nature is not the admin's to change (403), and a buyer cannot reach /admin-api (403)", async () => {
    const refused = await world.app.request('/admin-api/flags/isPunchOutEnable', json('PUT', { value: true }, admin.headers));
    expect(refused.status).toBe(403);
    expect(await testDb().db.select().from(featureFlagOverrides).where(eq(featureFlagOverrides.flagKey, 'isPunchOutEnable'))).toEqual([]);
    const buyer = await signIn(world.app, 'buyer-on');
    expect((await world.app.request('/admin-api/flags', { headers: buyer.headers })).status).toBe(403);
  });

  it('a cached flag set is invalidated at once by a change through /admin-api/flags', async () => {
    const flags = new FlagService(testDb().db, 60_000);
    const app = createApp({ db: testDb().db, databaseKind: testDb().kind, logger: createLogger('silent'), config: { nodeEnv: 'test', publicOrigin: TEST_ORIGIN, sessionSecret: 'test-session-secret-that-is-long-enough', trustProxy: true }, flags });
    const read = async () => FeatureFlagsResponseSchema.parse(await bodyOf(await app.request('/api/featureFlags', { headers: admin.headers }))).quickAdd;
    const before = await read();
    // A write that bypasses the service stays unseen while the cache lives (proves there is one) …
    await setOverride('quickAdd', 'global', '', !before);
    expect(await read()).toBe(before);
    // … and a change through the admin api clears it.
    expect((await app.request('/admin-api/flags/quickAdd', json('PUT', { value: !before }, admin.headers))).status).toBe(200);
    expect(await read()).toBe(!before);
  });
});
