import { DASHBOARD_MESSAGE_COUNT, DashboardMessagesResponseSchema } from '@comptoir/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../../db/test-db.ts';
import { messageReads, messages } from '../../db/schema/index.ts';
import { bodyOf, seedWorld, signIn, type World } from '../../test/test-app.ts';

describeEachWorld('dashboard messages', (testDb) => {
  let world: World;
  beforeAll(async () => {
    world = await seedWorld(testDb());
  });
  const get = async (logonName: string, language = 'en-CA') => {
    const session = await signIn(world.app, logonName);
    const response = await world.app.request('/api/dashboard/messages', { headers: { ...session.headers, 'Accept-Language': language } });
    expect(response.status).toBe(200);
    return DashboardMessagesResponseSchema.parse(await bodyOf(response));
  };
  /** The seeded messages a buyer has not read: their own and their client's to every buyer, newest first. */
  const seededActive = (logonName: string) =>
    world.dataset.messages
      .filter((message) => message.clientId === world.clientIdOf(logonName) && message.readDate === null && (message.buyerId === null || message.buyerId === world.buyerId(logonName)))
      .sort((a, b) => b.createdDate.localeCompare(a.createdDate));

  it("answers the buyer's own unread messages and the client's, newest first, in the request's language; never a read one, another buyer's or another client's", async () => {
    const expected = seededActive('buyer-on');
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const english = await get('buyer-on');
    expect(english.map((message) => message.PrimaryMessage)).toEqual(expected.map((message) => message.primaryMessage.en));
    expect(english.map((message) => [message.messageId, message.MessageStatus, message.MessageType])).toEqual(expected.map((message) => [message.id, message.messageStatus, message.messageType]));
    expect(english.map((message) => message.SecondaryMessages)).toEqual(expected.map((message) => message.secondaryMessages.map((text) => text.en)));
    const french = await get('buyer-on', 'fr-CA');
    expect(french.map((message) => message.PrimaryMessage)).toEqual(expected.map((message) => message.primaryMessage.fr));
    expect(french.flatMap((message) => message.SecondaryMessages)).toEqual(expected.flatMap((message) => message.secondaryMessages.map((text) => text.fr)));

    const readOwn = world.dataset.messages.find((message) => message.buyerId === world.buyerId('buyer-on') && message.readDate !== null);
    const [approversOwn] = await testDb().db.insert(messages).values({
      clientId: world.clientIdOf('approver-on'), buyerId: world.buyerId('approver-on'), messageStatus: 3, messageType: 4, primaryMessageEn: 'For the approver', primaryMessageFr: 'Pour l’approbateur',
    }).returning();
    const otherClients = world.dataset.messages.filter((message) => message.clientId !== world.clientIdOf('buyer-on'));
    const ids = (await get('buyer-on')).map((message) => message.messageId);
    expect(readOwn && approversOwn && otherClients.length > 0).toBeTruthy();
    for (const hidden of [readOwn, approversOwn, ...otherClients]) expect(ids).not.toContain(hidden?.id);
    expect((await get('approver-on')).map((message) => message.messageId)).toContain(approversOwn?.id);
  });

  it('tells an approver no stored count of the orders awaiting them (it went stale): the approvals tile lists those orders as they are', async () => {
    for (const language of ['en-CA', 'fr-CA']) {
      const texts = (await get('approver-on', language)).map((message) => message.PrimaryMessage);
      expect(texts.filter((text) => /awaiting your approval|attendent votre approbation/.test(text))).toEqual([]);
    }
  });

  it("a client's message read by one buyer stays active for the client's other buyers", async () => {
    const clientWide = world.dataset.messages.find((message) => message.buyerId === null && message.clientId === world.clientIdOf('buyer-on'));
    expect(clientWide).toBeTruthy();
    await testDb().db.insert(messageReads).values({ messageId: clientWide?.id ?? '', buyerId: world.buyerId('buyer-on') });
    expect((await get('buyer-on')).map((message) => message.messageId)).not.toContain(clientWide?.id);
    expect((await get('approver-on')).map((message) => message.messageId)).toContain(clientWide?.id);
  });

  it(`answers at most ${DASHBOARD_MESSAGE_COUNT} messages, the newest`, async () => {
    const clientId = world.clientIdOf('buyer-bc');
    const base = Date.parse('2026-02-01T12:00:00Z');
    await testDb().db.insert(messages).values(
      Array.from({ length: DASHBOARD_MESSAGE_COUNT + 2 }, (_, index) => ({
        clientId, buyerId: null, messageStatus: 3, messageType: 4, primaryMessageEn: `Notice ${index}`, primaryMessageFr: `Avis ${index}`, createdAt: new Date(base + index * 86_400_000),
      })),
    );
    const answer = await get('buyer-bc');
    expect(answer).toHaveLength(DASHBOARD_MESSAGE_COUNT);
    expect(answer[0]?.PrimaryMessage).toBe(`Notice ${DASHBOARD_MESSAGE_COUNT + 1}`);
    expect(answer[0]?.createdDate).toBe('2026-02-12');
    expect(answer.map((message) => message.PrimaryMessage)).not.toContain('Notice 0');
  });

  it('a visitor is refused (401)', async () => {
    expect((await world.app.request('/api/dashboard/messages')).status).toBe(401);
  });
});
