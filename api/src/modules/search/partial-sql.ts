import { sql, type SQL } from 'drizzle-orm';
import type { Language } from './candidate-sql.ts';
import { wordsTsQuery, type KeywordQuery } from './keyword-query.ts';
import { FUZZY_WHEN_FEWER_THAN } from './typo-sql.ts';

export interface PartialContext {
  language: Language;
  /** The product columns every hit carries (alias p). */
  columns: SQL;
  /** ts_rank weights {D, C, B, A}. */
  weights: SQL;
  config: Record<Language, SQL>;
  /** Every restriction a candidate passes (base filters and the typed colours). */
  filters: SQL;
  /** What the typed colours add to a product's score ('' when none). */
  colourScore: SQL;
  sample: number;
  cap: number;
}

/**
 * The `partial_hits` CTE: when full-text search finds (almost) nothing with every word ('HP toner', 'Canon toner',
 * 'desk chair', 'ream of paper' — a brand the catalogue does not carry, two words no name holds together, a unit names
 * do not say), the products of the kind the head word names (core's headWord: 'toner', 'chair', 'paper'), ranked by
 * how much of the rest they match and by their category. Empty when every word found products or there is no head word;
 * before the typo fallback, which corrects words rather than dropping them.
 */
export function partialHitsSql(kw: KeywordQuery, c: PartialContext): SQL {
  const none = sql`partial_hits as (select * from text_hits where false)`;
  if (!kw.head || kw.printerModels.length > 0) return none;
  const own = sql.raw(c.language);
  const oth = sql.raw(c.language === 'en' ? 'fr' : 'en');
  // A whole word: the start of one would take 'rubber bands' to adhesive bandages.
  const head = (language: Language) => wordsTsQuery(c.config[language], [kw.head ?? ''], { prefixLast: false });
  const some = (language: Language) => wordsTsQuery(c.config[language], kw.words, { prefixLast: true, anyWord: true });
  return sql`
    partial_q as (
      select ${head('en')} as head_en, ${head('fr')} as head_fr, ${some('en')} as some_en, ${some('fr')} as some_fr
    ),
    partial_candidates as (
      select ${c.columns}, p.search_en, p.search_fr from products p, partial_q pq
      where (select count(*) from text_hits) < ${FUZZY_WHEN_FEWER_THAN}
        and (p.search_${own} @@ pq.head_${own} or p.search_${oth} @@ pq.head_${oth}) and ${c.filters}
      limit ${c.sample}
    ),
    partial_hits as (
      select p.*, false as exact_code,
        ts_rank(${c.weights}, p.search_${own}, pq.some_${own}) * 10 + ts_rank(${c.weights}, p.search_${oth}, pq.some_${oth}) * 4
        + coalesce(cs.score, 0)
        ${c.colourScore}
        as score
      from partial_candidates p cross join partial_q pq left join category_scores cs on cs.id = p.category_id
      order by score desc
      limit ${c.cap}
    )`;
}
