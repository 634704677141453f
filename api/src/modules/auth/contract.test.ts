import { AuthenticateResponseSchema, ErrorResponseSchema, HandoffResponseSchema } from '@comptoir/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../../db/test-db.ts';
import { bodyOf, freshAddress, json, seedWorld, signIn, type World } from '../../test/test-app.ts';

describeEachWorld("auth answers fit core's contract", (testDb) => {
  let world: World;
  beforeAll(async () => {
    world = await seedWorld(testDb());
  });
  const authenticate = (body: unknown) => world.app.request('/svc/auth/api/buyer/authenticate', json('POST', body, { 'X-Forwarded-For': freshAddress() }));

  it('authenticate: success and refusal', async () => {
    const ok = AuthenticateResponseSchema.parse(await bodyOf(await authenticate({ logonName: 'admin-qc', password: 'Comptoir2026!' })));
    expect(ok).toMatchObject({ isSuccess: true, buyerId: world.buyerId('admin-qc'), adminUserId: world.buyerId('admin-qc'), redirectUrl: '/fr' });
    const refused = await bodyOf(await authenticate({ logonName: 'admin-qc', password: 'wrong' }));
    expect(AuthenticateResponseSchema.parse(refused)).toMatchObject({ isSuccess: false, buyerId: null, sessionId: null });
    expect(ErrorResponseSchema.safeParse(refused).success).toBe(true);
  });

  it('handoff, then login-by-ids with it', async () => {
    const session = await signIn(world.app, 'buyer-on');
    const handoff = HandoffResponseSchema.parse(await bodyOf(await world.app.request('/svc/auth/api/buyer/handoff', { method: 'POST', headers: session.headers })));
    const byIds = await authenticate({ BuyerId: handoff.BuyerId, SessionId: handoff.SessionId, PostalCode: handoff.PostalCode ?? '' });
    expect(AuthenticateResponseSchema.parse(await bodyOf(byIds))).toMatchObject({ isSuccess: true, buyerId: session.buyerId });
  });
});
