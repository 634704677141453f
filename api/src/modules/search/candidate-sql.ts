import { sql, type SQL } from 'drizzle-orm';
import { prefixTsQuery, type KeywordQuery } from './keyword-query.ts';

export type Language = 'en' | 'fr';

/** The restrictions every search applies before ranking (so the candidate cap counts only eligible rows). */
export interface BaseFilters {
  hideRestricted: boolean;
  coreOnly: boolean;
  /** ShowStandingOfferProduct 1: only products under the client's contract. */
  standingOfferClientId: string | null;
  /** The day contracts are judged by. */
  asOf: Date;
  categoryIds: readonly string[] | null;
  productIds: readonly string[] | null;
}

export const uuidArray = (ids: readonly string[]): SQL =>
  ids.length === 0 ? sql`'{}'::uuid[]` : sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;

export function baseFilterSql(f: BaseFilters): SQL {
  const parts: SQL[] = [];
  if (f.hideRestricted) parts.push(sql`not p.is_restricted`);
  if (f.coreOnly) parts.push(sql`p.is_core`);
  if (f.categoryIds) parts.push(sql`p.category_id = any(${uuidArray(f.categoryIds)})`);
  if (f.productIds) parts.push(sql`p.id = any(${uuidArray(f.productIds)})`);
  if (f.standingOfferClientId) {
    parts.push(sql`exists (select 1 from contract_prices cp where cp.product_id = p.id and cp.client_id = ${f.standingOfferClientId}
      and ${f.asOf.toISOString().slice(0, 10)}::date between cp.start_date and cp.end_date)`);
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** Rank weights {D, C, B, A}: name, code and brand (A) far above category words (B) and descriptions (C). */
const weights = sql.raw(`'{0.05, 0.2, 0.4, 1.0}'::float4[]`);
const config = { en: sql.raw(`'comptoir_en'::regconfig`), fr: sql.raw(`'comptoir_fr'::regconfig`) };
const nameColumn = { en: sql.raw('p.name_en'), fr: sql.raw('p.name_fr') };

/** Typo fallback runs only when full-text search found fewer than this many products. */
export const FUZZY_WHEN_FEWER_THAN = 3;
/** Full-text candidates fetched (unordered) per ranked candidate kept. */
const PRE_RANK_FACTOR = 4;
const FUZZY_CAP = 200;
/** 'stpler' against 'Stapler' scores 0.5; pg_trgm's default of 0.6 would miss it. */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/**
 * The `hits (id, score, exact_code)` CTEs for a keyword. Both languages' vectors are searched (Canadians
 * type either language in either interface); the interface language ranks higher. Exact and prefix
 * product-code matches score far above any text rank. When full-text search finds (almost) nothing, a
 * pg_trgm word-similarity pass over unaccented names catches typos ('stpler').
 */
export function keywordHitsSql(kw: KeywordQuery, language: Language, filters: SQL, cap: number): SQL {
  const tsq = prefixTsQuery(kw.words) ?? '';
  const exact = kw.words.join(' & ');
  const other: Language = language === 'en' ? 'fr' : 'en';
  const code = kw.code ?? '';
  const codeMatch = kw.code ? sql`or p.code like ${`${code}%`} or p.code_jda = ${code}` : sql``;
  return sql`
    q as (select to_tsquery(${config.en}, ${tsq}) as en, to_tsquery(${config.fr}, ${tsq}) as fr,
      to_tsquery(${config[language]}, ${exact}) as exact),
    -- Broad words ('paper') match thousands of rows at 100,000 products: rank an unordered sample of them.
    text_candidates as (
      select p.id from products p, q
      where (p.search_en @@ q.en or p.search_fr @@ q.fr ${codeMatch}) and ${filters}
      limit ${cap * PRE_RANK_FACTOR}
    ),
    text_hits as (
      select p.id,
        (p.code = ${code} or p.code_jda = ${code}) as exact_code,
        (case when p.code = ${code} or p.code_jda = ${code} then 100 when ${code} <> '' and p.code like ${`${code}%`} then 50 else 0 end)
        + case when p.search_${sql.raw(language)} @@ q.${sql.raw(language)} then ts_rank(${weights}, p.search_${sql.raw(language)}, q.${sql.raw(language)}) * 10 else 0 end
        -- The typed words side by side in the name ('ballpoint pens') beat the same words scattered.
        + case when translate(immutable_unaccent(lower(${nameColumn[language]})), ${"',.-&/()"}, '        ')
            like '%' || immutable_unaccent(${kw.fuzzy}) || '%' then 3 else 0 end
        -- Whole words rank above the same text as a prefix ('pens' before 'pencils').
        + case when p.search_${sql.raw(language)} @@ q.exact then ts_rank(${weights}, p.search_${sql.raw(language)}, q.exact) * 5 else 0 end
        + case when p.search_${sql.raw(other)} @@ q.${sql.raw(other)} then ts_rank(${weights}, p.search_${sql.raw(other)}, q.${sql.raw(other)}) * 4 else 0 end
        as score
      from text_candidates t join products p on p.id = t.id, q
      order by score desc
      limit ${cap}
    ),
    fuzzy_hits as (
      select p.id, false as exact_code,
        greatest(word_similarity(${kw.fuzzy}, immutable_unaccent(${nameColumn[language]})),
                 word_similarity(${kw.fuzzy}, immutable_unaccent(${nameColumn[other]})) * 0.8) as score
      from products p
      where (select count(*) from text_hits) < ${FUZZY_WHEN_FEWER_THAN}
        -- Evaluated once, before the index scan, and local to this statement: 0.6 misses one-letter typos.
        and (select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)) <> ''
        and (immutable_unaccent(${kw.fuzzy}) <% immutable_unaccent(p.name_en) or immutable_unaccent(${kw.fuzzy}) <% immutable_unaccent(p.name_fr))
        and ${filters}
      order by score desc
      limit ${FUZZY_CAP}
    ),
    hits as (
      select id, bool_or(exact_code) as exact_code, max(score) as score
      from (select * from text_hits union all select id, exact_code, score * 0.5 from fuzzy_hits) h
      group by id
    )`;
}

/** Browsing (no keyword): every eligible product is a candidate, best first by core and reviews. */
export function browseHitsSql(filters: SQL, cap: number): SQL {
  return sql`
    hits as (
      select p.id, false as exact_code, 0::float4 as score
      from products p
      where ${filters}
      order by p.is_core desc, p.review_count desc, p.code
      limit ${cap}
    )`;
}
