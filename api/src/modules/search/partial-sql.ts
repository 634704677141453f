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
 * do not say), the products of the kind the head word names, ranked by how much of the rest they match and by their
 * category. The head word is the likeliest of core's kindWords that names a category in either language, else the
 * likeliest: by position alone, 'Kinetik toner' typed in French took the brand for the kind and listed every Kinetik
 * product. Empty when every word found products or no word may be the kind; before the typo fallback, which corrects
 * words rather than dropping them.
 */
export function partialHitsSql(kw: KeywordQuery, c: PartialContext): SQL {
  const none = sql`partial_hits as (select * from text_hits where false)`;
  if (kw.kinds.length === 0 || kw.printerModels.length > 0) return none;
  const own = sql.raw(c.language);
  const oth = sql.raw(c.language === 'en' ? 'fr' : 'en');
  const needed = sql`(select count(*) from text_hits) < ${FUZZY_WHEN_FEWER_THAN}`;
  // A whole word: the start of one would take 'rubber bands' to adhesive bandages.
  const head = (language: Language) =>
    sql`case ph.i ${sql.join(kw.kinds.map((word, index) => sql`when ${index + 1} then ${wordsTsQuery(c.config[language], [word], { prefixLast: false })}`), sql` `)} end`;
  const some = (language: Language) => wordsTsQuery(c.config[language], kw.words, { prefixLast: true, wholeWhenKnown: true, anyWord: true });
  const lexemes = (language: Language, text: SQL) => sql`tsvector_to_array(to_tsvector(${c.config[language]}, ${text}))`;
  const kinds = sql`string_to_array(${kw.kinds.join(' ')}::text, ' ')`;
  return sql`
    category_lexemes as (
      select array(select distinct l from categories cat, unnest(${lexemes('en', sql`cat.name_en`)}) l) as en,
        array(select distinct l from categories cat, unnest(${lexemes('fr', sql`cat.name_fr`)}) l) as fr
      where ${needed}
    ),
    partial_head as (
      select k.i from category_lexemes cl, unnest(${kinds}) with ordinality as k(word, i)
      order by (${lexemes('en', sql`k.word`)} && cl.en or ${lexemes('fr', sql`k.word`)} && cl.fr) desc, k.i
      limit 1
    ),
    partial_q as (
      select ${head('en')} as head_en, ${head('fr')} as head_fr, ${some('en')} as some_en, ${some('fr')} as some_fr from partial_head ph
    ),
    partial_candidates as (
      select ${c.columns}, p.search_en, p.search_fr from products p, partial_q pq
      where ${needed}
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
