import { formatMessage } from '@comptoir/core';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { categories } from '../../db/schema/categories.ts';
import { createLogger } from '../../platform/logger.ts';

const ids = {
  furniture: '00000000-0000-4000-8000-000000000001',
  paper: '00000000-0000-4000-8000-000000000002',
  chairs: '00000000-0000-4000-8000-000000000003',
  desks: '00000000-0000-4000-8000-000000000004',
  missing: '00000000-0000-4000-8000-0000000000ff',
};

const category = (id: string, parentId: string | null, level: number, slug: string, nameEn: string, nameFr: string, sortOrder: number) =>
  ({ id, parentId, level, slug, code: slug.toUpperCase(), nameEn, nameFr, sortOrder, pictogram: slug });

const tree = [
  category(ids.paper, null, 1, 'paper', 'Paper', 'Papier', 1),
  category(ids.furniture, null, 1, 'furniture', 'Furniture', 'Mobilier', 2),
  category(ids.desks, ids.furniture, 2, 'desks', 'Desks', 'Bureaux', 1),
  category(ids.chairs, ids.furniture, 2, 'chairs', 'Chairs', 'Chaises', 1),
];

describeEachDriver('GET /api/menu/category/{level}/{id}', (testDb: () => TestDb) => {
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    const { db, kind } = testDb();
    await db.insert(categories).values(tree);
    app = createApp({ db, databaseKind: kind, logger: createLogger('silent') });
  });

  const get = (path: string, language = 'en-CA') => app.request(path, { headers: { 'Accept-Language': language } });

  it('answers the top categories for level 1 and id 0, in menu order, in English', async () => {
    const response = await get('/api/menu/category/1/0');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { Id: ids.paper, Name: 'Paper', Url: '/browse-products/Category?q=paper', Level: 1, HasChildren: false },
      { Id: ids.furniture, Name: 'Furniture', Url: '/browse-products/Category?q=furniture', Level: 1, HasChildren: true },
    ]);
  });

  it('answers in French for fr-CA (and plain fr)', async () => {
    for (const language of ['fr-CA', 'fr', 'fr-FR,fr;q=0.9,en;q=0.5']) {
      const names = ((await (await get('/api/menu/category/1/0', language)).json()) as { Name: string }[]).map((item) => item.Name);
      expect(names).toEqual(['Papier', 'Mobilier']);
    }
  });

  it('answers the children of a category, same sort order broken by the name in the language', async () => {
    const english = (await (await get(`/api/menu/category/2/${ids.furniture}`)).json()) as { Name: string; HasChildren: boolean; Level: number }[];
    expect(english.map((item) => item.Name)).toEqual(['Chairs', 'Desks']);
    expect(english.every((item) => item.Level === 2 && !item.HasChildren)).toBe(true);
    const french = (await (await get(`/api/menu/category/2/${ids.furniture}`, 'fr-CA')).json()) as { Name: string }[];
    expect(french.map((item) => item.Name)).toEqual(['Bureaux', 'Chaises']);
  });

  it('answers an empty list for a leaf', async () => {
    expect(await (await get(`/api/menu/category/2/${ids.paper}`)).json()).toEqual([]);
  });

  it('rejects malformed parameters with 400 in the Messages shape, in the request language', async () => {
    for (const path of ['/api/menu/category/abc/x', '/api/menu/category/0/0', '/api/menu/category/1/12', '/api/menu/category/10/0']) {
      const response = await get(path, 'fr-CA');
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({
        isSuccess: false,
        Messages: [{ MessageStatus: 1, MessageType: 4, PrimaryMessage: formatMessage('fr-CA', 'errors.badRequest'), Type: 'errors.badRequest' }],
      });
    }
  });

  it('rejects id 0 below level 1 and answers 404 for an unknown category', async () => {
    expect((await get('/api/menu/category/2/0')).status).toBe(400);
    const missing = await get(`/api/menu/category/2/${ids.missing}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ Messages: [{ Type: 'errors.notFound' }] });
  });
});
