import { sql, type SQL } from 'drizzle-orm';
import type { KeywordQuery } from './keyword-query.ts';

/**
 * The code matches of a keyword, for products under `alias`: the typed code (`kw.code`, core's productCodeKey) against
 * the stored codes through the database's same rule, `product_code_key`, which the code indexes are built on (migration
 * 0017), so 'hp64xl', 'HP 64XL' and 'hp-64' find HP-64XL. Keys are letters and digits only: nothing to escape in LIKE.
 */
export function codeMatchSql(kw: KeywordQuery, alias = 'p'): { starts: SQL; exact: SQL } {
  if (!kw.code) return { starts: sql`false`, exact: sql`false` };
  const [code, jda] = [sql.raw(`${alias}.code`), sql.raw(`${alias}.code_jda`)];
  return {
    // The product code's start, or the whole JDA code (which is not searched by its start).
    starts: sql`(product_code_key(${code}) like ${`${kw.code}%`} or product_code_key(${jda}) = ${kw.code})`,
    exact: sql`(product_code_key(${code}) = ${kw.code} or product_code_key(${jda}) = ${kw.code})`,
  };
}
