import { KeywordSearchBodySchema as SearchKeywordRequestSchema } from './request-schemas.ts';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDriver } from '../../db/test-db.ts';
import { datasetCases, wordCases, type RelevanceCase } from './relevance-cases.ts';
import { searchCatalogue } from './search-service.ts';
import { suggest } from './suggest-service.ts';
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

  const fitting = (model: string) => new Set(world.dataset.products.filter((p) => p.printerModels.includes(model)).map((p) => p.code));

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
      else if (rc.fits && !top.every((r) => fitting(rc.fits ?? '').has(r.ProductCode))) failures.push(`${rc.q}: ${top.map((r) => r.ProductCode).join(', ')} do not all fit ${rc.fits}`);
    }
    expect(failures).toEqual([]);
  });

  it('a typed printer model finds every product that fits it, and only those', async () => {
    const model = world.dataset.products.find((p) => p.printerModels.length > 0 && !p.flags.restricted)?.printerModels[0] ?? '';
    const number = model.split(' ').slice(1).join(' ');
    const result = await searchCatalogue(testDb().db, guestViewer, SearchKeywordRequestSchema.parse({ keyWord: number, language: 'en', recordPerPage: 50 }));
    const expected = world.dataset.products.filter((p) => p.printerModels.includes(model) && !p.flags.restricted).map((p) => p.code);
    expect(result.TotalRecords).toBe(expected.length);
    expect(result.Records.length).toBe(Math.min(expected.length, 50));
    expect(result.Records.every((r) => expected.includes(r.ProductCode))).toBe(true);
    // While typing: the model's number without its last character ('LX-320').
    const typing = /\d/.test(number.slice(0, -1)) ? number.slice(0, -1) : number;
    const suggested = await suggest(testDb().db, guestViewer, typing, 'en');
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.every((s) => s.ProductCode !== null && expected.includes(s.ProductCode))).toBe(true);
  });

  it('ranks name and category words above description words: staplers before staples', async () => {
    const records = await run({ q: 'stapler', language: 'en', expect: /./, top: 1 });
    const firstStaple = records.findIndex((r) => !/stapler/i.test(r.Description));
    const lastStapler = records.map((r) => /stapler/i.test(r.Description)).lastIndexOf(true);
    expect(firstStaple === -1 || firstStaple > lastStapler).toBe(true);
  });

  it('finds nothing for words no product carries, and the typo fallback marks its results', async () => {
    expect(await run({ q: 'zzqxv', language: 'en', expect: /./, top: 0 })).toEqual([]);
    // Punctuation or a single letter names no product (as a prefix, 'a' listed 500 at random).
    expect(await run({ q: '&&&|||!!!', language: 'fr', expect: /./, top: 0 })).toEqual([]);
    expect(await run({ q: 'a', language: 'en', expect: /./, top: 0 })).toEqual([]);
    const typo = await searchCatalogue(testDb().db, guestViewer, SearchKeywordRequestSchema.parse({ keyWord: 'stpler', language: 'en' }));
    expect(typo.IsCustomProductSearch).toBe(true);
    const exact = await searchCatalogue(testDb().db, guestViewer, SearchKeywordRequestSchema.parse({ keyWord: 'stapler', language: 'en' }));
    expect(exact.IsCustomProductSearch).toBe(false);
  });
});
