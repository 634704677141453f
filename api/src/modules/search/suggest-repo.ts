import { colourForms, folded, printerSupplyWords } from '@comptoir/core';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';
import { codeMatchSql } from './code-match-sql.ts';
import { textSearchConfig, type Language } from './candidate-sql.ts';
import { isKnownWord, matchTsQuery, mentionsYearTsQuery, MIN_TERM_LETTERS, numberForms, otherNumber, typedApart, wordsTsQuery, type KeywordQuery } from './keyword-query.ts';
import { nameHeadIsKind } from './name-words-sql.ts';
import { closestTermsSql } from './typo-sql.ts';

export type SuggestionRow = {
  kind: 'category' | 'product';
  text: string;
  code: string | null;
  id: string;
};

const CATEGORY_SUGGESTIONS = 3;
/** Completions of the last typed word tried, most frequent first ('sta': stapler, staples, standard). */
const COMPLETIONS = 3;
/**
 * The most frequent completions read, of which those naming a kind of product (a word of a category's name) are
 * tried first when it is the first word: 'sta' is stapler and staples before 'standard', the toner cartridges' 'Standard
 * yield' (after other words, 'stylos à bille b', it is more often what they are: bleu). A finished word
 * also completes to its other number ('stylos bleus': bleu), which the vocabulary may hold instead.
 */
const COMPLETIONS_READ = 10;
/** Products looked at per completion; the best few of each are interleaved. */
const PER_COMPLETION = 20;
/** Products looked at for a completion naming a kind, the names whose head it is first (see `namesHolding`). */
const KIND_READ = 60;

/** Products offered for a printer model being typed ('lx32'): the ones that fit it, core and most reviewed first. */
const FOR_PRINTER_MODEL = 10;

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/** A word being typed this short is not yet read as a misspelling ('stp' may still become 'stpler'). */
const MIN_TYPO_LETTERS = 4;

/**
 * True when the last word is a size, unit or model rather than the start of a longer word: it has a digit ('#10', '2027',
 * '64') or, after other words, is shorter than the vocabulary's words ('reliure 2 po', 'piles AA'). Names holding it whole
 * are offered first: as the start of a word, 'AA' completed to 'AAA' alone, and 'po' or '10' to nothing.
 */
const isWholeSize = (words: readonly string[], last: string) => /\d/.test(last) || (words.length > 1 && last.length < MIN_TERM_LETTERS);

const otherLanguage = (language: Language): Language => (language === 'en' ? 'fr' : 'en');

/** The words with a number and the letters after it typed apart at the end ('lumora 264 xl') as the one word names hold. */
const joinedLast = (words: readonly string[]): readonly string[] => {
  const [number, letters] = words.slice(-2);
  return words.length >= 2 && number !== undefined && letters !== undefined && typedApart(number, letters) ? [...words.slice(0, -2), `${number}${letters}`] : words;
};

/**
 * Categories with a word starting with each typed word ('cartouche d'' names Cartouches d'encre), then
 * products (one statement). The last typed word is
 * completed from the vocabulary of product names (search_terms, a prefix index: no scan of 100,000
 * products per keystroke); a few products whose name holds a completion (trigram name index) and every
 * earlier word are listed, completions interleaved, core and most reviewed first. A code-like text lists the
 * products whose code starts with it first.
 * The words' language is the interface's unless its names hold no completion and the other language's do: Canadians
 * type 'stylos' or 'stapler' in either storefront, as keyword search reads them (decision 006). Failing both, the
 * word is read as a misspelling, as keyword search's typo fallback reads it ('agraffeuse': agrafeuse). Names are
 * always shown in the interface's language.
 */
export async function findSuggestions(db: Executor, kw: KeywordQuery, language: Language, limit: number, hideRestricted: boolean): Promise<SuggestionRow[]> {
  if (kw.printerModels.length > 0) return forPrinterModels(db, kw, language, limit, hideRestricted);
  const words = joinedLast(kw.words);
  const last = words.at(-1)?.toLowerCase();
  if (!last) return [];
  const lang = sql.raw(language);
  const earlier = words.slice(0, -1);
  // Letters and digits only (parseKeyword), so each is safe inside a regular expression.
  // A colour last is a whole word of the category's name too ('white' is no start of 'Whiteboards').
  const typedWords = sql`array[${sql.join(words.map((word, index) => sql`${index === words.length - 1 && colourForms(word) ? `${folded(word)}($|[^a-z0-9])` : word.toLowerCase()}`), sql`, `)}]::text[]`;
  const restricted = hideRestricted ? sql`and not p.is_restricted` : sql``;
  // In either language, whatever the completion's: 'stylos bl' typed in English is blue and black pens.
  const earlierWords = earlier.length > 0
    ? sql`and (${sql.join((['en', 'fr'] as const).map((l) => sql`p.search_${sql.raw(l)} @@ ${wordsTsQuery(textSearchConfig[l], earlier, { prefixLast: false })}`), sql` or `)})`
    : sql``;
  // A colour typed whole is that colour ('blue', 'noir'), not the start of another word ('Bluetooth', 'vertical').
  const colour = colourForms(last);
  const completing = colour
    ? sql`term = any(${sql`array[${sql.join(colour.map((form) => sql`${form}`), sql`, `)}]::text[]`})`
    : sql`(term like immutable_unaccent(${escapeLike(last)}) || '%' or term = immutable_unaccent(${otherNumber(last) ?? ''}))`;
  const prefixTerms = (l: Language) => sql`select term, products, ${l}::text as language, 1::float4 as closeness from search_terms
    where language = ${l} and ${completing}
    order by products desc, term limit ${COMPLETIONS_READ}`;
  const categoryName = (table: string) => sql`immutable_unaccent(lower(case when ${sql.raw(table)}.language = 'en' then c.name_en else c.name_fr end))`;
  // A handful per completion, unordered (ordering every name holding 'paper' would read thousands), by the name in the
  // completion's language (its trigram index reads the regular expression), as a word of it, in either number ('pens' is
  // not the 'dispenser', 'blue' not 'Bluetooth'); one branch runs per completion. The first word's kind first: the names
  // whose head it is ('Souris sans fil', not the 'Ensemble clavier et souris'; 'Crayons', not 'Porte-crayons'), as keyword
  // search ranks them; more are read for a completion naming a kind, for them to be among those read.
  const namesHolding = (l: Language) => sql`(select p.name_${lang} as name, p.code, p.id, p.is_core, p.review_count,
      ${earlier.length === 0} and ${nameHeadIsKind(sql`p.name_${sql.raw(l)}`, sql`${l === 'fr'}`, sql`array[c.term, c.term || 's', c.term || 'x', regexp_replace(c.term, '[sx]$', '')]`)} as head
    from products p
    where c.language = ${l} and immutable_unaccent(p.name_${sql.raw(l)}) ~* ('\\m' || c.term || '(s|x|es)?\\M')
      ${earlierWords} ${restricted}
    limit case when c.names_kind then ${KIND_READ}::int else ${PER_COMPLETION}::int end)`;
  const byCode = kw.code
    ? sql`select 0 as tier, 0 as completion, row_number() over (order by c.key, c.code) as rn, c.name, c.code, c.id from (
        select product_code_key(p.code) as key, p.name_${lang} as name, p.code, p.id from products p
        where ${codeMatchSql(kw).starts} ${restricted} order by key, p.code limit ${limit}) c`
    : sql`select 0 as tier, 0 as completion, 0::bigint as rn, null::text as name, null::text as code, null::uuid as id where false`;
  // The words as keyword search matches them (both languages): whole in names first when the last is a size or model;
  // failing every completion, anywhere in the product's text ("cartouche d'imprimante": cartridges for printers, by their
  // descriptions; 'stylos bl' typed in English), as search finds them.
  const typedLanguages = (query: (l: Language) => SQL) => sql`(${sql.join((['en', 'fr'] as const).map((l) => sql`p.search_${sql.raw(l)} @@ ${query(l)}`), sql` or `)})`;
  // Names holding the words first ("cartouche d'imprimante": cartridges before drums whose descriptions say both).
  const typedProducts = (tier: number, query: (l: Language) => SQL, found: SQL) => sql`select ${sql.raw(String(tier))} as tier, 0 as completion,
      row_number() over (order by f.rank desc, f.is_core desc, f.review_count desc, f.code) as rn, f.name, f.code, f.id
    from (select p.name_${lang} as name, p.code, p.id, p.is_core, p.review_count,
        greatest(${sql.join((['en', 'fr'] as const).map((l) => sql`ts_rank(p.search_${sql.raw(l)}, ${query(l)})`), sql`, `)}) as rank
      from products p where ${found} and ${typedLanguages(query)} ${restricted} limit ${PER_COMPLETION}) f`;
  const wholeLast = (l: Language) => sql`case when numnode(to_tsquery(${textSearchConfig[l]}, ${last})) > 0
    then ${wordsTsQuery(textSearchConfig[l], kw.words, { prefixLast: false, weight: 'A' })} else null::tsquery end`;
  const wholeSize = isWholeSize(words, last)
    ? sql`${typedProducts(1, wholeLast, sql`true`)} union all`
    : sql``;
  // A year typed with the words ('calendar 2027'): names holding them and mentioning it first, then the completions.
  const dated = kw.years.length > 0
    ? sql`${typedProducts(1, (l) => sql`(${wordsTsQuery(textSearchConfig[l], kw.words, { prefixLast: true, wholeWhenKnown: true, weight: 'A' })} && ${mentionsYearTsQuery(kw.years, 'A')})`, sql`true`)} union all`
    : sql``;
  const typos = last.length >= MIN_TYPO_LETTERS && !/\d/.test(last)
    ? sql`select t.term, t.products, case when ${language}::text = any(t.languages) then ${language}::text else t.languages[1] end as language, t.s as closeness
        from (${closestTermsSql(sql`${last}::text`, sql`immutable_unaccent(${numberForms(last)[1]}::text)`)}) t
        where not exists (select 1 from own_terms) and not exists (select 1 from other_terms)`
    : sql`select null::text as term, 0 as products, null::text as language, 0::float4 as closeness where false`;
  return queryRows<SuggestionRow>(
    db,
    sql`with own_terms as (${prefixTerms(language)}),
    other_terms as (select * from (${prefixTerms(otherLanguage(language))}) t where not exists (select 1 from own_terms)),
    typo_terms as (${typos}),
    completions as (
      select t.term, t.language, t.names_kind, row_number() over (order by t.closeness desc, t.names_kind desc, t.products desc, t.term) as completion from (
        select t.term, t.products, t.language, t.closeness, ${earlier.length === 0} and exists (
          select 1 from categories c where ${categoryName('t')} ~ ('(^|[^a-z0-9])' || t.term || '(s|es|x)?($|[^a-z0-9])')) as names_kind
        from (select * from own_terms union all select * from other_terms union all select * from typo_terms) t
        order by t.closeness desc, names_kind desc, t.products desc, t.term limit ${COMPLETIONS}
      ) t
    ),
    words_language as (
      select coalesce((select language from completions order by completion limit 1), ${language}::text) as language
    ),
    categories_found as (
      select 'category' as kind, c.name_${lang} as text, null::text as code, c.id::text as id
      from categories c, words_language l where not exists (
        select 1 from unnest(${typedWords}) as w(word) where ${categoryName('l')} !~ ('(^|[^a-z0-9])' || immutable_unaccent(w.word)))
      order by c.level, c.name_${lang} limit ${CATEGORY_SUGGESTIONS}
    ),
    products_found as (
      ${byCode}
      union all
      ${wholeSize}
      ${dated}
      select 2 as tier, c.completion, row_number() over (partition by c.completion order by f.head desc, f.is_core desc, f.review_count desc, f.code), f.name, f.code, f.id
      from completions c, lateral (${namesHolding('en')} union all ${namesHolding('fr')}) f
    ),
    typed_found as (
      ${typedProducts(3, (l) => matchTsQuery(textSearchConfig[l], kw, { language: l, typing: true }), sql`not exists (select 1 from products_found)`)}
    ),
    best_products as (
      select distinct on (id) id, code, name, tier, completion, rn from (select * from products_found union all select * from typed_found) f
      order by id, tier, completion, rn
    )
    (select * from categories_found)
    union all
    (select 'product', name, code, id::text from best_products order by tier, rn, completion limit ${limit})`,
  ).then((rows) => {
    const categories = rows.filter((r) => r.kind === 'category');
    const products = rows.filter((r) => r.kind === 'product');
    return [...categories.slice(0, Math.max(0, Math.min(CATEGORY_SUGGESTIONS, limit - 1))), ...products].slice(0, limit);
  });
}

/**
 * A printer model being typed ('lx32', 'toner LX-3200'): the products that fit it (the printer-model index, ~1,300
 * at 100,000 products) and hold the other typed words in either language: cartridges and toner, core and most reviewed first.
 */
async function forPrinterModels(db: Executor, kw: KeywordQuery, language: Language, limit: number, hideRestricted: boolean): Promise<SuggestionRow[]> {
  const lang = sql.raw(language);
  const restricted = hideRestricted ? sql`and not p.is_restricted` : sql``;
  const hasWords = kw.words.length > 0;
  const supplies = printerSupplyWords[language].map((word) => `${word}:A`).join(' | ');
  // The other words in the name first ('toner lx3': toner cartridges, though ink cartridges say 'ink and toner' too).
  const nameWords = hasWords ? sql`p.search_${lang} @@ ${wordsTsQuery(textSearchConfig[language], kw.words, { prefixLast: true, weight: 'A' })} desc,` : sql``;
  // The maker's own first when its printers were named ('toner for Lumora printer'), as keyword search ranks them.
  const makers = kw.printerMakers.filter((maker) => /^[a-z]+$/.test(maker)).map((maker) => `${maker}:A`).join(' | ');
  const makersOwn = makers ? sql`p.search_${lang} @@ to_tsquery('comptoir_${lang}'::regconfig, ${makers}) desc,` : sql``;
  const words = hasWords
    ? sql`and (p.search_en @@ ${wordsTsQuery(textSearchConfig.en, kw.words, { prefixLast: true })} or p.search_fr @@ ${wordsTsQuery(textSearchConfig.fr, kw.words, { prefixLast: true })})`
    : sql``;
  return queryRows<SuggestionRow>(
    db,
    sql`select 'product' as kind, p.name_${lang} as text, p.code, p.id::text as id from products p
      where p.printer_models && string_to_array(${kw.printerModels.join('\n')}::text, ${'\n'}) ${words} ${restricted}
      order by ${nameWords} ${makersOwn} p.search_${lang} @@ to_tsquery('comptoir_${lang}'::regconfig, ${supplies}) desc, p.is_core desc, p.review_count desc, p.code limit ${Math.min(limit, FOR_PRINTER_MODEL)}`,
  );
}

/**
 * The typed words the vocabulary of product names holds (either language, either number), in the order typed; the last
 * also when it starts a word of names, being typed ('corbeille à pap' is on its way to 'papier').
 */
export async function knownWords(db: Executor, words: readonly string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const starts = (word: string) => sql`exists (select 1 from search_terms t where t.language in ('en', 'fr') and t.term like ${`${escapeLike(folded(word))}%`})`;
  const holds = (word: string, index: number) => (index === words.length - 1 ? sql`(${isKnownWord(word)} or ${starts(word)})` : isKnownWord(word));
  const rows = await queryRows<{ known: boolean[] }>(db, sql`select array[${sql.join(words.map(holds), sql`, `)}] as known`);
  const known = rows[0]?.known ?? [];
  return words.filter((_, index) => known[index] === true);
}
