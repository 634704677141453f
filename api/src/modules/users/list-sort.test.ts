import { eq } from 'drizzle-orm';
import { AdminUserListResponseSchema, AdminUserWithPasswordResponseSchema, ErrorResponseSchema, formatMessage } from '@comptoir/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyers } from '../../db/schema/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { changedTables, databaseFingerprint } from '../../test/db-fingerprint.ts';
import { bodyOf, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

describeEachWorld('admin console: the users list sorted by its columns', (testDb) => {
  let world: World;
  let admin: SignedIn;
  const call = (query: string, language = 'en-CA') => world.app.request(`/admin-api/users?search=trisort&${query}`, { headers: { 'Accept-Language': language, ...admin.headers } });
  const lastNames = async (query: string) => {
    const response = await call(query);
    expect(response.status, await response.clone().text()).toBe(200);
    return AdminUserListResponseSchema.parse(await bodyOf(response)).users.map((user) => user.lastName);
  };

  beforeAll(async () => {
    world = await seedWorld(testDb());
    admin = await signIn(world.app, 'admin-on');
    const shipTo = world.dataset.shipTos.find((s) => s.clientId === world.clientIdOf('admin-on'))?.id as string;
    // Three users whose every column orders them differently; accented names sort with their letter (É with E, not after Z).
    const users = [
      { firstName: 'Zoé', lastName: 'Ébert', emailAddress: 'c.trisort@example.ca', logonName: 'trisort.b', isAdmin: false, lastLoginAt: new Date('2026-01-15T14:00:00Z') },
      { firstName: 'Adam', lastName: 'Zhang', emailAddress: 'a.trisort@example.ca', logonName: 'trisort.c', isAdmin: true, lastLoginAt: new Date('2026-06-01T14:00:00Z') },
      { firstName: 'Marc', lastName: 'Bélanger', emailAddress: 'b.trisort@example.ca', logonName: 'trisort.a', isAdmin: false, lastLoginAt: null },
    ];
    for (const { lastLoginAt, ...user } of users) {
      const response = await world.app.request('/admin-api/users', json('POST', { ...user, cultureCode: 'fr-CA', defaultShipToId: shipTo, approvalGroupId: null }, admin.headers));
      expect(response.status, await response.clone().text()).toBe(201);
      const { user: created } = AdminUserWithPasswordResponseSchema.parse(await bodyOf(response));
      await testDb().db.update(buyers).set({ lastLoginAt }).where(eq(buyers.id, created.buyerId));
      if (user.lastName === 'Bélanger') expect((await world.app.request(`/admin-api/users/${created.buyerId}/deactivate`, json('POST', {}, admin.headers))).status).toBe(200);
    }
  });

  it('sorts by each column, both ways; equal keys go by name A to Z', async () => {
    const expected: Record<string, [asc: string[], desc: string[]]> = {
      name: [['Bélanger', 'Ébert', 'Zhang'], ['Zhang', 'Ébert', 'Bélanger']],
      logonName: [['Bélanger', 'Ébert', 'Zhang'], ['Zhang', 'Ébert', 'Bélanger']],
      emailAddress: [['Zhang', 'Bélanger', 'Ébert'], ['Ébert', 'Bélanger', 'Zhang']],
      // Active first, then by name; descending: the inactive first, the actives still A to Z.
      status: [['Ébert', 'Zhang', 'Bélanger'], ['Bélanger', 'Ébert', 'Zhang']],
      role: [['Zhang', 'Bélanger', 'Ébert'], ['Bélanger', 'Ébert', 'Zhang']],
      // Ascending: never signed in, then the longest ago; descending: the most recent first, never last.
      lastLogin: [['Bélanger', 'Ébert', 'Zhang'], ['Zhang', 'Ébert', 'Bélanger']],
    };
    for (const [sort, [ascending, descending]] of Object.entries(expected)) {
      expect(await lastNames(`sort=${sort}`), sort).toEqual(ascending);
      expect(await lastNames(`sort=${sort}&order=asc`), sort).toEqual(ascending);
      expect(await lastNames(`sort=${sort}&order=desc`), `${sort} desc`).toEqual(descending);
    }
    expect(await lastNames('')).toEqual(expected.name?.[0]);
  });

  it('pages a sort without repeating or losing anyone', async () => {
    for (const query of ['sort=status&order=desc', 'sort=role', 'sort=lastLogin&order=desc']) {
      const pages = [];
      for (const page of [1, 2, 3]) pages.push(...(await lastNames(`${query}&pageSize=1&page=${page}`)));
      expect(pages, query).toEqual(await lastNames(query));
    }
  });

  describe('a sort or order the list does not have', () => {
    for (const query of ['sort=password', 'sort=NAME', 'sort=', 'sort=name;drop', 'order=up', 'sort=name&order=DESC', 'sort=name&sort=email']) {
      it(`is refused 400 in the admin's language, nothing changed (${query})`, async () => {
        const before = await databaseFingerprint(testDb().db);
        const response = await call(query, 'fr-CA');
        expect(response.status).toBe(400);
        const body = ErrorResponseSchema.parse(await bodyOf(response));
        expect(body.Messages[0]?.PrimaryMessage).toBe(formatMessage('fr-CA', 'errors.badRequest'));
        expect(changedTables(before, await databaseFingerprint(testDb().db))).toEqual([]);
      });
    }
  });
});
