import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, buyerShipTos, buyers, groupOrders, orders, sessions } from '../../db/schema/index.ts';
import { describeEachWorld } from '../../db/test-db.ts';
import { bodyOf, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

/**
 * A buyer may order for their ship-to list and their default (checkout's mayOrderFor). When an administrator's change takes
 * a ship-to away from them, their open carts and chosen session ship-to leave it in the same transaction.
 */
describeEachWorld('admin takes a ship-to away from a buyer: their carts move', (testDb) => {
  let world: World;
  let admin: SignedIn;
  let buyer: SignedIn;
  let colleague: SignedIn;
  let otherClientBuyer: SignedIn;
  // Client ON's ship-tos by number: Head office (the client's default), Mississauga branch, Thunder Bay office.
  let headOffice: { id: string; postalCode: string; deliveryZone: string };
  let mississauga: typeof headOffice;
  let thunderBay: typeof headOffice;

  const db = () => testDb().db;
  const patchUser = (buyerId: string, body: unknown) => world.app.request(`/admin-api/users/${buyerId}`, json('PATCH', body, { 'Accept-Language': 'en-CA', ...admin.headers }));
  const cartDetails = async (who: SignedIn) => {
    const response = await world.app.request('/api/cart/cartDetails', { headers: { 'Accept-Language': 'en-CA', ...who.headers } });
    expect(response.status, await response.clone().text()).toBe(200);
    return bodyOf(response);
  };
  const openCartOf = async (buyerId: string) => (await db().select().from(orders).where(and(eq(orders.buyerId, buyerId), eq(orders.status, 'open'), isNull(orders.groupOrderId))))[0];
  const versionOf = async (buyerId: string) => (await openCartOf(buyerId))?.version;
  /** The buyer's access and cart as an earlier change left them (no route takes a ship-to out of a buyer's list yet). */
  const given = async (list: Array<typeof headOffice>, defaultShipTo: typeof headOffice | null, cartAt: typeof headOffice) => {
    await db().delete(buyerShipTos).where(eq(buyerShipTos.buyerId, buyer.buyerId));
    if (list.length) await db().insert(buyerShipTos).values(list.map((shipTo) => ({ buyerId: buyer.buyerId, shipToId: shipTo.id })));
    await db().update(buyers).set({ defaultShipToId: defaultShipTo?.id ?? null }).where(eq(buyers.id, buyer.buyerId));
    await db().update(orders).set({ shipToId: cartAt.id, shippingPostalCode: cartAt.postalCode, deliveryZone: cartAt.deliveryZone }).where(and(eq(orders.buyerId, buyer.buyerId), eq(orders.status, 'open')));
    await db().update(sessions).set({ shipToId: cartAt.id }).where(eq(sessions.buyerId, buyer.buyerId));
  };
  const addToCart = async (who: SignedIn) => {
    const code = world.dataset.products.find((product) => !product.flags.restricted && product.minimumQuantity === 1 && product.salesMultiple === 1)?.code;
    const added = await world.app.request('/api/cart/addtocart?callingLocation=react', json('POST', { Products: [{ ProductCode: code, Quantity: 2 }] }, who.headers));
    expect(added.status, await added.clone().text()).toBe(200);
  };

  beforeAll(async () => {
    world = await seedWorld(testDb());
    admin = await signIn(world.app, 'admin-on');
    buyer = await signIn(world.app, 'buyer-on');
    colleague = await signIn(world.app, 'hannah.patel');
    otherClientBuyer = await signIn(world.app, 'buyer-qc');
    const clientShipTos = world.dataset.shipTos.filter((s) => s.clientId === world.clientIdOf('buyer-on')).sort((a, b) => a.shipToNo.localeCompare(b.shipToNo));
    [headOffice, mississauga, thunderBay] = clientShipTos.map((s) => ({ id: s.id, postalCode: s.address.postalCode, deliveryZone: s.deliveryZone })) as [typeof headOffice, typeof headOffice, typeof headOffice];
    expect(clientShipTos.map((s) => s.name)).toEqual(['Head office', 'Mississauga branch', 'Thunder Bay office']);
    for (const who of [buyer, colleague, otherClientBuyer]) await addToCart(who);
  });

  it('leaves the cart where it is while the buyer may still order for its ship-to', async () => {
    await given([headOffice, mississauga, thunderBay], headOffice, headOffice);
    const before = await openCartOf(buyer.buyerId);
    const response = await patchUser(buyer.buyerId, { defaultShipToId: mississauga.id });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await openCartOf(buyer.buyerId)).toEqual(before);
    const [audited] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'admin.user.update'), eq(auditLog.entityId, buyer.buyerId)));
    expect(audited?.after).toEqual({ defaultShipToId: mississauga.id });
  });

  it("moves the cart (and a group-order cart) to the buyer's new default when the old default was their only access to its ship-to, as the cart answer shows", async () => {
    await given([mississauga, thunderBay], headOffice, headOffice);
    const [groupOrder] = await db().insert(groupOrders).values({ groupOrderNumber: 990_001, clientId: world.clientIdOf('buyer-on'), creatorId: buyer.buyerId, shipToId: headOffice.id, name: 'Team lunch', closingDate: new Date(Date.now() + 86_400_000) }).returning();
    const [groupCart] = await db().insert(orders).values({ clientId: world.clientIdOf('buyer-on'), buyerId: buyer.buyerId, shipToId: headOffice.id, isGroupOrder: true, groupOrderId: groupOrder?.id, status: 'open' }).returning();
    expect((await cartDetails(buyer)).DeliveryAddress).toMatchObject({ name: 'Head office', postalCode: headOffice.postalCode });
    const before = await openCartOf(buyer.buyerId);
    const untouched = { colleague: await versionOf(colleague.buyerId), otherClient: await versionOf(otherClientBuyer.buyerId) };

    const response = await patchUser(buyer.buyerId, { defaultShipToId: thunderBay.id });
    expect(response.status, await response.clone().text()).toBe(200);

    const after = await db().select().from(orders).where(and(eq(orders.buyerId, buyer.buyerId), eq(orders.status, 'open')));
    for (const cart of after) expect(cart).toMatchObject({ shipToId: thunderBay.id, shippingPostalCode: thunderBay.postalCode, deliveryZone: thunderBay.deliveryZone });
    const cart = after.find((row) => row.groupOrderId === null);
    expect(cart?.version).toBe((before?.version ?? 0) + 1);
    expect(cart?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
    expect(after.find((row) => row.id === groupCart?.id)?.version).toBe((groupCart?.version ?? 0) + 1);
    expect((await db().select().from(sessions).where(eq(sessions.id, buyer.sessionId)))[0]?.shipToId).toBe(thunderBay.id);
    const details = await cartDetails(buyer);
    expect(details.DeliveryAddress).toMatchObject({ name: 'Thunder Bay office', postalCode: thunderBay.postalCode });
    expect(details.OrderDeli).toMatchObject({ shippingPostalCode: thunderBay.postalCode, deliveryZone: thunderBay.deliveryZone });
    expect({ colleague: await versionOf(colleague.buyerId), otherClient: await versionOf(otherClientBuyer.buyerId) }).toEqual(untouched);
    expect((await openCartOf(colleague.buyerId))?.shipToId).not.toBe(thunderBay.id);

    const audited = await db().select().from(auditLog).where(and(eq(auditLog.action, 'admin.user.update'), eq(auditLog.entityId, buyer.buyerId), eq(auditLog.actorId, admin.buyerId)));
    expect(audited.map((row) => row.after)).toContainEqual({
      defaultShipToId: thunderBay.id,
      cartsMoved: expect.arrayContaining([{ orderId: cart?.id, fromShipToId: headOffice.id, toShipToId: thunderBay.id }, { orderId: groupCart?.id, fromShipToId: headOffice.id, toShipToId: thunderBay.id }]),
      sessionsMoved: 1,
    });
    await db().delete(orders).where(eq(orders.id, groupCart?.id as string));
  });

  it('moves the cart to another ship-to the buyer may use when the default goes with the one taken away', async () => {
    await given([mississauga], thunderBay, thunderBay);
    const before = await versionOf(buyer.buyerId);
    const response = await patchUser(buyer.buyerId, { defaultShipToId: null });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await openCartOf(buyer.buyerId)).toMatchObject({ shipToId: mississauga.id, shippingPostalCode: mississauga.postalCode, deliveryZone: mississauga.deliveryZone, version: (before ?? 0) + 1 });
    expect((await cartDetails(buyer)).DeliveryAddress).toMatchObject({ name: 'Mississauga branch' });
  });

  it('leaves the cart without a ship-to when the buyer may use none: the cart still answers, and checkout asks for one', async () => {
    await given([], mississauga, mississauga);
    const response = await patchUser(buyer.buyerId, { defaultShipToId: null });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await openCartOf(buyer.buyerId)).toMatchObject({ shipToId: null, shippingPostalCode: null, deliveryZone: null });
    expect((await db().select().from(sessions).where(eq(sessions.id, buyer.sessionId)))[0]?.shipToId).toBeNull();
    const details = await cartDetails(buyer);
    expect(details.DeliveryAddress).toBeNull();
    expect(details.CartInfo.Products.length).toBeGreaterThan(0);
    expect(JSON.stringify(details.Messages)).toContain('Required: Please select the ship-to account for the order.');
    expect(details.ApprovalAction).toEqual([]);
  });
});
