import { productCodeKey } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { queryRows } from '../../db/index.ts';
import { describeEachDriver } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createProduct } from '../../test/commerce-world.ts';

/** Codes with dashes or spaces, typed the ways buyers type them (the fixture catalogue's codes have none). */
describeEachDriver('a product code typed with or without its punctuation', (testDb) => {
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    const { db, kind } = testDb();
    app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: { ...commerceConfig, catalogueCacheSeconds: 0 } });
    const catalogue = await createCatalogue(db);
    for (const code of ['HP-64XL', 'HP-62XL', 'XHP-64XL', 'CF 410A', 'CF-410AB', 'P-225E15E4']) await createProduct(db, catalogue, { listPrice: 1000, code });
    await createProduct(db, catalogue, { listPrice: 1000, code: 'Q7731', codeJda: '778-1234' });
  });

  const search = async (keyWord: string, language: 'en' | 'fr', sortBy = 0) => {
    const body = JSON.stringify({ keyWord, language, sortBy });
    const response = await app.request('/svc/search/Search/keyword', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(200);
    return ((await response.json()) as { Records: Array<{ ProductCode: string }> }).Records.map((record) => record.ProductCode);
  };
  const suggest = async (q: string, language: 'en' | 'fr') => {
    const response = await app.request(`/svc/search/Search/suggest?${new URLSearchParams({ q, language })}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { Suggestions: Array<{ ProductCode: string | null }> }).Suggestions.flatMap((s) => (s.ProductCode ? [s.ProductCode] : []));
  };

  it.each([
    ['HP-64XL', 'en'], ['HP64XL', 'fr'], ['HP 64XL', 'en'], ['hp-64xl', 'fr'], ['hp64xl', 'en'], ['hp 64xl', 'fr'],
  ] as const)("finds HP-64XL first, typed '%s' (%s), and not its neighbours", async (typed, language) => {
    // Not another model (HP-62XL), nor a code holding the typed one without starting with it (XHP-64XL).
    expect(await search(typed, language)).toEqual(['HP-64XL']);
  });

  it.each([
    ['P-225E15E4', ['P-225E15E4'], 'en'], ['p225e15e4', ['P-225E15E4'], 'fr'], ['P 225E15E4', ['P-225E15E4'], 'en'],
    ['CF 410A', ['CF 410A', 'CF-410AB'], 'fr'], ['cf410a', ['CF 410A', 'CF-410AB'], 'en'], ['CF-410A', ['CF 410A', 'CF-410AB'], 'fr'],
    ['7781234', ['Q7731'], 'en'],
  ] as const)("finds a code typed '%s' as %s (%s): the exact code first even by name Z-A, then the codes it starts", async (typed, codes, language) => {
    expect(await search(typed, language)).toEqual(codes);
    expect(await search(typed, language, 4)).toEqual(codes);
  });

  it('finds codes by the start typed any way (search as you type), and only those', async () => {
    for (const typed of ['hp-6', 'HP 6', 'hp6']) expect((await search(typed, 'en')).sort()).toEqual(['HP-62XL', 'HP-64XL']);
    for (const typed of ['hp-64', 'HP 64', 'hp64x']) expect(await search(typed, 'fr')).toEqual(['HP-64XL']);
  });

  it("reads codes in the database as core's productCodeKey does, whatever the characters", async () => {
    const unit = fc.oneof(fc.constantFrom('-', ' ', '.', '/', 'é', 'É', 'ß', 'ı', 'ﬁ', '٣', '２'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }));
    const texts = fc.sample(fc.string({ unit, maxLength: 12 }), 300).map((text) => text.replace(/\0/g, ''));
    const rows = await queryRows<{ key: string }>(
      testDb().db,
      sql`select product_code_key(t.value) as key from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as t(value, i) order by t.i`,
    );
    expect(rows.map((row) => row.key)).toEqual(texts.map(productCodeKey));
  });

  it('suggests the product whose code is being typed, with or without its dash', async () => {
    for (const [typed, language] of [['hp-64', 'en'], ['HP 64', 'fr'], ['hp64x', 'en']] as const) expect(await suggest(typed, language)).toEqual(['HP-64XL']);
    expect(await suggest('cf41', 'fr')).toEqual(['CF 410A', 'CF-410AB']);
    expect((await suggest('hp 6', 'en')).sort()).toEqual(['HP-62XL', 'HP-64XL']);
  });
});
