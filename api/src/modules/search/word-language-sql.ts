import { sql, type SQL } from 'drizzle-orm';
import type { Language } from './candidate-sql.ts';

/**
 * Score for a product whose category the typed words name, by the share of the category name's words typed
 * ('paper' names Copy Paper by half and Paper wholly). Text rank alone counts a word wherever it stands, so a
 * brand ('Saint-Laurent Papiers' sticky notes), a longer word ('étiqueteuse' for 'étiquette') or a modifier
 * ('desk organizer') would outrank the kind of product asked for. Leaf above parent. Words naming a whole
 * department ('papier', 'paper') name its leaves alike ('Papier à photocopie', 'Papier de couleur'): its first leaf
 * in the catalogue's order, the everyday kind, comes first when its name holds them too (`everyday`) — the brand
 * 'Saint-Laurent Papiers' had put coloured paper and card stock first.
 */
const CATEGORY_WORDS_SCORE = { leaf: 12, parent: 4, everyday: 8 };

/** Text rank weights of the words' language and of the other one (Canadians type either language in either interface). */
export const LANGUAGE_WEIGHT = { words: 10, other: 4 };

const configs = { en: sql.raw(`'comptoir_en'::regconfig`), fr: sql.raw(`'comptoir_fr'::regconfig`) };

/**
 * The CTEs that read the typed words against the ~90 category names of both languages, once per statement (q holds
 * `typed_en` and `typed_fr`, the typed words' lexemes in each configuration):
 * - `category_words`: each category's share of its name the typed words cover, in each language;
 * - `word_language`: the words' language (`fr_first`) and each language's text rank weight. It is the interface's
 *   unless the words name categories in the other language only: 'papier' or 'chaise de bureau' typed in the English
 *   storefront are French ('papier' matched the English text of the 'Saint-Laurent Papiers' brand alone), 'stapler' or
 *   'office chair' in the French one English. Its index is read first and its names rank the products. `named_en` and
 *   `named_fr` hold the typed lexemes that name a category;
 * - `category_scores`: what a product's category adds to its score, by the words' language's names;
 * - `common_brands`: brands whose name holds a typed word that names a category ('Saint-Laurent Papiers' for 'papier',
 *   'Castor Office' for 'office chair', 'Tundra Safety' for 'safety glasses'): such a word says the kind, not the brand.
 */
export function wordLanguageSql(language: Language): SQL {
  const lexemes = (l: Language, text: SQL) => sql`tsvector_to_array(to_tsvector(${configs[l]}, ${text}))`;
  const share = (l: Language) => sql`(select count(*) from unnest(words_${sql.raw(l)}) as w(lexeme) where w.lexeme = any(q.typed_${sql.raw(l)}))::float4
    / greatest(cardinality(words_${sql.raw(l)}), 1)`;
  const named = (l: Language) => sql`array(select distinct w.lexeme from category_words c, unnest(c.words_${sql.raw(l)}) as w(lexeme), q
    where w.lexeme = any(q.typed_${sql.raw(l)}))`;
  // The other language only when it alone names a category: 'toner', 'tables' or 'notes' name categories in both.
  const frFirst = language === 'en'
    ? sql`cardinality(n.named_fr) > 0 and cardinality(n.named_en) = 0`
    : sql`not (cardinality(n.named_en) > 0 and cardinality(n.named_fr) = 0)`;
  return sql`
    category_words as (
      select id, parent_id, words_en, words_fr, ${share('en')} as share_en, ${share('fr')} as share_fr,
        row_number() over (partition by parent_id order by sort_order, code) = 1 as first_leaf
      from (select id, parent_id, sort_order, code, ${lexemes('en', sql`name_en`)} as words_en, ${lexemes('fr', sql`name_fr`)} as words_fr from categories) c, q
    ),
    named_categories as materialized (
      select ${named('en')} as named_en, ${named('fr')} as named_fr
    ),
    word_language as (
      select l.*, case when l.fr_first then ${LANGUAGE_WEIGHT.other}::float4 else ${LANGUAGE_WEIGHT.words}::float4 end as en_weight,
        case when l.fr_first then ${LANGUAGE_WEIGHT.words}::float4 else ${LANGUAGE_WEIGHT.other}::float4 end as fr_weight
      from (select ${frFirst} as fr_first, n.named_en, n.named_fr from named_categories n) l
    ),
    category_shares as (
      select c.id, c.parent_id, c.first_leaf, case when l.fr_first then c.share_fr else c.share_en end as share
      from category_words c, word_language l
    ),
    category_scores as (
      select leaf.id, leaf.share * ${CATEGORY_WORDS_SCORE.leaf} + coalesce(parent.share, 0) * ${CATEGORY_WORDS_SCORE.parent}
        + case when leaf.first_leaf and leaf.share > 0 and parent.share = 1 then ${CATEGORY_WORDS_SCORE.everyday} else 0 end as score
      from category_shares leaf left join category_shares parent on parent.id = leaf.parent_id
    ),
    common_brands as (
      select coalesce(array_agg(b.id), '{}'::uuid[]) as ids from product_brands b, word_language l
      where ${lexemes('en', sql`b.name`)} && l.named_en or ${lexemes('fr', sql`b.name`)} && l.named_fr
    )`;
}
