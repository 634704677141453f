import { DashboardMessagesResponseSchema, formatMessage } from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../../db/test-db.ts';
import { auditLog, messageReads, messages } from '../../db/schema/index.ts';
import { bodyOf, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

const NO_SUCH_MESSAGE = '00000000-0000-4000-8000-000000000000';

describeEachWorld('marking a dashboard message read', (testDb) => {
  let world: World;
  let buyerOn: SignedIn;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    buyerOn = await signIn(world.app, 'buyer-on');
  });
  const markRead = (session: SignedIn, id: string, language = 'en-CA', body = '{}') =>
    world.app.request(`/api/dashboard/messages/${id}/read`, { method: 'POST', headers: { ...session.headers, 'Content-Type': 'application/json', 'Accept-Language': language }, body });
  const activeIds = async (session: SignedIn) => (await bodyOf(await world.app.request('/api/dashboard/messages', { headers: session.headers }))).map((message: { messageId: string }) => message.messageId);
  const seeded = (logonName: string | null, clientOf: string) =>
    world.dataset.messages.find((message) => message.clientId === world.clientIdOf(clientOf) && message.buyerId === (logonName ? world.buyerId(logonName) : null) && message.readDate === null)?.id as string;
  const auditRowsOf = (id: string) => testDb().db.select().from(auditLog).where(and(eq(auditLog.action, 'message.read'), eq(auditLog.entityId, id)));
  const stateOf = async (id: string) => ({
    readAt: (await testDb().db.select().from(messages).where(eq(messages.id, id)))[0]?.readAt ?? null,
    reads: (await testDb().db.select().from(messageReads).where(eq(messageReads.messageId, id))).map((row) => row.buyerId),
    audited: (await auditRowsOf(id)).length,
  });

  it("the buyer's own message: no longer active, the answer is the active messages left; audited once, a second time changes nothing", async () => {
    const own = seeded('buyer-on', 'buyer-on');
    expect(await activeIds(buyerOn)).toContain(own);
    const response = await markRead(buyerOn, own);
    expect(response.status).toBe(200);
    const answer = DashboardMessagesResponseSchema.parse(await bodyOf(response));
    expect(answer.map((message) => message.messageId)).toEqual((await activeIds(buyerOn)).filter((id: string) => id !== own));
    expect(await activeIds(buyerOn)).not.toContain(own);
    const [row] = await auditRowsOf(own);
    expect([row?.actorId, row?.clientId, row?.before, row?.after]).toEqual([world.buyerId('buyer-on'), world.clientIdOf('buyer-on'), { read: false }, { read: true }]);
    const first = await stateOf(own);
    expect(first.readAt).not.toBeNull();

    expect((await markRead(buyerOn, own, 'fr-CA')).status).toBe(200);
    expect(await stateOf(own)).toEqual(first);
  });

  it("the client's message to every buyer is read for this buyer alone: no global flag, the colleagues still see it", async () => {
    const clientWide = seeded(null, 'buyer-on');
    const approver = await signIn(world.app, 'approver-on');
    expect((await markRead(buyerOn, clientWide)).status).toBe(200);
    expect(await activeIds(buyerOn)).not.toContain(clientWide);
    expect(await activeIds(approver)).toContain(clientWide);
    expect(await stateOf(clientWide)).toEqual({ readAt: null, reads: [world.buyerId('buyer-on')], audited: 1 });
    expect((await markRead(approver, clientWide)).status).toBe(200);
    expect((await stateOf(clientWide)).reads.sort()).toEqual([world.buyerId('buyer-on'), world.buyerId('approver-on')].sort());
  });

  it('the same message read in several requests at once is read and audited once, each answered 200', async () => {
    const buyerQc = await signIn(world.app, 'buyer-qc');
    const texts = { clientId: world.clientIdOf('buyer-qc'), messageStatus: 4, messageType: 4, primaryMessageEn: 'Inventory day', primaryMessageFr: 'Jour d’inventaire' };
    const fresh = await testDb().db.insert(messages).values([{ ...texts, buyerId: world.buyerId('buyer-qc') }, { ...texts, buyerId: null }]).returning();
    for (const { id } of fresh) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => markRead(buyerQc, id)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect((await stateOf(id)).audited, id).toBe(1);
    }
  });

  it("another buyer's message, another client's, or no message at all: 404 in the buyer's language, nothing changed", async () => {
    const buyerQc = await signIn(world.app, 'buyer-qc');
    const [colleagues] = await testDb().db.insert(messages).values({
      clientId: world.clientIdOf('approver-on'), buyerId: world.buyerId('approver-on'), messageStatus: 2, messageType: 4, primaryMessageEn: 'For the approver', primaryMessageFr: 'Pour l’approbateur',
    }).returning();
    const colleaguesId = colleagues?.id as string;
    const cases: Array<[SignedIn, string, 'en-CA' | 'fr-CA']> = [
      [buyerOn, colleaguesId, 'en-CA'],
      [buyerQc, colleaguesId, 'fr-CA'],
      [buyerOn, seeded('buyer-qc', 'buyer-qc'), 'en-CA'],
      [buyerOn, seeded(null, 'suspended'), 'fr-CA'],
      [buyerQc, seeded(null, 'buyer-on'), 'fr-CA'],
      [buyerOn, NO_SUCH_MESSAGE, 'fr-CA'],
    ];
    for (const [session, id, language] of cases) {
      const before = await stateOf(id);
      const response = await markRead(session, id, language);
      expect(response.status, id).toBe(404);
      expect((await bodyOf(response)).Messages[0]?.PrimaryMessage).toBe(formatMessage(language, 'errors.notFound'));
      expect(await stateOf(id)).toEqual(before);
    }
  });

  it('a garbage id or a body is refused (400) in the buyer\'s language, before anything is read', async () => {
    for (const [id, language] of [['not-a-message', 'fr-CA'], ['42', 'en-CA'], ["1' or '1'='1", 'fr-CA'], [`${NO_SUCH_MESSAGE}0`, 'en-CA']] as const) {
      const response = await markRead(buyerOn, encodeURIComponent(id), language);
      expect(response.status, id).toBe(400);
      expect((await bodyOf(response)).Messages[0]?.PrimaryMessage).toBe(formatMessage(language, 'errors.invalidId'));
    }
    // A body names nothing here: one that tries to is refused, and the message stays active.
    const buyerQc = await signIn(world.app, 'buyer-qc');
    const own = seeded('buyer-qc', 'buyer-qc');
    const before = await stateOf(own);
    const refused = await markRead(buyerQc, own, 'fr-CA', JSON.stringify({ buyerId: world.buyerId('buyer-on') }));
    expect(refused.status).toBe(400);
    expect((await bodyOf(refused)).Messages[0]?.PrimaryMessage).toBe(formatMessage('fr-CA', 'errors.badRequest'));
    expect(await stateOf(own)).toEqual(before);
    expect(await activeIds(buyerQc)).toContain(own);
  });

  it('a visitor is refused (401)', async () => {
    expect((await world.app.request(`/api/dashboard/messages/${seeded(null, 'buyer-on')}/read`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(401);
  });
});
