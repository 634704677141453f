import { printerSupplyWords, toIsoDate, wordsBeforePurpose } from '@comptoir/core';
import { sql, type SQL } from 'drizzle-orm';
import { codeMatchSql } from './code-match-sql.ts';
import { hasUnitApart, isFinishedWord, isKnownWord, isWholeWord, matchTsQuery, mentionsYearTsQuery, otherNumber, wordsTsQuery, writesToolNames, type KeywordQuery } from './keyword-query.ts';
import { partialHitsSql } from './partial-sql.ts';
import { nameHeadsSql, nameWordsLateral, nameWordsScore, typedKindsSql } from './name-words-sql.ts';
import { correctedSql, typoHitsSql } from './typo-sql.ts';
import { mixedColumnsSql, mixedLanguageSql, mixedMatchSql, mixedRankSql, mixedWords } from './mixed-language-sql.ts';
import { wordLanguageSql } from './word-language-sql.ts';

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
      and ${toIsoDate(f.asOf)}::date between cp.start_date and cp.end_date)`);
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** Rank weights {D, C, B, A}: name, code and brand (A) far above category words (B) and descriptions (C). */
const weights = sql.raw(`'{0.05, 0.2, 0.4, 1.0}'::float4[]`);
export const textSearchConfig = { en: sql.raw(`'comptoir_en'::regconfig`), fr: sql.raw(`'comptoir_fr'::regconfig`) };
const nameColumn = { en: sql.raw('p.name_en'), fr: sql.raw('p.name_fr') };
/** The product's name in the typed words' language (word_language, alias l). */
const wordsNameColumn = sql`(case when l.fr_first then p.name_fr else p.name_en end)`;

/**
 * A typed colour ('blue pens', 'papier blanc') is the product's attribute, not its kind: a product of that colour (or,
 * without one, naming it: 'Black Garbage Bags') ranks first among its kind, and the rest of the kind follows. Taken as
 * a restriction, it listed two blue pens and no other, and 'red stapler' the staples (no colour) for want of a red one.
 */
const COLOUR_SCORE = 10;
/** A typed year ('calendar 2027') ranks the products that mention it first among their kind, as a colour does. */
const YEAR_SCORE = 10;

/** The packing typed before what is asked for ('case of paper') ranks the products sold so a little higher among their kind. */
const PACKING_SCORE = 2;

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
/**
 * Added for the maker's own of the kind asked for (its name holds the typed words), when its printers were named ('toner
 * for Lumora printer'): the Lumora toners first, then other brands' that fit; not the maker's fuser kits, whose text
 * only says toner. More than categories' differences ('Toner laser' and 'Toner remis à neuf' differ by 2).
 */
const PRINTER_MAKER_SCORE = 20;

/** The printer models the keyword names, as one text[] (one parameter, whatever their number). */
const printerModelArray = (kw: KeywordQuery): SQL => sql`string_to_array(${kw.printerModels.join('\n')}::text, ${'\n'})`;

/** True for a product (alias p) that fits a printer model the keyword names; false when it names none. */
export const fitsTypedPrinterModel = (kw: KeywordQuery): SQL =>
  kw.printerModels.length > 0 ? sql`p.printer_models && ${printerModelArray(kw)}` : sql`false`;

/** The words a keyword's text is matched by: its words and its assortment's kinds ('school supplies': pencils…). */
const matchedWords = (kw: KeywordQuery): string[] => [...kw.words, ...kw.assortment.flatMap((kind) => kind.split(/[^\p{L}\p{N}]+/u).filter(Boolean))];

/**
 * True for a product (alias p, with q) whose text in language `l` matches the typed words (q's `column`, `l` by default).
 * A last word the vocabulary does not know is a prefix of its stem, which must not be the start of the product's code: 'glue' is 'glu' to the
 * French stemmer, and 'glu':* listed the hanging folders coded GLU….
 */
const textMatches = (l: Language, column: string = l): SQL =>
  sql`(p.search_${sql.raw(l)} @@ q.${sql.raw(column)} and (not q.prefix or ts_delete(p.search_${sql.raw(l)}, lower(p.code)) @@ q.${sql.raw(column)}))`;

/**
 * The `hits (product columns…, score, exact_code)` CTEs for a keyword. Both languages' vectors are
 * searched (Canadians type either language in either interface); the typed words' language (word-language-sql.ts:
 * the interface's unless the words name categories in the other only) ranks higher and is searched first: the other
 * language's index is read only when the first leaves room in the sample. Exact and prefix product-code matches score
 * far above any text rank. When full-text search finds (almost) nothing, the head word (partial-sql.ts), then the typo
 * fallback (typo-sql.ts) take over. A printer model in the keyword ('toner LX-3200') finds the products that fit it.
 */
export function keywordHitsSql(kw: KeywordQuery, language: Language, filters: SQL, cap: number): SQL {
  const code = codeMatchSql(kw);
  const codeMatch = kw.code ? sql`or ${code.starts}` : sql``;
  const sample = cap * PRE_RANK_FACTOR;
  const words = matchedWords(kw);
  const hasWords = words.length > 0;
  const hasModels = kw.printerModels.length > 0;
  // A printer model typed alone ('LX-3200') leaves no words: every product that fits it is a candidate.
  // The words that name categories are those before what the thing is for: 'encre pour imprimante' named the Imprimantes
  // category wholly and listed printers before ink cartridges.
  const kindOf = wordsBeforePurpose(words);
  const typedLexemes = [...kindOf, ...kindOf.map(otherNumber).filter((w) => w !== null)].join(' ');
  const last = kw.words.at(-1);
  const exact = (l: Language) => wordsTsQuery(textSearchConfig[l], kw.words, { prefixLast: false });
  // A number and a unit typed apart ('1 To') are read strictly in the branch of the language that is not the words'.
  const strict = hasWords && hasUnitApart(kw);
  const other = (l: Language) => (strict ? `${l}_other` : l);
  const otherColumns = strict ? sql`${matchTsQuery(textSearchConfig.en, kw, { strictUnits: true, finished: true, language: 'en' })} as en_other, ${matchTsQuery(textSearchConfig.fr, kw, { strictUnits: true, finished: true, language: 'fr' })} as fr_other,` : sql``;
  const query = hasWords
    ? sql`select ${matchTsQuery(textSearchConfig.en, kw, { finished: true, language: 'en' })} as en, ${matchTsQuery(textSearchConfig.fr, kw, { finished: true, language: 'fr' })} as fr, ${otherColumns}
      ${exact('en')} as exact_en, ${exact('fr')} as exact_fr, ${last && !isWholeWord(last) ? sql`not ${kw.words.length === 1 ? isFinishedWord(last) : isKnownWord(last)}` : sql`false`} as prefix,
      tsvector_to_array(to_tsvector(${textSearchConfig.en}, ${typedLexemes})) as typed_en, tsvector_to_array(to_tsvector(${textSearchConfig.fr}, ${typedLexemes})) as typed_fr,
      ${typedKindsSql(headKinds(kw, 'en'))} as kinds_en, ${typedKindsSql(headKinds(kw, 'fr'))} as kinds_fr,
      ${typedKindsSql(kw.kind.en)} as kind_en, ${typedKindsSql(kw.kind.fr)} as kind_fr ${mixedColumnsSql(kw)}`
    : sql`select null::tsquery as en, null::tsquery as fr, null::tsquery as exact_en, null::tsquery as exact_fr, false as prefix,
      '{}'::text[] as typed_en, '{}'::text[] as typed_fr, '{}'::text[] as kinds_en, '{}'::text[] as kinds_fr, '{}'::text[] as kind_en, '{}'::text[] as kind_fr`;
  // Attributes of the product rank it and restrict nothing.
  const attributes = sql`${colourScoreSql(kw)} ${yearScoreSql(kw)} ${packingScoreSql(kw)}`;
  const frFirst = sql`(select fr_first from word_language)`;
  // A tool's name ('eraser') is no form of its verb ('erase', of dry-erase): the products that write it.
  const tools = writesToolNames(kw.words);
  const candidates = (where: SQL) => sql`(select ${hitColumns}, p.search_en, p.search_fr from products p, q where ${where} and ${filters} and ${tools} limit ${sample})`;
  // With a printer model ('toner LX-3200'), the products that fit it and hold the other words in either language,
  // through the printer-model index; a model's words are in no product's text. A product or JDA code matching the
  // typed text still counts (the code key indexes; before the JDA code's, OR-ing it in read every product).
  // Little words alone ('LX-3200 and PL-700': 'and') make an empty query, which no product would match.
  // Without one, the words' language's index first (each branch is gated by a one-time filter), the other's to fill the sample.
  // Words of both languages ('papier copy'): each in either language's text, when the own language's leave room.
  const mixed = !hasModels && mixedWords(kw).length > 0;
  const textCandidates = hasModels
    ? candidates(sql`((${fitsTypedPrinterModel(kw)} ${hasWords ? sql`and (numnode(q.en) = 0 or ${textMatches('en')} or ${textMatches('fr')})` : sql``}) ${codeMatch})`)
    : sql`(select * from own_candidates)
      union all ${candidates(sql`(select count(*) from own_candidates) < ${sample} and ${frFirst} and ${textMatches('en', other('en'))} and not (${textMatches('fr')} ${codeMatch})`)}
      union all ${candidates(sql`(select count(*) from own_candidates) < ${sample} and not ${frFirst} and ${textMatches('fr', other('fr'))} and not (${textMatches('en')} ${codeMatch})`)}
      ${mixed ? sql`union all ${candidates(sql`(select mixed from mixed_language) and (select count(*) from own_candidates) < ${sample} and ${mixedMatchSql(kw)}
        and not (${textMatches('en', other('en'))} or ${textMatches('fr', other('fr'))} ${codeMatch})`)}` : sql``}`;
  const ownCandidates = hasModels
    ? sql``
    : sql`own_candidates as (
      ${candidates(sql`not ${frFirst} and (${textMatches('en')} ${codeMatch})`)}
      union all ${candidates(sql`${frFirst} and (${textMatches('fr')} ${codeMatch})`)}
    ),`;
  // The name without its brand ('papiers' typed is not the copy paper of the 'Saint-Laurent Papiers' brand side by side):
  // the typed words side by side ('ballpoint pens') beat the same words scattered, and beat them more as whole words (the
  // stemmer makes 'agrafes' (staples) and 'agrafeuse' (stapler) one word); a name whose head is a typed kind word is that kind.
  const nameWords = hasWords
    ? sql`+ ${nameWordsScore({ phrase: kw.fuzzy.split(' '), apart: apartWords(kw) }, {
        name: nameHeadsSql(sql`l.fr_first`),
        kinds: sql`(case when l.fr_first then q.kinds_fr else q.kinds_en end)`,
      })}`
    : sql``;
  const supplies = printerSupplyWords[language].map((word) => `${word}:A`).join(' | ');
  // Makers' names are letters (the first word of a model the catalogue knows, folded).
  const makers = kw.printerMakers.filter((maker) => /^[a-z]+$/.test(maker)).map((maker) => `${maker}:A`).join(' | ');
  const makersOwn = (named: string) => sql.join((['en', 'fr'] as const).map((l) => sql`p.search_${sql.raw(l)} @@ (to_tsquery(${textSearchConfig[l]}, ${named})
    ${hasWords ? sql`&& ${wordsTsQuery(textSearchConfig[l], kw.words, { prefixLast: false, weight: 'A' })}` : sql``})`), sql` or `);
  const fitsModel = hasModels
    ? sql`+ case when ${fitsTypedPrinterModel(kw)} then ${PRINTER_MODEL_SCORE} else 0 end
        + case when p.search_${sql.raw(language)} @@ to_tsquery(${textSearchConfig[language]}, ${supplies}) then ${PRINTER_SUPPLY_SCORE} else 0 end
        ${makers ? sql`+ case when ${makersOwn(makers)} then ${PRINTER_MAKER_SCORE} else 0 end` : sql``}`
    : sql``;
  const rank = (l: Language, query: SQL) => sql`case when p.search_${sql.raw(l)} @@ ${query} then ts_rank(${weights}, p.search_${sql.raw(l)}, ${query}) else 0 end`;
  return sql`
    q as (${query}),
    ${wordLanguageSql(language)},
    -- Broad words ('paper') match thousands of rows at 100,000 products: rank an unordered sample of them.
    ${mixed ? sql`${mixedLanguageSql(kw)},` : sql``}
    ${ownCandidates}
    text_candidates as (${textCandidates}),
    -- Materialized: inlined, its text rank was computed again wherever the window and the score read it.
    text_scored as materialized (
      select p.*,
        ${code.exact} as exact_code,
        (case when ${code.exact} then 100 when ${code.starts} then 50 else 0 end)
        ${nameWords}
        ${fitsModel}
        + coalesce(cs.score, 0)
        ${attributes}
        as base,
        ${rank('en', sql`q.en`)} * l.en_weight + ${rank('fr', sql`q.fr`)} * l.fr_weight
        -- Whole words rank above the same text as a prefix ('pens' before 'pencils').
        + case when l.fr_first then ${rank('fr', sql`q.exact_fr`)} else ${rank('en', sql`q.exact_en`)} end * 5
        ${mixed ? sql`+ case when not (p.search_en @@ q.en or p.search_fr @@ q.fr) then ${mixedRankSql(kw, rank)} else 0 end` : sql``} as text_rank,
        p.brand_id = any(cb.ids) as common_brand
      from text_candidates p cross join q cross join word_language l cross join common_brands cb
      join product_brands b on b.id = p.brand_id left join category_scores cs on cs.id = p.category_id
      ${hasWords ? nameWordsLateral(wordsNameColumn, sql`b.name`) : sql``}
    ),
    ${textHitsSql(kw, cap)},
    ${correctedSql(kw)},
    ${partialHitsSql(kw, { language, columns: hitColumns, weights, config: textSearchConfig, filters, attributeScore: attributes, sample, cap })},
    ${typoHitsSql(kw, hitColumns, { own: nameColumn[language], other: nameColumn[language === 'en' ? 'fr' : 'en'] }, filters)},
    hits as (
      select distinct on (id) * from (select * from text_hits union all select * from partial_hits union all select * from fuzzy_hits) h
      order by id, exact_code desc, score desc
    )`;
}

/**
 * The `text_hits` CTE: the scored candidates, best first. A product of a brand holding a typed word that names a category
 * ('Saint-Laurent Papiers' for 'papier') takes the text rank of the other brands' products of its category, none when no
 * other brand's product of its category holds the words (then it holds them by its brand only: 'clean' listed the
 * Cascadia Clean brand's safety vests first): the word names the kind, and counted in the brand too it put that brand's
 * products of every kind first. Of an assortment's kinds
 * ('school supplies'), the k-th product of a category counts 1/k, so the first page shows the best of each kind.
 */
function textHitsSql(kw: KeywordQuery, cap: number): SQL {
  const score = sql`p.base + case when p.common_brand
    then coalesce(avg(p.text_rank) filter (where not p.common_brand) over (partition by p.category_id), 0) else p.text_rank end`;
  const ranked = sql`select ${hitColumns}, p.search_en, p.search_fr, p.exact_code, ${score} as score from text_scored p`;
  if (kw.assortment.length === 0) return sql`text_hits as (${ranked} order by score desc limit ${cap})`;
  return sql`text_hits as (
      select ${hitColumns}, p.search_en, p.search_fr, p.exact_code, p.score / row_number() over (partition by p.category_id order by p.score desc, p.is_core desc, p.review_count desc, p.code) as score
      from (${ranked}) p order by score desc limit ${cap}
    )`;
}

/**
 * The typed words a name holding every one of them apart scores for ('Tape Gun Dispenser' for 'tape dispenser': 'Invisible
 * Tape' of the 'Tape and Dispensers' category, which the words name wholly, ranked first, for want of a name saying both):
 * words of three letters or more, a typed colour too, as the side-by-side bonus reads it (else the green sticky notes came
 * before the yellow for 'papillons adhésifs jaunes').
 */
const apartWords = (kw: KeywordQuery): string[] => [...kw.words, ...kw.colourWords].filter((word) => /^\p{L}{3,}$/u.test(word));

/** The typed kind words a product's name head is compared with: the kinds core reads, or the one word typed. */
const headKinds = (kw: KeywordQuery, language: Language): string[] => (kw.kinds[language].length > 0 ? kw.kinds[language] : kw.words.length === 1 ? kw.words : []);

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
 * What the colours a keyword names add to the score of a product (alias p): COLOUR_SCORE for one of those colours, or
 * without a colour one naming it ('Black Garbage Bags'); '' when the keyword names no colour.
 */
function colourScoreSql(kw: KeywordQuery): SQL {
  if (kw.colours.length === 0) return sql``;
  const keys = sql`string_to_array(${kw.colours.join(',')}::text, ',')`;
  const named = kw.colourWords.map((word) => `${word}:A`).join(' | ');
  return sql`+ case when lower(p.colour_en) = any(${keys}) or (p.colour_en is null
      and (p.search_en @@ to_tsquery(${textSearchConfig.en}, ${named}) or p.search_fr @@ to_tsquery(${textSearchConfig.fr}, ${named})))
    then ${COLOUR_SCORE} else 0 end`;
}

/** What the years a keyword names add to the score of a product (alias p) whose text mentions one; '' when it names none. */
function yearScoreSql(kw: KeywordQuery): SQL {
  if (kw.years.length === 0) return sql``;
  const mentioned = mentionsYearTsQuery(kw.years);
  return sql`+ case when p.search_en @@ ${mentioned} or p.search_fr @@ ${mentioned} then ${YEAR_SCORE} else 0 end`;
}

/** What the packing a keyword names ('case of paper': case) adds to the score of a product (alias p) named with it; '' when it names none. */
function packingScoreSql(kw: KeywordQuery): SQL {
  if (kw.packing.length === 0) return sql``;
  const named = kw.packing.map((word) => `${word}:A`).join(' | ');
  return sql`+ case when p.search_en @@ to_tsquery(${textSearchConfig.en}, ${named}) or p.search_fr @@ to_tsquery(${textSearchConfig.fr}, ${named}) then ${PACKING_SCORE} else 0 end`;
}
