/**
 * `npx tsx bench/explain.ts <keyword|suggest|detail> <text> [en|fr] [--plan]`: the planning and execution
 * times (median of 7 runs, EXPLAIN ANALYZE without per-node timing) of each statement one guest request
 * sends, against BENCH_DATABASE_URL (the 100,000-product bench database); --plan prints one full
 * EXPLAIN (ANALYZE, BUFFERS) as well.
 */
import { sql, type SQL } from 'drizzle-orm';
import { openDb, queryRows, type Executor } from '../src/db/index.ts';
import { productDetails } from '../src/modules/products/index.ts';
import { guestViewer, searchCatalogue, suggest } from '../src/modules/search/index.ts';

const args = process.argv.slice(2);
const showPlan = args.includes('--plan');
const [kind = 'keyword', text = 'paper', language = 'en'] = args.filter((a) => a !== '--plan');
const lang = language === 'fr' ? 'fr' : 'en';
const RUNS = 7;
const handle = await openDb({ databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/comptoir_bench', maxConnections: 1 });
const explain = async (query: SQL, options: SQL) =>
  (await queryRows<{ 'QUERY PLAN': string }>(handle.db, sql`explain (${options}) ${query}`)).map((r) => r['QUERY PLAN']);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const timeOf = (lines: string[], label: string) => Number(lines.find((l) => l.startsWith(label))?.replace(/[^0-9.]/g, '') ?? 0);

let statement = 0;
const explaining = {
  execute: async (query: SQL) => {
    statement++;
    // Once unexplained first: the connection's catalog caches are then warm, as in the pooled server.
    await handle.db.execute(query);
    if (showPlan) console.log((await explain(query, sql`analyze, buffers`)).join('\n'));
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await explain(query, sql`analyze, timing off, buffers`));
    const buffers = runs[0]?.find((l) => l.trim().startsWith('Buffers'))?.trim() ?? '';
    console.log(`statement ${statement}: planning ${median(runs.map((r) => timeOf(r, 'Planning Time'))).toFixed(2)} ms, execution ${median(runs.map((r) => timeOf(r, 'Execution Time'))).toFixed(2)} ms (median of ${RUNS}); ${buffers}`);
    return queryRows(handle.db, query);
  },
} as unknown as Executor;
try {
  if (kind === 'keyword') await searchCatalogue(explaining, guestViewer, { keyWord: text, language: lang, currentPage: 1, recordPerPage: 25, sortBy: 0, FilterByType: 3, SelectedFacetFilter: [], ShowStandingOfferProduct: 0, clientId: null, Buyer: null, finderType: null, ShowHideRestrictions: 2 });
  else if (kind === 'suggest') await suggest(explaining, guestViewer, text, lang);
  else await productDetails(explaining, guestViewer, [text], { language: lang });
} finally {
  await handle.close();
}
