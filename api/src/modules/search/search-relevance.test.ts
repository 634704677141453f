import { KeywordSearchBodySchema as SearchKeywordRequestSchema } from './request-schemas.ts';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDriver } from '../../db/test-db.ts';
import { datasetCases, wordCases, type RelevanceCase } from './relevance-cases.ts';
import { searchCatalogue } from './search-service.ts';
import { seededCatalogue, type SeededCatalogue } from './seeded-catalogue.ts';
import { guestViewer } from './viewer.ts';

describeEachDriver('search relevance', (testDb) => {
  let world: SeededCatalogue;
  // 600 products: every leaf has several products, so each expected name really exists.
  beforeAll(async () => {
    world = await seededCatalogue(testDb().db);
  });

  const run = async (rc: RelevanceCase) => {
    const result = await searchCatalogue(testDb().db, guestViewer, SearchKeywordRequestSchema.parse({ keyWord: rc.q, language: rc.language }));
    return result.Records;
  };

  it('answers at least 40 queries in both languages with the expected top results', async () => {
    const cases = [...wordCases, ...datasetCases(world.dataset)];
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    for (const rc of cases) {
      const records = await run(rc);
      const top = records.slice(0, rc.top);
      if (top.length < rc.top) failures.push(`${rc.q} (${rc.language}): only ${records.length} results`);
      else if (rc.firstCode && records[0]?.ProductCode !== rc.firstCode) failures.push(`${rc.q}: first ${records[0]?.ProductCode}, wanted ${rc.firstCode}`);
      else if (!top.every((r) => rc.expect.test(r.Description))) failures.push(`${rc.q} (${rc.language}): ${top.map((r) => r.Description).join(' | ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('ranks name and category words above description words: staplers before staples', async () => {
    const records = await run({ q: 'stapler', language: 'en', expect: /./, top: 1 });
    const firstStaple = records.findIndex((r) => !/stapler/i.test(r.Description));
    const lastStapler = records.map((r) => /stapler/i.test(r.Description)).lastIndexOf(true);
    expect(firstStaple === -1 || firstStaple > lastStapler).toBe(true);
  });

  it('finds nothing for words no product carries, and the typo fallback marks its results', async () => {
    expect(await run({ q: 'zzqxv', language: 'en', expect: /./, top: 0 })).toEqual([]);
    const typo = await searchCatalogue(testDb().db, guestViewer, SearchKeywordRequestSchema.parse({ keyWord: 'stpler', language: 'en' }));
    expect(typo.IsCustomProductSearch).toBe(true);
    const exact = await searchCatalogue(testDb().db, guestViewer, SearchKeywordRequestSchema.parse({ keyWord: 'stapler', language: 'en' }));
    expect(exact.IsCustomProductSearch).toBe(false);
  });
});
