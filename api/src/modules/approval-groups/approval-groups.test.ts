import {
  AdminApprovalGroupDeletedResponseSchema,
  AdminApprovalGroupListResponseSchema,
  AdminApprovalGroupOptionsResponseSchema,
  AdminApprovalGroupResponseSchema,
  AdminApprovalGroupSchema,
  AdminUserSchema,
  ErrorResponseSchema,
  formatMessage,
} from '@comptoir/core';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { approvalGroupApprovers, approvalGroupMembers, approvalGroups, auditLog, buyers } from '../../db/schema/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { changedTables, databaseFingerprint } from '../../test/db-fingerprint.ts';
import { bodyOf, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

describeEachWorld('admin console: manage approval groups', (testDb) => {
  let world: World;
  let admin: SignedIn;
  let groupOn: string;
  let groupQc: string;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    admin = await signIn(world.app, 'admin-on');
    groupOn = world.dataset.approvalGroups.find((g) => g.clientId === world.clientIdOf('admin-on'))?.id as string;
    groupQc = world.dataset.approvalGroups.find((g) => g.clientId === world.clientIdOf('admin-qc'))?.id as string;
  });

  const call = (path: string, init: RequestInit = {}, caller: SignedIn | null = admin, language = 'en-CA') =>
    world.app.request(`/admin-api/approval-groups${path}`, { ...init, headers: { 'Accept-Language': language, ...(caller?.headers ?? {}), ...(init.headers as Record<string, string> | undefined) } });
  const send = (method: 'POST' | 'PATCH', path: string, body: unknown, language = 'en-CA', caller: SignedIn | null = admin) => call(path, json(method, body), caller, language);
  let counter = 0;
  const newGroup = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return { nameEn: `Facilities ${counter}`, nameFr: `Installations ${counter}`, thresholdAmount: 75_000, approverIds: [world.buyerId('approver-on'), world.buyerId('admin-on')], ...overrides };
  };
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await send('POST', '', newGroup(overrides));
    expect(response.status, await response.clone().text()).toBe(201);
    return AdminApprovalGroupResponseSchema.parse(await bodyOf(response)).approvalGroup;
  };
  const tables = async () => {
    const sums = await Promise.all(['approval_groups', 'approval_group_members', 'approval_group_approvers', 'audit_log'].map((table) => queryRows<{ sum: string | null }>(testDb().db, sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as sum from ${table} t`))));
    return sums.map((rows) => rows[0]?.sum).join(':');
  };
  const firstMessage = async (response: Response) => ((await bodyOf(response)) as { Messages: Array<{ PrimaryMessage: string }> }).Messages[0]?.PrimaryMessage;
  const auditsOf = (action: string, entityId: string) => testDb().db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

  it("lists only the admin's client's groups, named in the request's language, with threshold, approvers in order and member count", async () => {
    const fr = AdminApprovalGroupListResponseSchema.parse(await bodyOf(await call('', {}, admin, 'fr-CA')));
    const seeded = fr.approvalGroups.find((g) => g.approvalGroupId === groupOn);
    expect(seeded).toMatchObject({ name: 'Approbations des achats Lakeshore', nameEn: 'Lakeshore purchasing approvals', thresholdAmount: 0, memberCount: 3 });
    expect(seeded?.approvers.map((a) => a.logonName)).toEqual(['approver-on']);
    expect(fr.approvalGroups.map((g) => g.approvalGroupId)).not.toContain(groupQc);
    const en = AdminApprovalGroupListResponseSchema.parse(await bodyOf(await call('')));
    expect(en.approvalGroups.find((g) => g.approvalGroupId === groupOn)?.name).toBe('Lakeshore purchasing approvals');

    const view = AdminApprovalGroupSchema.parse(await bodyOf(await call(`/${groupOn}`)));
    expect(view.members.map((m) => m.logonName).sort()).toEqual(['buyer-on', 'hannah.patel', 'lucas.martin']);
    expect(view.ordersAwaitingApproval).toBeGreaterThanOrEqual(3);
    // Reads are audited too (who looked at which group).
    expect((await testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'admin.view'), eq(auditLog.entityId, `/admin-api/approval-groups/${groupOn}`)))).map((row) => row.actorId)).toContain(admin.buyerId);

    // The form offers the client's active users as approvers, nobody of another client.
    const options = AdminApprovalGroupOptionsResponseSchema.parse(await bodyOf(await call('/options')));
    expect(options.approvers.map((a) => a.logonName)).toEqual(expect.arrayContaining(['approver-on', 'admin-on', 'buyer-on']));
    expect(options.approvers.map((a) => a.logonName)).not.toContain('admin-qc');
    expect(options.approvers.every((a) => a.isActive)).toBe(true);
  });

  it('creates a group with trimmed names and its approvers in the order given, audited; users can then be put in it', async () => {
    const group = await create({ nameEn: '  Printing  ', nameFr: ' Impression ', approverIds: [world.buyerId('admin-on'), world.buyerId('approver-on')] });
    expect(group).toMatchObject({ nameEn: 'Printing', nameFr: 'Impression', name: 'Printing', thresholdAmount: 75_000, memberCount: 0, members: [], ordersAwaitingApproval: 0 });
    expect(group.approvers.map((a) => a.logonName)).toEqual(['admin-on', 'approver-on']);
    const [row] = await auditsOf('admin.approvalGroup.create', group.approvalGroupId);
    expect(row).toMatchObject({ actorId: admin.buyerId });
    expect(row?.after).toMatchObject({ nameEn: 'Printing', approverIds: [world.buyerId('admin-on'), world.buyerId('approver-on')] });

    const moved = await bodyOf(await world.app.request(`/admin-api/users/${world.buyerId('group-creator')}`, json('PATCH', { approvalGroupId: group.approvalGroupId }, admin.headers)));
    expect(AdminUserSchema.parse(moved.user).approvalGroupId).toBe(group.approvalGroupId);
    const view = AdminApprovalGroupSchema.parse(await bodyOf(await call(`/${group.approvalGroupId}`)));
    expect(view.members.map((m) => m.logonName)).toEqual(['group-creator']);
    expect(view.memberCount).toBe(1);
  });

  it('refuses a name another group of the client has (any case or accent, either language) beside its field, in the admin’s language; another client may use it', async () => {
    const first = await create({ nameEn: 'Marketing', nameFr: 'Mise en marché' });
    const before = await tables();
    for (const [field, body] of [['nameEn', { nameEn: 'MARKETING' }], ['nameFr', { nameFr: 'mise en MARCHE' }]] as const) {
      const response = await send('POST', '', newGroup(body), 'fr-CA');
      expect(response.status).toBe(409);
      const answer = await bodyOf(response);
      expect(answer.FieldErrors).toEqual({ [field]: formatMessage('fr-CA', 'admin.approvalGroups.nameTaken') });
      expect(answer.Messages.map((m: { PrimaryMessage: string }) => m.PrimaryMessage)).toEqual([formatMessage('fr-CA', 'admin.approvalGroups.nameTaken')]);
    }
    const renamed = await send('PATCH', `/${groupOn}`, { nameEn: 'marketing' });
    expect(renamed.status).toBe(409);
    expect(await tables()).toBe(before);
    // The group keeps its own name in another case, and another client's admin may give the name to theirs.
    expect((await send('PATCH', `/${first.approvalGroupId}`, { nameEn: 'MARKETING' })).status).toBe(200);
    const qc = await signIn(world.app, 'admin-qc');
    expect((await send('POST', '', { nameEn: 'Marketing', nameFr: 'Mise en marché', thresholdAmount: 0, approverIds: [qc.buyerId] }, 'fr-CA', qc)).status).toBe(201);
  });

  it('refuses a name that reads the same as another group\'s but for its spaces (two, a no-break one): the list would show two alike', async () => {
    await create({ nameEn: 'Look Alike', nameFr: 'Sosie' });
    const before = await tables();
    for (const [field, body] of [['nameEn', { nameEn: 'Look  Alike' }], ['nameEn', { nameEn: 'look\u00a0alike' }], ['nameFr', { nameFr: 'SOSIE' }]] as const) {
      const response = await send('POST', '', newGroup(body), 'fr-CA');
      expect(response.status).toBe(409);
      expect((await bodyOf(response)).FieldErrors).toEqual({ [field]: formatMessage('fr-CA', 'admin.approvalGroups.nameTaken') });
    }
    expect(await tables()).toBe(before);
    const spaced = await create({ nameEn: 'Two  Spaces', nameFr: 'Deux  espaces' });
    expect((await send('POST', '', newGroup({ nameFr: 'deux espaces' }))).status).toBe(409);
    // The group keeps its own name written with one space.
    expect((await send('PATCH', `/${spaced.approvalGroupId}`, { nameEn: 'Two Spaces' })).status).toBe(200);
  });

  it("refuses approvers who are not the client's active users (another client's, deactivated, deleted) and invalid fields beside them; nothing changes", async () => {
    const deactivated = await create({ approverIds: [world.buyerId('admin-on')] });
    const [inactive] = await testDb().db.insert(buyers).values({ clientId: world.clientIdOf('admin-on'), logonName: 'gone.approver', firstName: 'Gone', lastName: 'Away', emailAddress: 'gone@example.ca', isActive: false }).returning({ id: buyers.id });
    const [deleted] = await testDb().db.insert(buyers).values({ clientId: world.clientIdOf('admin-on'), logonName: 'deleted.approver', firstName: 'Del', lastName: 'Eted', emailAddress: 'del@example.ca', deletedAt: new Date() }).returning({ id: buyers.id });
    const before = await tables();
    for (const approverId of [world.buyerId('admin-qc'), inactive?.id, deleted?.id, '00000000-0000-4000-8000-000000000000']) {
      for (const response of [await send('POST', '', newGroup({ approverIds: [world.buyerId('approver-on'), approverId] }), 'fr-CA'), await send('PATCH', `/${deactivated.approvalGroupId}`, { approverIds: [approverId] }, 'fr-CA')]) {
        expect(response.status).toBe(422);
        expect((await bodyOf(response)).FieldErrors).toEqual({ approverIds: formatMessage('fr-CA', 'admin.approvalGroups.approverUnknown') });
      }
    }
    const invalid = await send('POST', '', { nameEn: ' ', nameFr: 'x'.repeat(81), thresholdAmount: -5, approverIds: [] }, 'fr-CA');
    expect(invalid.status).toBe(400);
    const fields = (await bodyOf(invalid)).FieldErrors;
    expect(fields).toEqual({
      nameEn: formatMessage('fr-CA', 'errors.fieldRequired', { field: formatMessage('fr-CA', 'admin.approvalGroups.nameEn') }),
      nameFr: formatMessage('fr-CA', 'errors.fieldTooLong', { field: formatMessage('fr-CA', 'admin.approvalGroups.nameFr'), max: 80 }),
      thresholdAmount: formatMessage('fr-CA', 'admin.approvalGroups.thresholdInvalid', { max: 10_000_000 }),
      approverIds: formatMessage('fr-CA', 'admin.approvalGroups.approverRequired'),
    });
    for (const spoiled of [{ ...newGroup(), clientId: world.clientIdOf('admin-qc') }, { ...newGroup(), thresholdAmount: 12.5 }, { ...newGroup(), thresholdAmount: '500' }, { thresholdAmount: 2_147_483_648 }]) {
      const response = await send('PATCH', `/${deactivated.approvalGroupId}`, spoiled);
      expect(response.status).toBe(400);
      expect(ErrorResponseSchema.safeParse(await bodyOf(response)).success).toBe(true);
    }
    expect(await tables()).toBe(before);
  });

  it('modifies names, threshold and the approvers’ order, audited with before and after', async () => {
    const group = await create();
    const response = await send('PATCH', `/${group.approvalGroupId}`, { nameFr: 'Installations et entretien', thresholdAmount: 0, approverIds: [world.buyerId('admin-on'), world.buyerId('approver-on')] }, 'fr-CA');
    expect(response.status, await response.clone().text()).toBe(200);
    const changed = AdminApprovalGroupResponseSchema.parse(await bodyOf(response)).approvalGroup;
    expect(changed).toMatchObject({ name: 'Installations et entretien', nameEn: group.nameEn, thresholdAmount: 0 });
    expect(changed.approvers.map((a) => a.logonName)).toEqual(['admin-on', 'approver-on']);
    const sequences = await testDb().db.select().from(approvalGroupApprovers).where(eq(approvalGroupApprovers.approvalGroupId, group.approvalGroupId));
    expect(sequences.map((a) => [a.buyerId, a.sequence]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([[world.buyerId('admin-on'), 0], [world.buyerId('approver-on'), 1]]);
    const [row] = await auditsOf('admin.approvalGroup.update', group.approvalGroupId);
    expect(row?.before).toMatchObject({ nameFr: group.nameFr, thresholdAmount: 75_000, approverIds: [world.buyerId('approver-on'), world.buyerId('admin-on')] });
    expect(row?.after).toMatchObject({ nameFr: 'Installations et entretien', thresholdAmount: 0 });
  });

  it('a change of nothing (no field, or every field as it is, approvers in the same order) writes and audits nothing and answers the group', async () => {
    const group = await create();
    const unchanged = { nameEn: ` ${group.nameEn}`, nameFr: group.nameFr, thresholdAmount: group.thresholdAmount, approverIds: group.approvers.map((a) => a.buyerId.toUpperCase()) };
    const before = await databaseFingerprint(testDb().db);
    for (const body of [{}, unchanged]) {
      const response = await send('PATCH', `/${group.approvalGroupId}`, body);
      expect(response.status).toBe(200);
      expect(AdminApprovalGroupResponseSchema.parse(await bodyOf(response)).approvalGroup).toEqual(group);
    }
    expect(changedTables(before, await databaseFingerprint(testDb().db))).toEqual([]);
    // Only what changes is written and audited: the approvers' order is a change.
    expect((await send('PATCH', `/${group.approvalGroupId}`, { ...unchanged, approverIds: [...unchanged.approverIds].reverse() })).status).toBe(200);
    expect((await auditsOf('admin.approvalGroup.update', group.approvalGroupId)).map((row) => row.after)).toEqual([{ approverIds: group.approvers.map((a) => a.buyerId).reverse() }]);
  });

  it("answers 404 to every call on another client's group, and changes nothing", async () => {
    const before = await tables();
    for (const response of [await call(`/${groupQc}`), await send('PATCH', `/${groupQc}`, { nameEn: 'Pirate' }), await call(`/${groupQc}`, { method: 'DELETE' })]) {
      expect(response.status).toBe(404);
      expect(ErrorResponseSchema.safeParse(await bodyOf(response)).success).toBe(true);
    }
    expect((await call(`/${groupQc}`, {}, admin, 'fr-CA')).status).toBe(404);
    // The admin-api audits a read only when it answers: the refused ones leave the tables as they were.
    expect(await tables()).toBe(before);
  });

  it('refuses a buyer who is not an admin (403) and a visitor (401)', async () => {
    const approver = await signIn(world.app, 'approver-on');
    for (const caller of [approver, null]) {
      expect((await call('', {}, caller)).status).toBe(caller ? 403 : 401);
      expect((await send('POST', '', newGroup(), 'en-CA', caller)).status).toBe(caller ? 403 : 401);
      expect((await send('PATCH', `/${groupOn}`, { thresholdAmount: 1 }, 'en-CA', caller)).status).toBe(caller ? 403 : 401);
      expect((await call(`/${groupOn}`, { method: 'DELETE' }, caller)).status).toBe(caller ? 403 : 401);
    }
  });

  it('refuses to delete a group while orders await its approval, in the admin’s language; nothing changes', async () => {
    const before = await tables();
    const response = await call(`/${groupOn}`, { method: 'DELETE' }, admin, 'fr-CA');
    expect(response.status).toBe(409);
    expect(await firstMessage(response)).toBe(formatMessage('fr-CA', 'admin.approvalGroups.ordersAwaiting'));
    expect(await tables()).toBe(before);
  });

  it('deletes a group: its memberships and approvers go with it, its members are in no group, audited; then it is not found', async () => {
    const group = await create();
    await world.app.request(`/admin-api/users/${world.buyerId('group-invitee')}`, json('PATCH', { approvalGroupId: group.approvalGroupId }, admin.headers));
    const response = await call(`/${group.approvalGroupId}`, { method: 'DELETE' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(AdminApprovalGroupDeletedResponseSchema.parse(await bodyOf(response))).toEqual({ approvalGroupId: group.approvalGroupId, membersReleased: 1 });
    expect(await testDb().db.select().from(approvalGroups).where(eq(approvalGroups.id, group.approvalGroupId))).toEqual([]);
    expect(await testDb().db.select().from(approvalGroupMembers).where(eq(approvalGroupMembers.approvalGroupId, group.approvalGroupId))).toEqual([]);
    expect(await testDb().db.select().from(approvalGroupApprovers).where(eq(approvalGroupApprovers.approvalGroupId, group.approvalGroupId))).toEqual([]);
    expect(AdminUserSchema.parse(await bodyOf(await world.app.request(`/admin-api/users/${world.buyerId('group-invitee')}`, { headers: admin.headers }))).approvalGroupId).toBeNull();
    const [row] = await auditsOf('admin.approvalGroup.delete', group.approvalGroupId);
    expect(row?.before).toMatchObject({ nameEn: group.nameEn, memberIds: [world.buyerId('group-invitee')] });
    expect(row?.after).toMatchObject({ membersReleased: 1 });
    for (const again of [await call(`/${group.approvalGroupId}`), await call(`/${group.approvalGroupId}`, { method: 'DELETE' }), await send('PATCH', `/${group.approvalGroupId}`, { thresholdAmount: 5 })]) expect(again.status).toBe(404);
  });

  // A user's group was checked before the write, outside its transaction: put in a group being deleted, the membership's
  // foreign key failed (500). Now the group is held until the user's change commits, or the change finds it gone (422).
  it('a user put in or created in a group while it is deleted: never a 5xx; nobody is left a member of a deleted group', async () => {
    const users = (path: string, method: string, body?: unknown) => world.app.request(`/admin-api/users${path}`, body === undefined ? { method, headers: admin.headers } : json(method, body, admin.headers));
    for (let round = 0; round < 4; round += 1) {
      const group = await create();
      const answers = await Promise.all([
        call(`/${group.approvalGroupId}`, { method: 'DELETE' }),
        users(`/${world.buyerId('group-invitee')}`, 'PATCH', { approvalGroupId: group.approvalGroupId }),
        users('', 'POST', { firstName: 'Mid', lastName: `Delete${round}`, emailAddress: `mid.delete${round}@example.ca`, logonName: `mid.delete.${round}`, cultureCode: 'en-CA', defaultShipToId: null, approvalGroupId: group.approvalGroupId, isAdmin: false }),
      ]);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses[0], String(statuses)).toBe(200);
      expect([200, 422], String(statuses)).toContain(statuses[1]);
      expect([201, 422], String(statuses)).toContain(statuses[2]);
      expect(await testDb().db.select().from(approvalGroupMembers).where(eq(approvalGroupMembers.approvalGroupId, group.approvalGroupId))).toEqual([]);
    }
  });
});
