import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';
import type { Language } from './candidate-sql.ts';
import { prefixTsQuery, type KeywordQuery } from './keyword-query.ts';

export type SuggestionRow = {
  kind: 'category' | 'product';
  text: string;
  code: string | null;
  id: string;
};

/** Unordered full-text candidates ranked per keystroke: enough to find the best names, bounded at 100,000 products. */
const PRODUCT_CANDIDATES = 300;
const CATEGORY_SUGGESTIONS = 3;

/** Categories whose name contains the text, then products ranked by name and code (one statement). */
export async function findSuggestions(db: Executor, kw: KeywordQuery, language: Language, limit: number, hideRestricted: boolean): Promise<SuggestionRow[]> {
  const tsq = prefixTsQuery(kw.words);
  if (!tsq) return [];
  const lang = sql.raw(language);
  const pattern = `%${kw.fuzzy.replace(/[%_\\]/g, '')}%`;
  const restricted = hideRestricted ? sql`and not p.is_restricted` : sql``;
  const code = kw.code ?? '';
  return queryRows<SuggestionRow>(
    db,
    sql`with q as (select to_tsquery('comptoir_${lang}'::regconfig, ${tsq}) as q),
    categories_found as (
      select 'category' as kind, c.name_${lang} as text, null::text as code, c.id::text as id
      from categories c where immutable_unaccent(lower(c.name_${lang})) like immutable_unaccent(${pattern})
      order by c.level, c.name_${lang} limit ${CATEGORY_SUGGESTIONS}
    ),
    candidates as (
      select p.id, p.code, p.name_${lang} as name, p.search_${lang} as v from products p, q
      where (p.search_${lang} @@ q.q or (${code} <> '' and p.code like ${`${code}%`})) ${restricted}
      limit ${PRODUCT_CANDIDATES}
    ),
    products_found as (
      select 'product' as kind, c.name as text, c.code, c.id::text as id from candidates c, q
      order by (c.code = ${code}) desc, ts_rank('{0.05, 0.2, 0.4, 1.0}'::float4[], c.v, q.q) desc, length(c.name), c.code
      limit ${limit}
    )
    (select * from categories_found) union all (select * from products_found)`,
  ).then((rows) => {
    const categories = rows.filter((r) => r.kind === 'category');
    const products = rows.filter((r) => r.kind === 'product');
    return [...categories.slice(0, Math.max(0, Math.min(CATEGORY_SUGGESTIONS, limit - 1))), ...products].slice(0, limit);
  });
}
