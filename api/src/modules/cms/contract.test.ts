import { CmsLayoutResponseSchema, ErrorResponseSchema } from '@comptoir/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../../db/test-db.ts';
import { bodyOf, seedWorld, signIn, type SignedIn, type World } from '../../test/test-app.ts';

describeEachWorld("layout answers fit core's contract", (testDb) => {
  let world: World;
  let admin: SignedIn;
  let buyer: SignedIn;
  beforeAll(async () => {
    world = await seedWorld(testDb());
    admin = await signIn(world.app, 'admin-on');
    buyer = await signIn(world.app, 'buyer-qc');
  });
  const get = async (query: string, who: SignedIn | null, language: string) =>
    bodyOf(await world.app.request(`/svc/cms/cms/layout${query}`, { headers: { 'Accept-Language': language, ...(who ? { Cookie: who.cookie } : {}) } }));

  it('a guest, a buyer in French, an admin preview and a named draft; a refusal in the Messages shape', async () => {
    const answers = [await get('', null, 'en-CA'), await get('?branding=harbourline', null, 'fr-CA'), await get('', buyer, 'fr-CA'), await get('?preview=true', admin, 'en-CA'), await get('?preview=true&title=Fall%20preview', admin, 'fr-CA')];
    for (const answer of answers) expect(CmsLayoutResponseSchema.parse(answer).blocks.length).toBeGreaterThan(0);
    expect(ErrorResponseSchema.parse(await get('?title=Nope', buyer, 'fr-CA')).Messages[0]?.Type).toBe('cms.layoutNotFound');
  });
});
