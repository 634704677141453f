import { ApproverStateKey, OrderAction, OrderViewSchema, formatMessage } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { bodyOf, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

describeEachWorld('orders awaiting an approver who can no longer decide them go back to their buyer', (testDb) => {
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

  const admin_ = (path: string, method: string, body?: unknown) => world.app.request(`/admin-api${path}`, body === undefined ? { method, headers: admin.headers } : json(method, body, admin.headers));
  const setApprovers = async (...logons: string[]) => expect((await admin_(`/approval-groups/${groupOn}`, 'PATCH', { approverIds: logons.map((logon) => world.buyerId(logon)) })).status).toBe(200);
  const deactivate = async (logon: string) => expect((await admin_(`/users/${world.buyerId(logon)}/deactivate`, 'POST', {})).status).toBe(200);
  const activate = async (logon: string) => expect((await admin_(`/users/${world.buyerId(logon)}/activate`, 'POST', {})).status).toBe(200);
  const factsOf = async (ref: number) => {
    const [row] = await queryRows<{ status: string; approval_state: string; history: string[] | null; reserved: number; asked: number }>(
      testDb().db,
      sql`with o as (select order_id as id from order_refs where ref = ${ref})
          select x.status, x.approval_state,
            (select array_agg(h.action || ':' || h.approver_id order by h.at) from approval_history h where h.order_id = x.id) as history,
            (select count(*)::int from stock_reservations s where s.order_id = x.id) as reserved,
            (select count(*)::int from order_notifications n where n.order_id = x.id and n.status = 'pending' and n.kind = 'approvalRequested') as asked
          from orders x where x.id = (select id from o)`,
    );
    return row;
  };
  /** Puts an order back awaiting the group's approval, as submit leaves it, for the next way of losing an approver. */
  const awaitAgain = (ref: number) =>
    testDb().db.execute(sql`update orders set status = 'awaitingApproval', approval_state = 'awaiting' where id = (select order_id from order_refs where ref = ${ref})`);
  const viewAs = async (who: SignedIn, ref: number, language = 'en-CA') => {
    const response = await world.app.request(`/svc/orders/orders/${ref}`, { headers: { ...who.headers, 'Accept-Language': language } });
    expect(response.status).toBe(200);
    return OrderViewSchema.parse(await bodyOf(response));
  };

  it('while another approver is active, they wait for that one (no longer naming the deactivated approver); with none left, they are cancelled back to the buyer, told why in both languages', async () => {
    expect(awaiting.length).toBe(3);
    const [first] = awaiting as [number];
    const buyer = await signIn(world.app, 'buyer-on');
    await setApprovers('approver-on', 'hannah.patel');
    await deactivate('approver-on');
    for (const ref of awaiting) expect((await factsOf(ref))?.status).toBe('awaitingApproval');
    expect((await viewAs(buyer, first)).AwaitingApproversList.map((approver) => approver.buyerId)).toEqual([world.buyerId('hannah.patel')]);

    await deactivate('hannah.patel');
    for (const ref of awaiting) {
      const facts = await factsOf(ref);
      expect(facts).toMatchObject({ status: 'cancelled', approval_state: 'cancelled', history: [`returned:${world.buyerId('admin-on')}`], reserved: 0, asked: 0 });
    }
    for (const [language, locale] of [['en-CA', 'en-CA'], ['fr-CA', 'fr-CA']] as const) {
      const view = await viewAs(buyer, first, language);
      expect(view.AwaitingApproversList).toEqual([]);
      expect(view.OrderApproversHistory).toEqual([expect.objectContaining({ buyerId: world.buyerId('admin-on'), state: ApproverStateKey.canceled })]);
      expect(view.postedComments.map((comment) => comment.text)).toEqual([formatMessage(locale, 'orders.returnedNoApprover')]);
      expect(view.buttonsStateInfo[OrderAction.cancel]).toBe(false);
      expect(view.buttonsStateInfo['reorder']).toBe(true);
    }
    const messages = await queryRows<{ en: string; fr: string }>(testDb().db, sql`select primary_message_en as en, primary_message_fr as fr from messages where buyer_id = ${world.buyerId('buyer-on')} and primary_message_en like '%no one is left%'`);
    expect(messages).toHaveLength(3);
    expect(messages[0]?.fr).toContain('plus personne dans votre groupe d’approbation');
    const [audited] = await queryRows<{ after: { ordersReturned?: string[] } }>(testDb().db, sql`select after from audit_log where action = 'admin.user.deactivate' and entity_id = ${world.buyerId('hannah.patel')} order by at desc limit 1`);
    expect(audited?.after.ordersReturned).toHaveLength(3);
    const returns = await queryRows(testDb().db, sql`select 1 from audit_log where action = 'order.returnWithoutApprover'`);
    expect(returns).toHaveLength(3);

    // Reactivating an approver does not bring a returned order back: the buyer reorders it.
    await activate('hannah.patel');
    await activate('approver-on');
    expect((await factsOf(first))?.status).toBe('cancelled');
  });

  it('an approver taken off the group, or deleted, leaving only the buyer as approver: the buyer’s orders go back; while another approver is left, they wait for that one', async () => {
    const [first, second] = awaiting as [number, number];
    await awaitAgain(first);
    await setApprovers('approver-on', 'buyer-on');
    expect((await factsOf(first))?.status).toBe('awaitingApproval');
    // The buyer never decides their own order: with approver-on removed, no one is left for it.
    await setApprovers('buyer-on');
    expect(await factsOf(first)).toMatchObject({ status: 'cancelled', history: expect.arrayContaining([`returned:${world.buyerId('admin-on')}`]) });
    const [patched] = await queryRows<{ after: { ordersReturned?: string[] } }>(testDb().db, sql`select after from audit_log where action = 'admin.approvalGroup.update' order by at desc limit 1`);
    expect(patched?.after.ordersReturned).toHaveLength(1);

    await awaitAgain(second);
    await setApprovers('buyer-on', 'lucas.martin');
    expect((await factsOf(second))?.status).toBe('awaitingApproval');
    expect((await admin_(`/users/${world.buyerId('lucas.martin')}`, 'DELETE')).status).toBe(200);
    expect((await factsOf(second))?.status).toBe('cancelled');
  });
});
