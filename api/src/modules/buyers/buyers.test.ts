import { ApproversResponseSchema, BuyerPatchErrorResponseSchema, BuyerResponseSchema, formatMessage, ShipTosResponseSchema } from '@comptoir/core';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../../db/test-db.ts';
import { auditLog, buyerShipTos, buyers } from '../../db/schema/index.ts';
import { bodyOf, json, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

describeEachWorld('buyers (spec §7 Buyer and client)', (testDb) => {
  let world: World;
  let buyer: SignedIn;
  let admin: SignedIn;
  const path = (logonName: string) => `/svc/buyers/buyers/${world.buyerId(logonName)}`;
  const patch = (who: SignedIn, logonName: string, body: unknown) => world.app.request(path(logonName), json('PATCH', body, who.headers));
  const lastAudit = async (entityId: string) => (await testDb().db.select().from(auditLog).where(and(eq(auditLog.entity, 'buyer'), eq(auditLog.entityId, entityId))).orderBy(desc(auditLog.seq)).limit(1))[0];

  beforeAll(async () => {
    world = await seedWorld(testDb());
    buyer = await signIn(world.app, 'buyer-on');
    admin = await signIn(world.app, 'admin-on');
  });

  it('GET buyers/{buyerId}?includes=client answers the contract, the session id only for the caller', async () => {
    const own = BuyerResponseSchema.parse(await bodyOf(await world.app.request(`${path('buyer-on')}?includes=client`, { headers: buyer.headers })));
    expect(own).toMatchObject({ buyerId: buyer.buyerId, sessionId: buyer.sessionId, isLoggedIn: true, client: { clientId: world.clientIdOf('buyer-on') } });
    const other = BuyerResponseSchema.parse(await bodyOf(await world.app.request(path('buyer-on'), { headers: admin.headers })));
    expect(other).toMatchObject({ sessionId: null, isLoggedIn: false, adminUserId: null });
  });

  it('a body that is not sent as JSON is refused (415, in the buyer language), not read as an empty change', async () => {
    const before = (await testDb().db.select().from(buyers).where(eq(buyers.id, buyer.buyerId)))[0];
    for (const [type, lang, wording] of [['text/plain;charset=UTF-8', 'en-CA', /sent as JSON/], ['application/x-www-form-urlencoded', 'fr-CA', /envoyée en JSON/]] as const) {
      const response = await world.app.request(path('buyer-on'), { method: 'PATCH', body: JSON.stringify({ title: 'Changed' }), headers: { ...buyer.headers, 'Content-Type': type, 'Accept-Language': lang } });
      expect(response.status).toBe(415);
      expect((await bodyOf(response)).Messages[0].PrimaryMessage).toMatch(wording);
    }
    expect((await testDb().db.select().from(buyers).where(eq(buyers.id, buyer.buyerId)))[0]?.title).toBe(before?.title);
    const json = await world.app.request(path('buyer-on'), { method: 'PATCH', body: JSON.stringify({ title: before?.title }), headers: { ...buyer.headers, 'Content-Type': 'application/json; charset=utf-8' } });
    expect(json.status).toBe(200);
  });

  it('PATCH writes only allow-listed fields, with before/after in an audit row of the same change', async () => {
    const before = (await testDb().db.select().from(buyers).where(eq(buyers.id, buyer.buyerId)))[0];
    const response = await patch(buyer, 'buyer-on', { firstName: 'Olivia-Jane', title: 'Office Lead', lastName: before?.lastName });
    expect(response.status).toBe(200);
    expect(BuyerResponseSchema.parse(await bodyOf(response))).toMatchObject({ firstName: 'Olivia-Jane', title: 'Office Lead' });
    const row = await lastAudit(buyer.buyerId);
    expect(row).toMatchObject({ action: 'buyer.update', actorId: buyer.buyerId, onBehalfOfId: null, clientId: world.clientIdOf('buyer-on') });
    // lastName did not change, so it is neither written nor audited.
    expect(row?.before).toEqual({ firstName: before?.firstName, title: before?.title });
    expect(row?.after).toEqual({ firstName: 'Olivia-Jane', title: 'Office Lead' });
    const [stored] = await testDb().db.select().from(buyers).where(eq(buyers.id, buyer.buyerId));
    expect(stored?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
  });

  it('an email address pasted with spaces around it is taken and kept trimmed (it was refused as no email address)', async () => {
    const response = await patch(buyer, 'buyer-on', { secondaryEmailAddress: ' olivia.orders@northwind.ca ' });
    expect(response.status).toBe(200);
    expect(BuyerResponseSchema.parse(await bodyOf(response)).secondaryEmailAddress).toBe('olivia.orders@northwind.ca');
  });

  it('an admin of the same client changes a buyer on their behalf; an unchanged PATCH writes no audit row', async () => {
    expect((await patch(admin, 'buyer-on', { telNumber: '416-555-0199' })).status).toBe(200);
    expect(await lastAudit(buyer.buyerId)).toMatchObject({ actorId: admin.buyerId, onBehalfOfId: buyer.buyerId, after: { telNumber: '416-555-0199' } });
    const count = (await testDb().db.select().from(auditLog)).length;
    expect((await patch(buyer, 'buyer-on', { telNumber: '416-555-0199' })).status).toBe(200);
    expect((await testDb().db.select().from(auditLog)).length).toBe(count);
  });

  it('refuses unknown or protected fields with 400 and changes nothing', async () => {
    const count = (await testDb().db.select().from(auditLog)).length;
    for (const body of [{ isAdmin: true }, { firstName: 'X', isAdminFlag: true }, { logonName: 'taken' }, [{ op: 'add', path: '/IsAdmin', value: true }], [{ op: 'remove', path: '/FirstName' }]]) {
      const response = await patch(buyer, 'buyer-on', body);
      expect(response.status).toBe(400);
      expect((await bodyOf(response)).Messages[0].Type).toBe('errors.badRequest');
    }
    const [stored] = await testDb().db.select().from(buyers).where(eq(buyers.id, buyer.buyerId));
    expect(stored).toMatchObject({ isAdmin: false, logonName: 'buyer-on', firstName: 'Olivia-Jane' });
    expect((await testDb().db.select().from(auditLog)).length).toBe(count);
  });

  it("refuses hidden and text-direction characters, blank names, texts too long and bad emails in the buyer's own profile, beside the field, and changes nothing", async () => {
    const before = (await testDb().db.select().from(buyers).where(eq(buyers.id, buyer.buyerId)))[0];
    const count = (await testDb().db.select().from(auditLog)).length;
    const patchIn = (body: unknown, language: string) => world.app.request(path('buyer-on'), json('PATCH', body, { ...buyer.headers, 'Accept-Language': language }));
    const cases: Array<[unknown, string, Record<string, string>]> = [
      [{ lastName: 'live \u202eLévesque-Côté' }, 'en-CA', { lastName: formatMessage('en-CA', 'errors.hiddenCharacters', { field: 'Last Name' }) }],
      [{ firstName: 'Olivia\u200b', title: 'Chef\u2066 des achats' }, 'fr-CA', { firstName: formatMessage('fr-CA', 'errors.hiddenCharacters', { field: 'Prénom' }), title: formatMessage('fr-CA', 'errors.hiddenCharacters', { field: 'Titre' }) }],
      [[{ op: 'replace', path: '/FirstName', value: '\u202dOlivia' }], 'fr-CA', { firstName: formatMessage('fr-CA', 'errors.hiddenCharacters', { field: 'Prénom' }) }],
      [{ secondaryEmailAddress: 'olivia\ufeff@example.ca', telNumber: '416\u0000555' }, 'en-CA', { secondaryEmailAddress: formatMessage('en-CA', 'errors.hiddenCharacters', { field: 'Secondary Email Address' }), telNumber: formatMessage('en-CA', 'errors.hiddenCharacters', { field: 'Telephone Number' }) }],
      // A blank name, a text too long or an email that is none: its own message beside the field (it was a bare 'bad request').
      [{ firstName: '   ', title: 'x'.repeat(61), emailAddress: 'olivia@' }, 'fr-CA', { firstName: formatMessage('fr-CA', 'errors.fieldRequired', { field: 'Prénom' }), title: formatMessage('fr-CA', 'errors.fieldTooLong', { field: 'Titre', max: 60 }), emailAddress: formatMessage('fr-CA', 'errors.invalidEmail') }],
      [[{ op: 'replace', path: '/LastName', value: '' }], 'en-CA', { lastName: formatMessage('en-CA', 'errors.fieldRequired', { field: 'Last Name' }) }],
      // Spec §5's email pattern, as the console's user form has it: an address it refuses would block the admin's next edit.
      [{ emailAddress: 'olivia+orders@example.ca' }, 'fr-CA', { emailAddress: formatMessage('fr-CA', 'errors.invalidEmail') }],
      // A telephone number that is none, a blank one, an extension that is not digits.
      [{ telNumber: 'call me maybe', faxNumber: '555', telNumberExtension: 'ext 22' }, 'en-CA', { telNumber: formatMessage('en-CA', 'errors.invalidTelephone', { field: 'Telephone Number' }), faxNumber: formatMessage('en-CA', 'errors.invalidTelephone', { field: 'Fax Number' }), telNumberExtension: formatMessage('en-CA', 'errors.invalidExtension', { field: 'Extension' }) }],
      [{ telNumber: '' }, 'fr-CA', { telNumber: formatMessage('fr-CA', 'errors.fieldRequired', { field: 'Numéro de téléphone' }) }],
      // A name with no letter ('-', an apostrophe, digits, an emoji) is no one's name, as in the console's user form.
      [{ firstName: '-', lastName: '😀' }, 'fr-CA', { firstName: formatMessage('fr-CA', 'errors.nameLetters', { field: 'Prénom' }), lastName: formatMessage('fr-CA', 'errors.nameLetters', { field: 'Nom' }) }],
      [[{ op: 'replace', path: '/LastName', value: "' 42" }], 'en-CA', { lastName: formatMessage('en-CA', 'errors.nameLetters', { field: 'Last Name' }) }],
    ];
    for (const [body, language, fieldErrors] of cases) {
      const response = await patchIn(body, language);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(BuyerPatchErrorResponseSchema.parse(await bodyOf(response)).FieldErrors).toEqual(fieldErrors);
    }
    expect((await testDb().db.select().from(buyers).where(eq(buyers.id, buyer.buyerId)))[0]).toEqual(before);
    expect((await testDb().db.select().from(auditLog)).length).toBe(count);
    // A name in another script, typed with combining accents, is kept (in NFC).
    const kept = await patchIn({ title: 'مديرة المشتريات', lastName: 'Co\u0302te\u0301' }, 'en-CA');
    expect(kept.status).toBe(200);
    expect((await testDb().db.select().from(buyers).where(eq(buyers.id, buyer.buyerId)))[0]).toMatchObject({ title: 'مديرة المشتريات', lastName: 'Côté' });
  });

  it("json-patch add /CultureCode sets the language and the language cookie; another client's buyer is 404", async () => {
    const response = await patch(buyer, 'buyer-on', [{ op: 'add', path: '/CultureCode', value: 'fr-CA' }]);
    expect(response.status).toBe(200);
    expect(BuyerResponseSchema.parse(await bodyOf(response))).toMatchObject({ cultureCode: 'fr-CA', language: 'fr' });
    expect(response.headers.getSetCookie().some((line) => line.includes('fr-CA'))).toBe(true);
    expect(await lastAudit(buyer.buyerId)).toMatchObject({ before: { cultureCode: 'en-CA' }, after: { cultureCode: 'fr-CA' } });
    expect((await patch(buyer, 'buyer-qc', { firstName: 'Intrus' })).status).toBe(404);
    expect((await patch(buyer, 'buyer-on', [{ op: 'add', path: '/CultureCode', value: 'de-DE' }])).status).toBe(400);
  });

  it('GET generic/approvers/{buyerId}: buyer-on is approved by approver-on, who is flagged an approver', async () => {
    const approvers = ApproversResponseSchema.parse(await bodyOf(await world.app.request(`/svc/buyers/generic/approvers/${buyer.buyerId}`, { headers: buyer.headers })));
    expect(approvers).toEqual([{ buyerId: world.buyerId('approver-on'), firstName: 'Marcus', lastName: 'Bennett', emailAddress: expect.stringContaining('@') }]);
    const approver = await signIn(world.app, 'approver-on');
    expect(await bodyOf(await world.app.request(`/svc/buyers/generic/approvers/${approver.buyerId}`, { headers: approver.headers }))).toEqual([]);
    expect((await bodyOf(await world.app.request(`/svc/buyers/generic/buyers/${approver.buyerId}`, { headers: approver.headers }))).isApprover).toBe(true);
    expect((await world.app.request(`/svc/buyers/generic/approvers/${world.buyerId('buyer-qc')}`, { headers: buyer.headers })).status).toBe(404);
  });

  it('ship-tos: favourites first, at most maxElements rows and maxFavorites flagged', async () => {
    const ids = world.dataset.buyers.find((b) => b.logonName === 'buyer-on')?.shipToIds ?? [];
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const last = ids.at(-1) as string;
    await testDb().db.update(buyerShipTos).set({ isFavorite: true }).where(and(eq(buyerShipTos.buyerId, buyer.buyerId), eq(buyerShipTos.shipToId, last)));
    await testDb().db.update(buyerShipTos).set({ isFavorite: true }).where(and(eq(buyerShipTos.buyerId, buyer.buyerId), eq(buyerShipTos.shipToId, ids.at(-2) as string)));
    const list = (query: string) => world.app.request(`/svc/buyers/buyers/${buyer.buyerId}/sessions/${buyer.sessionId}/shiptos?${query}`, { headers: buyer.headers });
    const all = ShipTosResponseSchema.parse(await bodyOf(await list('maxElements=50&maxFavorites=1')));
    expect(all).toHaveLength(ids.length);
    expect(all.filter((row) => row.isFavorite)).toHaveLength(1);
    expect(all[0]?.isFavorite).toBe(true);
    expect(all.slice(0, 2).map((row) => row.shipToId).sort()).toEqual([ids.at(-2), last].sort());
    const two = ShipTosResponseSchema.parse(await bodyOf(await list('maxElements=2&maxFavorites=0')));
    expect(two.map((row) => row.isFavorite)).toEqual([false, false]);
    expect((await list('maxElements=0')).status).toBe(400);
    expect((await world.app.request(`/svc/buyers/buyers/${buyer.buyerId}/sessions/${admin.sessionId}/shiptos`, { headers: buyer.headers })).status).toBe(404);
  });
});
