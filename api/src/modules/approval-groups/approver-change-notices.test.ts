import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

type Notice = { id: string; order_id: string; recipient: string; kind: string; culture_code: string };

describeEachWorld('admin console: approvers who take over orders awaiting the group’s approval are told, as at submit', (testDb) => {
  let world: World;
  let admin: SignedIn;
  let groupOn: string;
  let groupQc: string;
  let awaiting: string[];
  const db = () => testDb().db;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    admin = await signIn(world.app, 'admin-on');
    const groupOf = (logon: string) => world.dataset.approvalGroups.find((g) => g.clientId === world.clientIdOf(logon))?.id as string;
    groupOn = groupOf('admin-on');
    groupQc = groupOf('admin-qc');
    // An Ontario colleague who reads French: her notices are in her language, not the admin's.
    await db().execute(sql`update buyers set culture_code = 'fr-CA' where id = ${world.buyerId('lucas.martin')}`);
    awaiting = (await queryRows<{ id: string }>(db(), sql`select id from orders where approval_group_id = ${groupOn} and status = 'awaitingApproval' order by id`)).map((row) => row.id);
  });

  const notices = () => queryRows<Notice>(db(), sql`select id, order_id, recipient_buyer_id as recipient, kind, culture_code from order_notifications order by id`);
  /** The notices queued since then, without their ids. */
  const newSince = async (before: Notice[]) => {
    const seen = new Set(before.map((notice) => notice.id));
    return (await notices()).filter((notice) => !seen.has(notice.id)).map(({ id: _id, ...notice }) => notice);
  };
  const patch = (groupId: string, body: unknown) => world.app.request(`/admin-api/approval-groups/${groupId}`, json('PATCH', body, admin.headers));
  const approvers = (...logons: string[]) => ({ approverIds: logons.map((logon) => world.buyerId(logon)) });

  it('each new approver gets one approvalRequested per waiting order, in their own language; the approver who stays gets nothing new', async () => {
    expect(awaiting.length).toBeGreaterThanOrEqual(2);
    const before = await notices();
    const response = await patch(groupOn, approvers('approver-on', 'hannah.patel', 'lucas.martin'));
    expect(response.status, await response.clone().text()).toBe(200);
    const added = await newSince(before);
    const expected = awaiting.flatMap((orderId) => [
      { order_id: orderId, recipient: world.buyerId('hannah.patel'), kind: 'approvalRequested', culture_code: 'en-CA' },
      { order_id: orderId, recipient: world.buyerId('lucas.martin'), kind: 'approvalRequested', culture_code: 'fr-CA' },
    ]);
    expect(added).toHaveLength(expected.length);
    expect(added).toEqual(expect.arrayContaining(expected));
    expect(added.some((notice) => notice.recipient === world.buyerId('approver-on'))).toBe(false);
  });

  it('approvers who stay, reordered or with the name changed, are told nothing again', async () => {
    const before = await notices();
    expect((await patch(groupOn, approvers('lucas.martin', 'hannah.patel', 'approver-on'))).status).toBe(200);
    expect((await patch(groupOn, { nameEn: 'Lakeshore approvals' })).status).toBe(200);
    expect(await newSince(before)).toEqual([]);
  });

  it('a removed approver’s unsent notices are withdrawn; sent ones stay, and added back she is told only of what she was not', async () => {
    const hannah = world.buyerId('hannah.patel');
    const pendingOf = async (recipient: string) => (await notices()).filter((notice) => notice.recipient === recipient && notice.kind === 'approvalRequested');
    expect((await pendingOf(hannah)).map((notice) => notice.order_id).sort()).toEqual(awaiting);
    // The mailer sent her the first order's notice; the others were still waiting when she was removed.
    const [sentOrder, ...unsent] = awaiting as [string, ...string[]];
    await db().execute(sql`update order_notifications set status = 'sent', sent_at = now() where recipient_buyer_id = ${hannah} and order_id = ${sentOrder}`);

    expect((await patch(groupOn, approvers('approver-on', 'lucas.martin'))).status).toBe(200);
    const left = await pendingOf(hannah);
    expect(left.map((notice) => notice.order_id)).toEqual([sentOrder]);
    // Lucas stays: his notices are untouched.
    expect((await pendingOf(world.buyerId('lucas.martin'))).map((notice) => notice.order_id).sort()).toEqual(awaiting);

    const before = await notices();
    expect((await patch(groupOn, approvers('approver-on', 'lucas.martin', 'hannah.patel'))).status).toBe(200);
    const again = await newSince(before);
    expect(again.map((notice) => notice.order_id).sort()).toEqual([...unsent].sort());
    expect(again.every((notice) => notice.recipient === hannah)).toBe(true);
  });

  it('another client’s group and orders are never touched; a refused change tells nobody', async () => {
    const before = await notices();
    // Another client's group is not there for this admin, even naming its own users as approvers.
    expect((await patch(groupQc, approvers('group-creator'))).status).toBe(404);
    // Another client's user as approver is refused with nothing written.
    expect((await patch(groupOn, { approverIds: [world.buyerId('admin-on'), world.buyerId('admin-qc')] })).status).toBe(422);
    expect(await newSince(before)).toEqual([]);
    const qcApprovers = await queryRows<{ buyer_id: string }>(db(), sql`select buyer_id from approval_group_approvers where approval_group_id = ${groupQc}`);
    expect(qcApprovers.map((row) => row.buyer_id)).toEqual([world.buyerId('admin-qc')]);

    // A change to the Ontario group tells only about the Ontario group's orders.
    expect((await patch(groupOn, approvers('approver-on', 'hannah.patel', 'group-creator'))).status).toBe(200);
    const orderIds = new Set((await newSince(before)).map((notice) => notice.order_id));
    expect([...orderIds].sort()).toEqual(awaiting);
  });
});
