import { MenuCategoryResponseSchema } from '@comptoir/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../../db/test-db.ts';
import { bodyOf, seedWorld, type World } from '../../test/test-app.ts';

describeEachWorld("menu answers fit core's contract", (testDb) => {
  let world: World;
  beforeAll(async () => {
    world = await seedWorld(testDb());
  });

  it('top level and the children of a category, in both languages', async () => {
    const top = MenuCategoryResponseSchema.parse(await bodyOf(await world.app.request('/api/menu/category/1/0', { headers: { 'Accept-Language': 'fr-CA' } })));
    expect(top.length).toBeGreaterThan(0);
    const parent = top.find((node) => node.HasChildren);
    expect(parent).toBeDefined();
    const children = MenuCategoryResponseSchema.parse(await bodyOf(await world.app.request(`/api/menu/category/2/${parent?.Id}`)));
    expect(children.every((node) => node.Level === 2)).toBe(true);
  });
});
