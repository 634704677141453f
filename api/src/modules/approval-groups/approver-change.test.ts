import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { bodyOf, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

describeEachWorld('admin console: changing a group’s approvers moves the orders awaiting its approval to the new ones', (testDb) => {
  let world: World;
  let admin: SignedIn;
  let groupOn: string;
  let awaiting: number[];
  beforeAll(async () => {
    world = await seedWorld(testDb());
    admin = await signIn(world.app, 'admin-on');
    groupOn = world.dataset.approvalGroups.find((g) => g.clientId === world.clientIdOf('admin-on'))?.id as string;
    // Order refs are drawn in dataset order from 1000 (migration 0005): buyer-on's orders awaiting the group's approval.
    awaiting = world.dataset.orders.flatMap((order, index) => (order.buyerId === world.buyerId('buyer-on') && order.status === 'awaitingApproval' ? [1000 + index] : []));
  });

  /** The orders awaiting their approval; one who approves for no group has no such list (404). */
  const approvalList = async (who: SignedIn) => {
    const response = await world.app.request(`/svc/orders/approvers/${who.buyerId}/orders?count=50`, { headers: who.headers });
    if (response.status === 404) return 'no approvals';
    expect(response.status).toBe(200);
    return ((await bodyOf(response)) as Array<{ orderId: number }>).map((order) => order.orderId);
  };
  const decide = (who: SignedIn, ref: number, decision: 'approve' | 'reject') => world.app.request(`/svc/orders/approvers/${who.buyerId}/orders/${ref}/${decision}`, json('POST', {}, who.headers));
  const statusOf = async (ref: number) => (await queryRows<{ status: string }>(testDb().db, sql`select o.status from orders o join order_refs r on r.order_id = o.id where r.ref = ${ref}`))[0]?.status;
  const setApprovers = async (...logons: string[]) => {
    const response = await world.app.request(`/admin-api/approval-groups/${groupOn}`, json('PATCH', { approverIds: logons.map((logon) => world.buyerId(logon)) }, admin.headers));
    expect(response.status, await response.clone().text()).toBe(200);
  };

  it('the new approver sees and decides them at once (sessions already open too); the removed one no longer sees or decides them', async () => {
    expect(awaiting.length).toBeGreaterThanOrEqual(2);
    const [first, second] = awaiting as [number, number];
    const removed = await signIn(world.app, 'approver-on');
    // Signed in before the change: whether they approve is read with their session on each request.
    const added = await signIn(world.app, 'hannah.patel');
    expect(await approvalList(removed)).toEqual(expect.arrayContaining(awaiting));
    expect(await approvalList(added)).toBe('no approvals');
    expect((await decide(added, first, 'approve')).status).toBe(404);

    await setApprovers('hannah.patel');
    expect(await approvalList(added)).toEqual(expect.arrayContaining(awaiting));
    expect(await approvalList(removed)).toBe('no approvals');
    for (const decision of ['approve', 'reject'] as const) expect((await decide(removed, first, decision)).status).toBe(404);
    expect(await statusOf(first)).toBe('awaitingApproval');
    const approved = await decide(added, first, 'approve');
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(await statusOf(first)).toBe('approved');

    // Both approvers: either one decides, in the group's order of asking.
    await setApprovers('approver-on', 'hannah.patel');
    expect(await approvalList(removed)).toContain(second);
    expect((await decide(removed, second, 'reject')).status).toBe(200);
    expect(await statusOf(second)).toBe('rejected');
    expect((await decide(added, second, 'approve')).status).toBe(409);
  });
});
