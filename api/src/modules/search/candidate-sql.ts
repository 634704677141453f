import { printerSupplyWords } from '@comptoir/core';
import { sql, type SQL } from 'drizzle-orm';
import { matchTsQuery, otherNumber, wordsTsQuery, type KeywordQuery } from './keyword-query.ts';
import { partialHitsSql } from './partial-sql.ts';
import { typoHitsSql } from './typo-sql.ts';

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
export const textSearchConfig = { en: sql.raw(`'comptoir_en'::regconfig`), fr: sql.raw(`'comptoir_fr'::regconfig`) };
const nameColumn = { en: sql.raw('p.name_en'), fr: sql.raw('p.name_fr') };
const categoryName = { en: sql.raw('name_en'), fr: sql.raw('name_fr') };

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

/**
 * A typed colour ('papier blanc') is the product's attribute: a product of that colour scores a little more, one of
 * another colour much less, one without a colour (copy paper, envelopes) neither. Weighed as a word, 'white' in the
 * name ranked white notebooks and paper trimmers above the copy paper 'paper' names by its category.
 */
const COLOUR_SCORE = { same: 2, other: -8 };

/** Full-text candidates fetched (unordered) per ranked candidate kept. */
const PRE_RANK_FACTOR = 2;

/**
 * The product columns every hit carries, read once from the heap row the index scan already fetched,
 * so ranking, facets and prices never join back to products.
 */
const hitColumns = sql`p.id, p.code, p.code_jda, p.name_en, p.name_fr, p.list_price, p.category_id, p.brand_id, p.colour_en,
  p.colour_fr, p.is_made_in_canada, p.is_clearance_item, p.box_length_in, p.box_width_in, p.box_height_in, p.box_resistance_type,
  p.printer_models, p.created_date, p.review_rating, p.review_count, p.is_core`;

/** Score of a product that fits a printer model the keyword names: all of them rank by the other words, then as usual. */
const PRINTER_MODEL_SCORE = 30;
/** Added for a cartridge or toner among them (core's printerSupplyWords in the name). */
const PRINTER_SUPPLY_SCORE = 5;

/** The printer models the keyword names, as one text[] (one parameter, whatever their number). */
const printerModelArray = (kw: KeywordQuery): SQL => sql`string_to_array(${kw.printerModels.join('\n')}::text, ${'\n'})`;

/** True for a product (alias p) that fits a printer model the keyword names; false when it names none. */
export const fitsTypedPrinterModel = (kw: KeywordQuery): SQL =>
  kw.printerModels.length > 0 ? sql`p.printer_models && ${printerModelArray(kw)}` : sql`false`;

/**
 * The `hits (product columns…, score, exact_code)` CTEs for a keyword. Both languages' vectors are
 * searched (Canadians type either language in either interface); the interface language ranks higher
 * and is searched first: the other language's index is read only when the first leaves room in the
 * sample. Exact and prefix product-code matches score far above any text rank. When full-text search
 * finds (almost) nothing, the typo fallback (typo-sql.ts) corrects the words ('stpler'). A printer model
 * in the keyword ('toner LX-3200') finds the products that fit it.
 */
export function keywordHitsSql(kw: KeywordQuery, language: Language, filters: SQL, cap: number): SQL {
  const other: Language = language === 'en' ? 'fr' : 'en';
  const own = sql.raw(language);
  const oth = sql.raw(other);
  const code = kw.code ?? '';
  const codeMatch = kw.code ? sql`or p.code like ${`${code}%`} or p.code_jda = ${code}` : sql``;
  const sample = cap * PRE_RANK_FACTOR;
  const hasWords = kw.words.length > 0;
  const hasModels = kw.printerModels.length > 0;
  // A printer model typed alone ('LX-3200') leaves no words: every product that fits it is a candidate.
  const typedLexemes = [...kw.words, ...kw.words.map(otherNumber).filter((w) => w !== null)].join(' ');
  const query = hasWords
    ? sql`select ${matchTsQuery(textSearchConfig.en, kw)} as en, ${matchTsQuery(textSearchConfig.fr, kw)} as fr,
      ${wordsTsQuery(textSearchConfig[language], kw.words, { prefixLast: false })} as exact, tsvector_to_array(to_tsvector(${textSearchConfig[language]}, ${typedLexemes})) as typed`
    : sql`select null::tsquery as en, null::tsquery as fr, null::tsquery as exact, '{}'::text[] as typed`;
  const colours = colourSql(kw);
  // With a printer model ('toner LX-3200'), the products that fit it and hold the other words in either language,
  // through the printer-model index; a model's words are in no product's text. A product or JDA code matching the
  // typed text still counts (trigram and code_jda indexes; before the latter, OR-ing the JDA code in read every product).
  // Little words alone ('LX-3200 and PL-700': 'and') make an empty query, which no product would match.
  const ownMatch = hasModels
    ? sql`((${fitsTypedPrinterModel(kw)} ${hasWords ? sql`and (numnode(q.${own}) = 0 or p.search_${own} @@ q.${own} or p.search_${oth} @@ q.${oth})` : sql``}) ${codeMatch})`
    : sql`((p.search_${own} @@ q.${own} and ${colours.fits}) ${codeMatch})`;
  const otherLanguage = hasModels
    ? sql``
    : sql`union all
      (select ${hitColumns}, p.search_en, p.search_fr from products p, q
        where (select count(*) from own_candidates) < ${sample}
          and p.search_${oth} @@ q.${oth} and ${colours.fits} and not ${ownMatch} and ${filters}
        limit ${sample})`;
  // The name without its brand: 'papiers' typed is not the copy paper of the 'Saint-Laurent Papiers' brand side by side.
  const nameText = sql`' ' || translate(immutable_unaccent(lower(replace(${nameColumn[language]}, b.name, ' '))), ${"',.-&/()"}, '        ') || ' '`;
  // The typed words side by side in the name ('ballpoint pens') beat the same words scattered, and
  // beat them more as whole words: the stemmer makes 'agrafes' (staples) and 'agrafeuse' (stapler) one word.
  const nameWords = hasWords
    ? sql`+ case when ${nameText} like '%' || immutable_unaccent(${kw.fuzzy}) || '%' then 3 else 0 end
        + case when ${nameText} like '% ' || immutable_unaccent(${kw.fuzzy}) || ' %' then 7 else 0 end`
    : sql``;
  const supplies = printerSupplyWords[language].map((word) => `${word}:A`).join(' | ');
  const fitsModel = hasModels
    ? sql`+ case when ${fitsTypedPrinterModel(kw)} then ${PRINTER_MODEL_SCORE} else 0 end
        + case when p.search_${own} @@ to_tsquery(${textSearchConfig[language]}, ${supplies}) then ${PRINTER_SUPPLY_SCORE} else 0 end`
    : sql``;
  return sql`
    q as (${query}),
    category_words as (
      select id, parent_id, (select count(*) from unnest(words) as w(lexeme), q where w.lexeme = any(q.typed))::float4 / greatest(cardinality(words), 1) as share,
        row_number() over (partition by parent_id order by sort_order, code) = 1 as first_leaf
      from (select id, parent_id, sort_order, code, tsvector_to_array(to_tsvector(${textSearchConfig[language]}, ${categoryName[language]})) as words from categories) c
    ),
    category_scores as (
      select leaf.id, leaf.share * ${CATEGORY_WORDS_SCORE.leaf} + coalesce(parent.share, 0) * ${CATEGORY_WORDS_SCORE.parent}
        + case when leaf.first_leaf and leaf.share > 0 and parent.share = 1 then ${CATEGORY_WORDS_SCORE.everyday} else 0 end as score
      from category_words leaf left join category_words parent on parent.id = leaf.parent_id
    ),
    -- Broad words ('paper') match thousands of rows at 100,000 products: rank an unordered sample of them.
    own_candidates as (
      select ${hitColumns}, p.search_en, p.search_fr from products p, q
      where ${ownMatch} and ${filters}
      limit ${sample}
    ),
    text_candidates as (
      select * from own_candidates
      ${otherLanguage}
    ),
    text_hits as (
      select p.*,
        (p.code = ${code} or p.code_jda = ${code}) as exact_code,
        (case when p.code = ${code} or p.code_jda = ${code} then 100 when ${code} <> '' and p.code like ${`${code}%`} then 50 else 0 end)
        + case when p.search_${own} @@ q.${own} then ts_rank(${weights}, p.search_${own}, q.${own}) * 10 else 0 end
        ${nameWords}
        ${fitsModel}
        -- Whole words rank above the same text as a prefix ('pens' before 'pencils').
        + case when p.search_${own} @@ q.exact then ts_rank(${weights}, p.search_${own}, q.exact) * 5 else 0 end
        + case when p.search_${oth} @@ q.${oth} then ts_rank(${weights}, p.search_${oth}, q.${oth}) * 4 else 0 end
        + coalesce(cs.score, 0)
        ${colours.score}
        as score
      from text_candidates p cross join q join product_brands b on b.id = p.brand_id left join category_scores cs on cs.id = p.category_id
      order by score desc
      limit ${cap}
    ),
    ${partialHitsSql(kw, { language, columns: hitColumns, weights, config: textSearchConfig, filters: sql`${filters} and ${colours.fits}`, colourScore: colours.score, sample, cap })},
    ${typoHitsSql(kw, hitColumns, { own: nameColumn[language], other: nameColumn[other] }, sql`${filters} and ${colours.fits}`)},
    hits as (
      select distinct on (id) * from (select * from text_hits union all select * from partial_hits union all select * from fuzzy_hits) h
      order by id, exact_code desc, score desc
    )`;
}

/** Browsing (no keyword): every eligible product is a candidate, best first by core and reviews. */
export function browseHitsSql(filters: SQL, cap: number): SQL {
  return sql`
    hits as (
      select ${hitColumns}, p.search_en, p.search_fr, false as exact_code, 0::float4 as score
      from products p
      where ${filters}
      order by p.is_core desc, p.review_count desc, p.code
      limit ${cap}
    )`;
}

/**
 * For the colours a keyword names: `fits`, true for a product (alias p, with the q CTE) of one of them, without a
 * colour, or naming one in its text ('marqueurs tableau blanc': dry-erase markers for whiteboards); `score`, what the
 * colour adds to its rank. Both neutral when the keyword names no colour.
 */
function colourSql(kw: KeywordQuery): { fits: SQL; score: SQL } {
  if (kw.colours.length === 0) return { fits: sql`true`, score: sql`` };
  const keys = sql`string_to_array(${kw.colours.join(',')}::text, ',')`;
  const words = kw.colourWords.join(' | ');
  return {
    fits: sql`(p.colour_en is null or lower(p.colour_en) = any(${keys})
      or p.search_en @@ to_tsquery(${textSearchConfig.en}, ${words}) or p.search_fr @@ to_tsquery(${textSearchConfig.fr}, ${words}))`,
    score: sql`+ case when p.colour_en is null then 0 when lower(p.colour_en) = any(${keys}) then ${COLOUR_SCORE.same} else ${COLOUR_SCORE.other} end`,
  };
}
