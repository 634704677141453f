import { and, eq, isNull } from 'drizzle-orm';
import { AdminUserListResponseSchema, AdminUserSchema, AdminUserWithPasswordResponseSchema, ErrorResponseSchema, formatMessage } from '@comptoir/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, buyers, sessions } from '../../db/schema/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { changedTables, databaseFingerprint } from '../../test/db-fingerprint.ts';
import { bodyOf, freshAddress, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

describeEachWorld('admin console: manage users', (testDb) => {
  let world: World;
  let admin: SignedIn;
  let shipToOn: string;
  let shipToQc: string;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    admin = await signIn(world.app, 'admin-on');
    shipToOn = world.dataset.shipTos.find((s) => s.clientId === world.clientIdOf('admin-on'))?.id as string;
    shipToQc = world.dataset.shipTos.find((s) => s.clientId === world.clientIdOf('admin-qc'))?.id as string;
  });

  const call = (path: string, init: RequestInit = {}, caller: SignedIn | null = admin, language = 'en-CA') =>
    world.app.request(`/admin-api/users${path}`, { ...init, headers: { 'Accept-Language': language, ...(caller?.headers ?? {}), ...(init.headers as Record<string, string> | undefined) } });
  const post = (path: string, body: unknown, caller: SignedIn | null = admin, language = 'en-CA') => call(path, json('POST', body), caller, language);
  const patch = (path: string, body: unknown, caller: SignedIn | null = admin, language = 'en-CA') => call(path, json('PATCH', body), caller, language);
  const authenticate = (logonName: string, password: string) =>
    world.app.request('/svc/auth/api/buyer/authenticate', json('POST', { LogonName: logonName, Password: password }, { 'X-Forwarded-For': freshAddress() }));
  let counter = 0;
  const newUser = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return { firstName: 'Nadia', lastName: `Tremblay${counter}`, emailAddress: `nadia${counter}@example.ca`, logonName: `nadia.t${counter}`, cultureCode: 'fr-CA', defaultShipToId: shipToOn, approvalGroupId: null, isAdmin: false, ...overrides };
  };
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await post('', newUser(overrides));
    expect(response.status, await response.clone().text()).toBe(201);
    return AdminUserWithPasswordResponseSchema.parse(await bodyOf(response));
  };

  it("lists only the admin's own client's users, searched by name, logon name or email, in pages", async () => {
    const response = await call('?pageSize=5');
    expect(response.status).toBe(200);
    const list = AdminUserListResponseSchema.parse(await bodyOf(response));
    expect(list.users).toHaveLength(5);
    const clientBuyers = world.dataset.buyers.filter((b) => b.clientId === world.clientIdOf('admin-on'));
    expect(list.total).toBeGreaterThanOrEqual(clientBuyers.length);
    const all = AdminUserListResponseSchema.parse(await bodyOf(await call('?pageSize=100')));
    expect(all.users.every((user) => clientBuyers.some((b) => b.id === user.buyerId) || user.logonName.startsWith('nadia'))).toBe(true);
    expect(all.users.map((u) => u.logonName)).not.toContain('admin-qc');
    const page2 = AdminUserListResponseSchema.parse(await bodyOf(await call('?pageSize=5&page=2')));
    expect(page2.users.map((u) => u.buyerId)).not.toContain(list.users[0]?.buyerId);

    for (const search of ['whitfield', 'ADMIN-ON', 'Sarah W']) {
      const found = AdminUserListResponseSchema.parse(await bodyOf(await call(`?search=${encodeURIComponent(search)}`)));
      expect(found.users.map((u) => u.logonName), search).toEqual(['admin-on']);
    }
    const byEmail = world.dataset.buyers.find((b) => b.logonName === 'buyer-on')?.emailAddress as string;
    expect(AdminUserListResponseSchema.parse(await bodyOf(await call(`?search=${encodeURIComponent(byEmail)}`))).users.map((u) => u.logonName)).toEqual(['buyer-on']);
    // Another client's user is not found by any search, and % is a character, not a pattern.
    expect(AdminUserListResponseSchema.parse(await bodyOf(await call('?search=admin-qc'))).total).toBe(0);
    expect(AdminUserListResponseSchema.parse(await bodyOf(await call('?search=%25'))).total).toBe(0);
  });

  it('searches and sorts names as people read them, accents and case aside (Côté is found by cote; Bélanger comes before Bennett)', async () => {
    const { user } = await create({ firstName: 'Anaïs', lastName: 'Bélanger-Côté' });
    // A hyphen in the name is as good as a space in the search, and the other way round.
    for (const search of ['belanger', 'anais', 'COTE', 'Bélanger-Côté', 'anaïs belanger', 'belanger cote', 'Anaïs-Bélanger']) {
      const found = AdminUserListResponseSchema.parse(await bodyOf(await call(`?search=${encodeURIComponent(search)}`)));
      expect(found.users.map((u) => u.buyerId), search).toEqual([user.buyerId]);
    }
    const names = AdminUserListResponseSchema.parse(await bodyOf(await call('?pageSize=100'))).users.map((u) => u.lastName);
    expect(names.indexOf('Bélanger-Côté')).toBeLessThan(names.indexOf('Bennett'));
    expect(names.indexOf('Bennett')).toBeGreaterThanOrEqual(0);
  });

  it("refuses a name with no letter ('-', an emoji) beside its field, in the admin's language, and creates nobody", async () => {
    const before = await databaseFingerprint(testDb().db);
    const response = await post('', newUser({ firstName: '😀', lastName: '-' }), admin, 'fr-CA');
    expect(response.status).toBe(400);
    const body = (await bodyOf(response)) as { FieldErrors: Record<string, string> };
    expect(body.FieldErrors).toEqual({
      firstName: formatMessage('fr-CA', 'errors.nameLetters', { field: formatMessage('fr-CA', 'fields.firstName') }),
      lastName: formatMessage('fr-CA', 'errors.nameLetters', { field: formatMessage('fr-CA', 'fields.lastName') }),
    });
    expect(changedTables(before, await databaseFingerprint(testDb().db))).toEqual([]);
    const { user } = await create();
    expect((await patch(`/${user.buyerId}`, { lastName: "'" })).status).toBe(400);
  });

  it("finds a name with an apostrophe as people type it: without it, or with the other kind (O'Brien, D’Arcy)", async () => {
    const { user: obrien } = await create({ firstName: 'Siobhán', lastName: "O'Brien-Lévesque" });
    const { user: darcy } = await create({ firstName: 'Émile', lastName: 'D’Arcy' });
    const found = async (search: string) => AdminUserListResponseSchema.parse(await bodyOf(await call(`?search=${encodeURIComponent(search)}`))).users.map((u) => u.buyerId);
    for (const search of ['obrien', 'OBrien', "o'brien", 'O’Brien', 'siobhan obrien levesque', "O'Brien-Lévesque Siobhán"]) expect(await found(search), search).toEqual([obrien.buyerId]);
    for (const search of ['darcy', "d'arcy", 'D’Arcy', 'emile darcy']) expect(await found(search), search).toEqual([darcy.buyerId]);
  });

  it('views a user; the form offers only the client’s ship-tos and approval groups', async () => {
    const user = AdminUserSchema.parse(await bodyOf(await call(`/${world.buyerId('buyer-on')}`)));
    expect(user).toMatchObject({ logonName: 'buyer-on', isActive: true, isAdmin: false });
    // Reads are audited too (who looked at whom).
    const viewed = await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'admin.view'), eq(auditLog.entityId, `/admin-api/users/${world.buyerId('buyer-on')}`)));
    expect(viewed.map((row) => row.actorId)).toContain(admin.buyerId);
    const options = (await bodyOf(await call('/options'))) as { shipTos: Array<{ id: string }>; approvalGroups: Array<{ id: string }> };
    expect(options.shipTos.map((s) => s.id)).toContain(shipToOn);
    expect(options.shipTos.map((s) => s.id)).not.toContain(shipToQc);
    const groupsOn = world.dataset.approvalGroups.filter((g) => g.clientId === world.clientIdOf('admin-on')).map((g) => g.id).sort();
    expect(options.approvalGroups.map((g) => g.id).sort()).toEqual(groupsOn);
  });

  it("writes no read in the admin's name that another site makes their browser send (a link, an image), in their language", async () => {
    const looked = (entityId: string) => testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'admin.view'), eq(auditLog.entityId, entityId)));
    // What another site would have the audit trail say the admin looked up, through the storefront's SameSite=Lax cookie.
    const chosen = `?search=${encodeURIComponent('salaries of the board')}`;
    const sent: Array<Record<string, string>> = [
      { Cookie: admin.cookie, 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' },
      { Cookie: admin.cookie, 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'image' },
      { Cookie: admin.cookie, Origin: 'https://evil.example' },
    ];
    for (const headers of sent) {
      for (const path of [chosen, `/${world.buyerId('buyer-on')}${chosen}`]) {
        const refused = await world.app.request(`/admin-api/users${path}`, { headers: { ...headers, 'Accept-Language': 'fr-CA' } });
        expect(refused.status).toBe(403);
        expect(ErrorResponseSchema.parse(await bodyOf(refused)).Messages[0]).toMatchObject({ Type: 'auth.forbidden', PrimaryMessage: 'Vous n’avez pas l’autorisation d’effectuer cette action.' });
        expect(await looked(`/admin-api/users${path}`)).toEqual([]);
      }
    }
    expect((await world.app.request('/admin-api/audit/verify', { headers: sent[0] })).status).toBe(403);
    // The console's own calls, and the admin typing the address, still read (and are audited).
    const ours: Array<Record<string, string>> = [{ Cookie: admin.cookie, 'Sec-Fetch-Site': 'same-origin' }, { Cookie: admin.cookie, 'Sec-Fetch-Site': 'none' }, { Cookie: admin.cookie }];
    for (const headers of ours) {
      expect((await world.app.request(`/admin-api/users${chosen}`, { headers })).status).toBe(200);
    }
    expect((await looked(`/admin-api/users${chosen}`)).length).toBe(3);
  });

  it("answers 404 to every call on another client's user, and changes nothing", async () => {
    const qcBuyer = world.buyerId('buyer-qc');
    const [before] = await testDb().db.select().from(buyers).where(eq(buyers.id, qcBuyer));
    const responses = [
      await call(`/${qcBuyer}`),
      await patch(`/${qcBuyer}`, { firstName: 'Pirate' }),
      await post(`/${qcBuyer}/deactivate`, {}),
      await post(`/${qcBuyer}/activate`, {}),
      await post(`/${qcBuyer}/reset-password`, {}),
      await post(`/${qcBuyer}/copy`, newUser({ cultureCode: undefined, defaultShipToId: undefined, approvalGroupId: undefined, isAdmin: undefined })),
    ];
    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(ErrorResponseSchema.safeParse(await bodyOf(response)).success).toBe(true);
    }
    const [after] = await testDb().db.select().from(buyers).where(eq(buyers.id, qcBuyer));
    expect(after).toEqual(before);
  });

  it('refuses a signed-in buyer who is not an admin (403) and a visitor (401)', async () => {
    const buyer = await signIn(world.app, 'approver-on');
    expect((await call('', {}, buyer)).status).toBe(403);
    expect((await post('', newUser(), buyer)).status).toBe(403);
    expect((await post(`/${world.buyerId('buyer-on')}/deactivate`, {}, buyer)).status).toBe(403);
    expect((await call('', {}, null)).status).toBe(401);
    expect((await post('', newUser(), null)).status).toBe(401);
  });

  it('creates a user who signs in with the temporary password shown once; the audit row holds no password', async () => {
    const created = await create({ approvalGroupId: world.dataset.approvalGroups.find((g) => g.clientId === world.clientIdOf('admin-on'))?.id });
    expect(created.user).toMatchObject({ isActive: true, isAdmin: false, cultureCode: 'fr-CA', defaultShipToId: shipToOn });
    expect(created.user.approvalGroupId).not.toBeNull();
    const signedIn = await authenticate(created.user.logonName, created.temporaryPassword);
    expect(signedIn.status).toBe(200);
    const rows = await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'admin.user.create'), eq(auditLog.entityId, created.user.buyerId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actorId).toBe(admin.buyerId);
    expect(JSON.stringify(rows)).not.toContain(created.temporaryPassword);
    expect(JSON.stringify(rows)).not.toContain('scrypt');
  });

  it('refuses a logon name already used (any case), answered beside the field in the language of the request', async () => {
    const response = await post('', newUser({ logonName: 'BUYER-ON' }), admin, 'fr-CA');
    expect(response.status).toBe(409);
    const body = await bodyOf(response);
    expect(body.FieldErrors).toEqual({ logonName: formatMessage('fr-CA', 'admin.users.logonNameTaken') });
    expect(ErrorResponseSchema.safeParse(body).success).toBe(true);
    // Said once: the field's message is the refusal itself, not a second copy after it.
    expect(body.Messages.map((m: { PrimaryMessage: string }) => m.PrimaryMessage)).toEqual([formatMessage('fr-CA', 'admin.users.logonNameTaken')]);
    const foreignShipTo = await bodyOf(await post('', newUser({ defaultShipToId: shipToQc })));
    expect(foreignShipTo.Messages.map((m: { PrimaryMessage: string }) => m.PrimaryMessage)).toEqual([formatMessage('en-CA', 'admin.users.shipToUnknown')]);
  });

  it('answers each invalid field beside it (required names, email pattern, logon name) and creates nothing', async () => {
    const before = (await testDb().db.select({ id: buyers.id }).from(buyers)).length;
    const response = await post('', newUser({ firstName: '  ', emailAddress: 'not-an-email', logonName: 'has space' }), admin, 'fr-CA');
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.FieldErrors).toEqual({
      firstName: formatMessage('fr-CA', 'errors.fieldRequired', { field: formatMessage('fr-CA', 'fields.firstName') }),
      emailAddress: formatMessage('fr-CA', 'errors.invalidEmail'),
      logonName: formatMessage('fr-CA', 'admin.users.logonNameCharacters'),
    });
    expect(body.Messages[0].PrimaryMessage).toBe(formatMessage('fr-CA', 'errors.formInvalid'));
    expect((await testDb().db.select({ id: buyers.id }).from(buyers)).length).toBe(before);
  });

  it('refuses hidden and text-direction characters in names, logon name and email on create, edit and copy, beside the field; nothing is written', async () => {
    const { user } = await create();
    const count = async () => (await testDb().db.select({ id: buyers.id }).from(buyers)).length;
    const rowOf = async () => (await testDb().db.select().from(buyers).where(eq(buyers.id, user.buyerId)))[0];
    const before = { users: await count(), row: await rowOf(), audit: (await testDb().db.select().from(auditLog)).length };
    const hiddenText = (field: 'firstName' | 'lastName' | 'emailAddress' | 'userId') =>
      formatMessage('fr-CA', 'errors.hiddenCharacters', { field: formatMessage('fr-CA', `fields.${field}`) });
    const refusals: Array<[Response, Record<string, string>]> = [
      [await post('', newUser({ lastName: 'live \u202eLévesque-Côté' }), admin, 'fr-CA'), { lastName: hiddenText('lastName') }],
      [await post('', newUser({ firstName: '\ufeffNadia', logonName: 'nadia\u200b.t' }), admin, 'fr-CA'), { firstName: hiddenText('firstName'), logonName: hiddenText('userId') }],
      [await patch(`/${user.buyerId}`, { firstName: 'Na\u2067dia', emailAddress: 'nadia\u200d@example.ca' }, admin, 'fr-CA'), { firstName: hiddenText('firstName'), emailAddress: hiddenText('emailAddress') }],
      [await post(`/${user.buyerId}/copy`, { firstName: 'Copie', lastName: 'Con\u0007forme', emailAddress: 'copie2@example.ca', logonName: 'copie-hidden' }, admin, 'fr-CA'), { lastName: hiddenText('lastName') }],
    ];
    for (const [response, fieldErrors] of refusals) {
      expect(response.status).toBe(400);
      const body = await bodyOf(response);
      expect(body.FieldErrors).toEqual(fieldErrors);
      expect(body.Messages[0].PrimaryMessage).toBe(formatMessage('fr-CA', 'errors.formInvalid'));
    }
    expect(await count()).toBe(before.users);
    expect(await rowOf()).toEqual(before.row);
    expect((await testDb().db.select().from(auditLog)).length).toBe(before.audit);
  });

  it('keeps names of any script with accents, apostrophes and hyphens, stored in NFC', async () => {
    for (const [firstName, lastName] of [['Zoë', 'D’Amour-O\'Neil'], ['محمد', 'الحسيني'], ['伟', '王'], ['Le\u0301a', 'Co\u0302te\u0301']]) {
      const { user } = await create({ firstName, lastName });
      expect(user).toMatchObject({ firstName: firstName?.normalize('NFC'), lastName: lastName?.normalize('NFC') });
      const [row] = await testDb().db.select().from(buyers).where(eq(buyers.id, user.buyerId));
      expect(row).toMatchObject({ firstName: firstName?.normalize('NFC'), lastName: lastName?.normalize('NFC') });
    }
  });

  it("refuses another client's ship-to or approval group, and members the form does not have (no mass assignment)", async () => {
    expect((await post('', newUser({ defaultShipToId: shipToQc }))).status).toBe(422);
    const qcGroup = world.dataset.approvalGroups.find((g) => g.clientId === world.clientIdOf('admin-qc'))?.id;
    expect((await post('', newUser({ approvalGroupId: qcGroup }))).status).toBe(422);
    for (const member of ['clientId', 'isActive', 'passwordHash', 'buyerId', 'firstPageType']) {
      const response = await post('', { ...newUser(), [member]: member === 'clientId' ? world.clientIdOf('admin-qc') : true });
      expect(response.status, member).toBe(400);
    }
    const target = world.buyerId('buyer-on');
    expect((await patch(`/${target}`, { clientId: world.clientIdOf('admin-qc') })).status).toBe(400);
    expect((await patch(`/${target}`, { isActive: false })).status).toBe(400);
    const [row] = await testDb().db.select().from(buyers).where(eq(buyers.id, target));
    expect(row).toMatchObject({ clientId: world.clientIdOf('admin-on'), isActive: true });
  });

  it('edits the allowed fields, audited with before and after', async () => {
    const { user } = await create();
    const response = await patch(`/${user.buyerId}`, { firstName: 'Nadine', cultureCode: 'en-CA', isAdmin: true });
    expect(response.status).toBe(200);
    expect(AdminUserSchema.parse((await bodyOf(response)).user)).toMatchObject({ firstName: 'Nadine', cultureCode: 'en-CA', isAdmin: true, lastName: user.lastName });
    const [row] = await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'admin.user.update'), eq(auditLog.entityId, user.buyerId)));
    expect(row?.before).toMatchObject({ firstName: 'Nadia' });
    expect(row?.after).toEqual({ firstName: 'Nadine', cultureCode: 'en-CA', isAdmin: true });
  });

  it('an edit that changes nothing (no field, or every field as it is) writes and audits nothing and answers the user', async () => {
    const { user } = await create();
    const unchanged = { firstName: ` ${user.firstName} `, lastName: user.lastName, cultureCode: user.cultureCode, defaultShipToId: user.defaultShipToId, approvalGroupId: user.approvalGroupId, isAdmin: user.isAdmin };
    const before = await databaseFingerprint(testDb().db);
    for (const body of [{}, unchanged]) {
      const response = await patch(`/${user.buyerId}`, body);
      expect(response.status).toBe(200);
      expect(AdminUserSchema.parse((await bodyOf(response)).user)).toEqual(user);
    }
    expect((await post(`/${user.buyerId}/activate`, {})).status).toBe(200);
    expect(changedTables(before, await databaseFingerprint(testDb().db))).toEqual([]);
    // A field that does change is the only one written and audited.
    expect((await patch(`/${user.buyerId}`, { ...unchanged, lastName: 'Gagnon' })).status).toBe(200);
    const rows = await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'admin.user.update'), eq(auditLog.entityId, user.buyerId)));
    expect(rows.map((row) => row.after)).toEqual([{ lastName: 'Gagnon' }]);
  });

  it('refuses an admin deactivating or demoting themself', async () => {
    const deactivate = await post(`/${admin.buyerId}/deactivate`, {}, admin, 'fr-CA');
    expect(deactivate.status).toBe(422);
    expect((await bodyOf(deactivate)).Messages[0].PrimaryMessage).toBe(formatMessage('fr-CA', 'admin.users.cannotDeactivateSelf'));
    expect((await patch(`/${admin.buyerId}`, { isAdmin: false })).status).toBe(422);
    expect((await call('')).status).toBe(200);
  });

  it('refuses an admin resetting their own password (it shut them out of the console), in their language, changing nothing', async () => {
    const before = await databaseFingerprint(testDb().db);
    const reset = await post(`/${admin.buyerId}/reset-password`, {}, admin, 'fr-CA');
    expect(reset.status).toBe(422);
    expect((await bodyOf(reset)).Messages[0].PrimaryMessage).toBe(formatMessage('fr-CA', 'admin.users.cannotResetOwnPassword'));
    expect(changedTables(before, await databaseFingerprint(testDb().db))).toEqual([]);
    // The console session it was sent in still works.
    expect((await call('')).status).toBe(200);
  });

  it("deactivating ends the user's sessions and refuses their sign-in; activating lets them in again", async () => {
    const { user, temporaryPassword } = await create();
    const theirSession = await signIn(world.app, user.logonName, temporaryPassword);
    const response = await post(`/${user.buyerId}/deactivate`, {});
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).user.isActive).toBe(false);
    expect(await testDb().db.select().from(sessions).where(and(eq(sessions.buyerId, user.buyerId), isNull(sessions.revokedAt)))).toEqual([]);
    expect((await world.app.request('/svc/auth/session', { headers: theirSession.headers })).status).toBe(401);
    const refused = await authenticate(user.logonName, temporaryPassword);
    expect(refused.status).toBe(403);
    expect((await post(`/${user.buyerId}/activate`, {})).status).toBe(200);
    expect((await authenticate(user.logonName, temporaryPassword)).status).toBe(200);
  });

  it('resetting the password ends the sessions; the old password no longer works, the temporary one does', async () => {
    const { user, temporaryPassword: first } = await create();
    const theirSession = await signIn(world.app, user.logonName, first);
    const response = await post(`/${user.buyerId}/reset-password`, {});
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { temporaryPassword: second } = AdminUserWithPasswordResponseSchema.parse(await bodyOf(response));
    expect(second).not.toBe(first);
    expect((await world.app.request('/svc/auth/session', { headers: theirSession.headers })).status).toBe(401);
    expect((await authenticate(user.logonName, first)).status).toBe(401);
    expect((await authenticate(user.logonName, second)).status).toBe(200);
    const rows = await testDb().db.select().from(auditLog).where(eq(auditLog.entityId, user.buyerId));
    expect(rows.map((r) => r.action)).toContain('admin.user.resetPassword');
    expect(JSON.stringify(rows)).not.toContain(second);
  });

  it('a search counts a run of spaces as one, in the search and in the name kept', async () => {
    const found = async (search: string) => AdminUserListResponseSchema.parse(await bodyOf(await call(`?search=${encodeURIComponent(search)}`))).users.map((u) => u.logonName);
    expect(await found('Sarah  Whitfield')).toEqual(['admin-on']);
    expect(await found('whitfield \t sarah')).toEqual(['admin-on']);
    const { user } = await create({ firstName: 'Marie  Ève', lastName: 'Côté   Roy' });
    expect(await found('marie eve cote roy')).toEqual([user.logonName]);
    expect(await found('Côté Roy Marie  Ève')).toEqual([user.logonName]);
  });

  it('the answer to a reset shows the user as the reset left them: a temporary password, until 7 days from now', async () => {
    const { user } = await create();
    // A user who has chosen their own password since (their temporary one is no longer).
    await testDb().db.update(buyers).set({ passwordChangeRequired: false }).where(eq(buyers.id, user.buyerId));
    expect(AdminUserSchema.parse(await bodyOf(await call(`/${user.buyerId}`))).temporaryPasswordExpiresAt).toBeNull();
    const before = Date.now();
    const answer = AdminUserWithPasswordResponseSchema.parse(await bodyOf(await post(`/${user.buyerId}/reset-password`, {})));
    const expires = Date.parse(answer.user.temporaryPasswordExpiresAt ?? '');
    expect(expires).toBeGreaterThanOrEqual(before + 7 * 86_400_000 - 1000);
    expect(answer.user).toEqual(AdminUserSchema.parse(await bodyOf(await call(`/${user.buyerId}`))));
  });

  it('copies a user: same language, ship-to and approval group, never the admin role', async () => {
    const group = world.dataset.approvalGroups.find((g) => g.clientId === world.clientIdOf('admin-on'))?.id;
    const { user: source } = await create({ cultureCode: 'fr-CA', approvalGroupId: group, isAdmin: true });
    const response = await post(`/${source.buyerId}/copy`, { firstName: 'Copie', lastName: 'Conforme', emailAddress: 'copie@example.ca', logonName: `copie-${counter}` });
    expect(response.status, await response.clone().text()).toBe(201);
    const copy = AdminUserWithPasswordResponseSchema.parse(await bodyOf(response));
    expect(copy.user).toMatchObject({ firstName: 'Copie', cultureCode: 'fr-CA', defaultShipToId: shipToOn, approvalGroupId: group, isAdmin: false, isActive: true });
    expect(copy.user.buyerId).not.toBe(source.buyerId);
    expect((await post(`/${source.buyerId}/copy`, { firstName: 'X', lastName: 'Y', emailAddress: 'x@example.ca', logonName: source.logonName })).status).toBe(409);
  });

  describe('garbage never reaches a 500 and changes nothing', () => {
    it('random bodies, ids and queries answer 4xx in the Messages shape', async () => {
      const before = (await testDb().db.select({ id: buyers.id }).from(buyers)).length;
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), fc.string({ maxLength: 60 }), async (body, text) => {
          for (const response of [
            await post('', body),
            await patch(`/${world.buyerId('buyer-on')}`, Array.isArray(body) || typeof body !== 'object' || body === null ? body : { ...body, clientId: 'x' }),
            await call(`/${encodeURIComponent(text)}x`),
            await call(`?page=${encodeURIComponent(text)}x`),
            await post(`/${encodeURIComponent(text)}x/deactivate`, {}),
          ]) {
            expect(response.status, `${response.url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
            expect(response.status).toBeLessThan(500);
            expect(ErrorResponseSchema.safeParse(await bodyOf(response)).success).toBe(true);
          }
        }),
        { numRuns: 40 },
      );
      expect((await testDb().db.select({ id: buyers.id }).from(buyers)).length).toBe(before);
      expect((await call('', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'firstName=x' })).status).toBe(415);
    });
  });
});
