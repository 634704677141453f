import { sql, type SQL } from 'drizzle-orm';
import type { Language } from './candidate-sql.ts';
import { folded } from '@comptoir/core';
import { numberForms, wordsTsQuery, type KeywordQuery } from './keyword-query.ts';

/**
 * Words of two languages in one keyword ('papier copy', 'chaise office', 'chemises hanging'): Canadians mix them, and
 * every word is required in one language's text, so such a keyword matched the other language's word only through a
 * brand ('Saint-Laurent Papiers', 'Castor Office') and listed that brand's products alone. Its products hold each word
 * in either language's text. Read only for a few words of letters, one of them of one language only and another of the
 * other only (`mixedLanguageSql`), so a keyword of one language costs a few look-ups more.
 */
const MAX_MIXED_WORDS = 6;

const configs = { en: sql.raw(`'comptoir_en'::regconfig`), fr: sql.raw(`'comptoir_fr'::regconfig`) };

/** The words read one by one in either language, or none when the keyword cannot mix two languages. */
export function mixedWords(kw: KeywordQuery): string[] {
  const words = kw.words;
  if (words.length < 2 || words.length > MAX_MIXED_WORDS || kw.assortment.length > 0 || kw.goods.length > 0) return [];
  return words.every((word) => /^\p{L}{2,}$/u.test(word)) ? words : [];
}

/** q's columns (SQL, each after a comma) for each word in each configuration, as keyword search reads it there. */
export function mixedColumnsSql(kw: KeywordQuery): SQL {
  const words = mixedWords(kw);
  const column = (word: string, index: number, l: Language) => wordsTsQuery(configs[l], [word], {
    prefixLast: index === words.length - 1, wholeWhenKnown: true, closeCompletions: true, things: kw.kind[l],
  });
  return sql.join(words.map((word, index) => sql`, ${column(word, index, 'en')} as mx_en_${sql.raw(String(index))}, ${column(word, index, 'fr')} as mx_fr_${sql.raw(String(index))}`), sql``);
}

/**
 * The `mixed_language` CTE (after `category_words`): true when one typed word is English only and another French only:
 * it names a category of that language only ('copy' of Copy Paper, 'papier' of Papier; brands hold 'Papiers' in
 * English names), or names of that language only hold it ('bubble', 'fil').
 */
export function mixedLanguageSql(kw: KeywordQuery): SQL {
  const words = mixedWords(kw);
  if (words.length === 0) return sql`mixed_language as (select false as mixed)`;
  const names = (word: string, l: Language) =>
    sql`exists (select 1 from category_words c where c.words_${sql.raw(l)} && tsvector_to_array(to_tsvector(${configs[l]}, ${word})))`;
  const inNames = (word: string, l: Language) =>
    sql`exists (select 1 from search_terms t where t.language = ${l} and t.term in (${sql.join(numberForms(folded(word)).map((form) => sql`${form}`), sql`, `)}))`;
  const only = (l: Language, other: Language) => words.map((word) => sql`((${names(word, l)} and not ${names(word, other)}) or (${inNames(word, l)} and not ${inNames(word, other)}))`);
  const pairs = only('en', 'fr').flatMap((en, i) => only('fr', 'en').filter((_, j) => j !== i).map((fr) => sql`(${en} and ${fr})`));
  return sql`mixed_language as materialized (select ${sql.join(pairs, sql` or `)} as mixed)`;
}

/**
 * True (SQL) for a product (alias p, with q) holding each word in either language's text; a word either configuration
 * drops as a little word restricts nothing.
 */
export function mixedMatchSql(kw: KeywordQuery): SQL {
  const words = mixedWords(kw);
  if (words.length === 0) return sql`false`;
  return sql.join(words.map((_, index) => {
    const [en, fr] = [sql.raw(`q.mx_en_${index}`), sql.raw(`q.mx_fr_${index}`)];
    return sql`(numnode(${en}) = 0 or numnode(${fr}) = 0 or p.search_en @@ ${en} or p.search_fr @@ ${fr})`;
  }), sql` and `);
}

/**
 * The text rank (SQL) of a product found only by its words in either language: each word's best, in the language whose
 * text holds it, weighted as that language is (word_language, alias l), averaged over the words. `rank` is candidate-sql's.
 */
export function mixedRankSql(kw: KeywordQuery, rank: (l: Language, query: SQL) => SQL): SQL {
  const words = mixedWords(kw);
  if (words.length === 0) return sql`0`;
  const each = words.map((_, index) => sql`greatest(${rank('en', sql.raw(`q.mx_en_${index}`))} * l.en_weight, ${rank('fr', sql.raw(`q.mx_fr_${index}`))} * l.fr_weight)`);
  return sql`(${sql.join(each, sql` + `)}) / ${words.length}`;
}
