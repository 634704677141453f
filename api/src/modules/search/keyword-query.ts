import { KEYWORD_MAX_LENGTH, assortmentOf, folded, fractionsAsDecimals, genericSearchWords, isCountUnit, isGoodsWord, isYear, kindWords, matchPrinterModels, productCodeKey, splitColourWords, splitYearWords, typedKind, withoutPacking, withoutRequestWords, type Language } from '@comptoir/core';
import { sql, type SQL } from 'drizzle-orm';

/** What a typed keyword becomes before it reaches SQL: words for full-text search, a code candidate, a fuzzy text. */
export interface KeywordQuery {
  /** The keyword as typed, trimmed and with runs of spaces collapsed. */
  text: string;
  /**
   * The letters-and-digits words as typed (fractions as decimals: '12 1/2' is 12 and 5), before trademarks, printer
   * models and colours are recognised.
   */
  typed: string[];
  /** Letters and digits only, split into words (trademarks as their generic words); never carries tsquery syntax. */
  words: string[];
  /** The code the text could be (the start of), as core's productCodeKey reads it ('pla-89084' is PLA89084), else null. */
  code: string | null;
  /** The words with their colours, as typed, joined by spaces: for the phrase in names and trigram similarity. */
  fuzzy: string;
  /** Printer models the typed words named ('toner LX-3200'): their words are no longer in `words`. */
  printerModels: string[];
  /**
   * The makers whose printers the typed words named for what a supply is for ('toner for Lumora printer': every Lumora
   * model in `printerModels`), folded: the maker's own supplies rank first among those that fit.
   */
  printerMakers: string[];
  /** Colours typed with other words ('papier blanc'), as the catalogue's colour keys; their words are not in `words`. */
  colours: string[];
  /** Those colours' words as typed ('blanc'), for products that name a colour in their text. */
  colourWords: string[];
  /**
   * Years typed with other words ('calendar 2027', 'agenda 2026-2027'), four digits each: not in `words`. They rank the
   * products that mention them first and restrict nothing, as colours do.
   */
  years: string[];
  /**
   * The packing said before what is asked for ('case of paper': case), not in `words`: it ranks the products sold so
   * first and restricts nothing, as years do.
   */
  packing: string[];
  /**
   * Words for any goods typed with others ('office supplies'): not in `words`; they are matched only when the typed
   * words together name a category ('packing supplies'), see `matchTsQuery`.
   */
  goods: string[];
  /**
   * The words that may say what kind of product is asked for, likeliest first ('HP toner': toner) as each language orders
   * them (the words' language decides in SQL); the first naming a category is searched alone when not every word is found.
   */
  kinds: Record<Language, string[]>;
  /**
   * The kind asked for as product names' heads say it (core's typedKind: 'paper' of 'copy paper', 'encre' of 'cartouche
   * d'encre'), in each language's reading (the words' language decides in SQL): a sort other than best match lists the
   * products whose name's head it is first.
   */
  kind: Record<Language, string[]>;
  /**
   * The kinds an assortment typed ('school supplies') stands for, in the searcher's language ('pencils', 'report covers'):
   * any of them matches. Not in `words`.
   */
  assortment: string[];
}

const MAX_WORDS = 12;
/** A code typed in parts ('PLA 89084', 'pla-890-84') has at most this many. */
const MAX_CODE_PARTS = 3;

// A combining accent NFC cannot fold into its letter stays inside the word rather than cutting it in two.
const wordPattern = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
/**
 * Little words the French configuration keeps: 'à' (or 'a', typed without its accent), which names hold ('sacs à
 * ordures'), and the article 'les' (stemmed 'le'). Required, 'savon à mains' found nothing, since the soap's name says
 * 'pour les mains', and 'les chaises' only the guest chairs whose descriptions say 'les'. English leaves 'a' out.
 */
const isLittleA = (word: string) => folded(word) === 'a';
const isArticleLes = (word: string) => folded(word) === 'les';
const codePattern = /^[A-Z0-9]{2,20}$/;

interface ParseOptions {
  /** Search as you type: the last word may be unfinished ('brocheu', 'lx32'); colours stay words there. */
  lastIsPrefix?: boolean;
}

/**
 * The code a text may be, as core's productCodeKey reads it: ASCII letters and digits with a digit, typed in at most
 * three parts joined by spaces, dashes, dots or slashes ('hp-64xl', 'CF 410A'). A text with other letters is no code:
 * 'café 2' would be CAF2 once its accent was dropped, the start of codes it does not name.
 */
function codeOf(text: string): string | null {
  if (!/^[A-Za-z0-9]+([ ./-][A-Za-z0-9]+)*$/.test(text) || text.split(' ').length > MAX_CODE_PARTS) return null;
  const key = productCodeKey(text);
  return codePattern.test(key) && /\d/.test(key) ? key : null;
}

/** The catalogue's words for typed words: trademarks, everyday terms and assortments replaced, colours set apart. */
function catalogueWords(
  typed: readonly string[],
  language: Language,
  options: ParseOptions,
): Pick<KeywordQuery, 'words' | 'fuzzy' | 'colours' | 'colourWords' | 'years' | 'packing' | 'goods' | 'kinds' | 'kind' | 'assortment'> {
  // Twice: a term's words may form another with the words around them ('papier 8.5 x 11': 'papier lettre', copy paper).
  // A request's words ('I need', 'je cherche') go first, so that a sentence keeps its product words within MAX_WORDS.
  const generic = genericSearchWords(genericSearchWords(withoutRequestWords(typed), language, options), language).slice(0, MAX_WORDS);
  const { words: unpacked, packing } = withoutPacking(generic);
  // 'les' typed alone, or last while typing (the start of 'lessive'), stays.
  const kept = unpacked.filter((word) => !isLittleA(word));
  const article = (word: string, index: number) => isArticleLes(word) && !(options.lastIsPrefix && index === kept.length - 1);
  const matched = kept.some((word, index) => !article(word, index)) ? kept.filter((word, index) => !article(word, index)) : kept;
  const { words: named, kinds: assortment } = options.lastIsPrefix ? { words: matched, kinds: [] } : assortmentOf(matched, language);
  const split = options.lastIsPrefix ? { words: named, colours: [], colourWords: [] } : splitColourWords(named);
  // A year is set apart while typing too: four digits are no start of a longer word ('calendar 2027' suggests calendars).
  const { words: kindOf, years } = splitYearWords(split.words);
  const goods = options.lastIsPrefix ? [] : kindOf.filter(isGoodsWord);
  const words = goods.length < kindOf.length ? kindOf.filter((word) => !goods.includes(word)) : kindOf;
  // Read with the little words still in ('corbeille à papier': 'à' says what the corbeille is for), kept as in `kindOf`.
  const kindsOf = (language: Language) => (kindOf.length < 2 ? [] : kindWords(unpacked, language).filter((word) => kindOf.includes(word)));
  const kinds = { en: kindsOf('en'), fr: kindsOf('fr') };
  // Read with the little words still in too ('cartouche d'encre': encre), without the colours and years ('pens blue': pens).
  const said = unpacked.filter((word) => !split.colourWords.includes(word) && !years.includes(word));
  const kind = { en: typedKind(said, 'en'), fr: typedKind(said, 'fr') };
  return { ...split, words, years, packing, goods: words === kindOf ? [] : goods, fuzzy: generic.join(' ').toLowerCase(), kinds, kind, assortment };
}

/**
 * `language` is the searcher's: a trademark typed as a common noun ('Post-it') is searched as its generic words;
 * `lastIsPrefix` (search as you type) also when its last word is being typed ('brocheu').
 */
export function parseKeyword(raw: string | undefined | null, language: Language, options: ParseOptions = {}): KeywordQuery {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, KEYWORD_MAX_LENGTH);
  // Fractions as names write them ('12 1/2': 12.5), before the slash cuts them into numbers.
  const typed = fractionsAsDecimals(text.normalize('NFC')).match(wordPattern) ?? [];
  return { text, typed, code: codeOf(text), printerModels: [], printerMakers: [], ...catalogueWords(typed, language, options) };
}

/**
 * The keyword with the printer models it names taken out of its words ('toner LX-3200': the word 'toner' and
 * the model Lumora LX-3200; 'toner for Lumora printer': 'toner' and every Lumora model, core's matchPrinterModels);
 * `lastIsPrefix` for search as you type ('lx32'). Unchanged when it names none.
 * Models are read from the words as typed: two of one maker ('LX-3200 LX-2100') repeat the maker's letters.
 */
export function withPrinterModels(kw: KeywordQuery, models: readonly string[], language: Language, options: ParseOptions = {}): KeywordQuery {
  const match = matchPrinterModels(kw.typed, models, options);
  if (match.models.length === 0) return kw;
  return { ...kw, ...catalogueWords(match.words, language, options), printerModels: match.models, printerMakers: match.makers ?? [] };
}

/**
 * The other number of a word, which the French stemmer keeps apart ('stylo' / 'stylos', 'bleus' / 'bleu',
 * 'bureaux' / 'bureau'); null for short words and words with digits.
 */
export function otherNumber(word: string): string | null {
  if (word.length < 4 || !/^\p{L}+$/u.test(word)) return null;
  return /[sx]$/iu.test(word) ? word.slice(0, -1) : `${word}s`;
}

/**
 * True when a number and the letters after it may be one word of a name typed apart ('264 XL', '64-xl'): names write
 * model numbers whole ('Lumora 264XL'), and the two words alone found it only through the typo fallback.
 */
export const typedApart = (number: string, letters: string): boolean => /^\d+$/.test(number) && /^[a-z]{1,3}$/i.test(letters);

/**
 * The one word a name may write for two typed words: a number and the letters after it ('264 XL': 264XL), or a number
 * and one or two digits after it, a decimal the search's words cut at its point ('12.5', '1,5'): the English parser
 * keeps '12.5 in' whole, so 'laminator 12.5' and 'sticky notes 1.5 x 2' answered by the fallbacks. Null otherwise.
 */
export function joinedForm(word: string, next: string): string | null {
  if (typedApart(word, next)) return `${word}${next}`;
  return /^\d+$/.test(word) && /^\d{1,2}$/.test(next) ? `${word}.${next}` : null;
}

/** Options of `wordsTsQuery`. */
interface TsQueryOptions {
  /** The last word may be unfinished (search as you type, 'cartouche d'encr'): it matches as a prefix. */
  prefixLast: boolean;
  /**
   * With `prefixLast`: unless the vocabulary of product names (search_terms, either language) holds the word or its
   * other number. A finished word is a word: as a prefix the stem of 'pens' ('pen') found pencils, the French stem
   * of 'toner' ('ton') the codes TON…, and 'notes' ('not') the codes NOT…. A short word or a year is a word too
   * (`isWholeWord`). A word no name holds, whose stem is that of other words of names, matches only as typed, last or
   * not (`isOtherWordsStem`: 'colle' is not 'collantes').
   */
  wholeWhenKnown?: boolean;
  weight?: 'A';
  anyWord?: boolean;
  /**
   * With `wholeWhenKnown`: a little word of either language typed alone is a word too (keyword search: 'for' listed the
   * French names' 'format'); while typing it may still be the start of one.
   */
  littleWordWhole?: boolean;
  /**
   * With `prefixLast`: a last word of two letters after other words is a prefix too (auto-suggest's words found in
   * products' text, once no name completes them); elsewhere it is a unit or size ('piles aa', 'reliure 2 po').
   */
  shortLastTyped?: boolean;
  /**
   * A number and its unit typed apart ('1 To') match only as the joined word where the configuration drops the unit as a
   * little word: the English configuration drops 'to', and its branch listed every product holding '1' after the three
   * 1 To drives. For the other language's branch: in the words' own, names drop the unit too ('2 in', '2 m').
   */
  strictUnits?: boolean;
  /**
   * Keyword search (a finished text): a last word of letters the vocabulary does not know completes only to close words of
   * names (`closeCompletions`), not to every word it starts: 'bin' was the start of 'binder', and 'recycling bin' (no bin
   * is carried) listed tab dividers for recycled binders. While typing (auto-suggest) it may still become any word.
   */
  closeCompletions?: boolean;
  /**
   * Keyword search: the words said for the kind as the configuration's language reads them (core's typedKind). Such a
   * word no name holds, whose stem no word of names has either, matches names, codes and keywords only (weights A and
   * B), names and codes only (A) when no category's name has its stem either, since short descriptions weigh B too:
   * 'règle' (a ruler, not carried) is 'regl' to the French stemmer, as the 'règlements' of the safety vests'
   * descriptions are, and listed them as exact matches (`isNamesStem`); 'can opener' the bookcases, 'open' storage.
   */
  things?: readonly string[];
}

/**
 * A tsquery (SQL) for the words of names (search_terms, either language) a last word not finished may be ('encr': encre,
 * 'stapl': stapler, staples), at most half as long again as it (the typo fallback's measure), and the word itself. The
 * vocabulary's terms are letters and digits, so they carry no tsquery operator.
 */
function closeCompletions(config: SQL, word: string, whole: SQL): SQL {
  const typed = folded(word);
  return sql`(${whole} || coalesce((select to_tsquery(${config}, string_agg(t.term, ' | ')) from search_terms t
    where t.language in ('en', 'fr') and t.term like ${`${typed}%`} and t.term ~ '^[a-z0-9]+$' and length(t.term) * 2 <= ${typed.length * 3}), ''::tsquery))`;
}

/**
 * The lexemes of a text that mentions `year`, alone or in a span: the parser reads '2026-2027' as 2026 and -2027, but
 * keeps '2026/2027' and '2026/27' whole, so an agenda named so was not found by either year.
 */
function yearLexemes(year: string): string[] {
  const before = String(Number(year) - 1);
  const after = String(Number(year) + 1);
  return [year, `-${year}`, `${before}/${year}`, `${year}/${after}`, `${before}/${year.slice(-2)}`, `${year}/${after.slice(-2)}`];
}

/**
 * A tsquery (SQL) true for a text that mentions one of the typed years, alone or in a span; `weight` 'A' for names and
 * codes only. Years are four digits (core's isYear), so the text carries no operator but '|'.
 */
export const mentionsYearTsQuery = (years: readonly string[], weight: '' | 'A' = ''): SQL =>
  sql`${years.flatMap(yearLexemes).map((lexeme) => (weight ? `${lexeme}:${weight}` : lexeme)).join(' | ')}::tsquery`;

/**
 * A number of four to nine digits as names write it, in groups of three ('5000': 5, 000; names say 'boîte de 5 000',
 * 'Box of 5,000', which the parser reads as two numbers): typed whole, 'agrafes boîte de 5000' found nothing. Null
 * for other words and for years, which `mentionsYearTsQuery` reads.
 */
export function thousandsGrouped(word: string): string[] | null {
  if (!/^[1-9]\d{3,8}$/.test(word) || isYear(word)) return null;
  const groups: string[] = [];
  for (let end = word.length; end > 0; end -= 3) groups.unshift(word.slice(Math.max(0, end - 3), end));
  return groups;
}

/** The vocabulary of product names (search_terms) holds words of at least this many letters (migration 0008). */
export const MIN_TERM_LETTERS = 3;

/**
 * True for a word keyword search matches whole even as the last word: one shorter than the vocabulary's words ('c',
 * 'AA', 'To') or a year. As prefixes, 'c' was every word starting with c ('batteries c' listed the Comptoir brand's
 * rechargeables first), 'AA' the AAA batteries too and '1 To' the napkins 'boîte de 1 000' ('to':* for 'tout').
 */
export const isWholeWord = (word: string): boolean => [...word.normalize('NFC')].length < MIN_TERM_LETTERS || isYear(word);

/** A word and its other number as the vocabulary of product names may hold them; a short word's plural too ('pen': pens). */
export function numberForms(word: string): [string, string] {
  return [word, otherNumber(word) ?? `${word}s`];
}

/**
 * True (SQL) when the vocabulary of product names holds `word` or its other number, in either language; an English
 * plural in -es too ('boxes': box). Unknown, 'boxes' was a prefix, and 'box':* ranked 'Box-bottom' hanging folders
 * (two lexemes) above the boxes.
 */
export function isKnownWord(word: string): SQL {
  const forms = [...numberForms(word), ...(/..es$/i.test(word) ? [word.slice(0, -2)] : [])].map((w) => sql`immutable_unaccent(lower(${w}))`);
  return sql`exists (select 1 from search_terms t where t.language in ('en', 'fr') and t.term in (${sql.join(forms, sql`, `)}))`;
}

/**
 * True (SQL) for a word typed whole: the vocabulary of names knows it (`isKnownWord`), or either language's configuration
 * drops it as a little word. As a prefix, 'for' (an English little word) was the start of the French 'format' and
 * 'formation': typed alone, it listed 500 products.
 */
export const isFinishedWord = (word: string): SQL => sql`(${isKnownWord(word)}
  or numnode(to_tsquery('comptoir_en'::regconfig, ${word})) = 0 or numnode(to_tsquery('comptoir_fr'::regconfig, ${word})) = 0)`;

/** Words long enough for a stemmer to cut them to another word's stem. */
const mayBeOtherWordsStem = (word: string): boolean => /^\p{L}{4,}$/u.test(word);

/**
 * The known words a typed word ending as a tool's name ('eraser', 'erasers') must not be a form of: the verb the tool
 * does ('erase', of dry-erase), which ends the same but for the -r / -er.
 */
function toolsVerb(typed: string): string[] {
  const tool = /^(.*e)r(s?)$/.exec(typed);
  return tool ? [tool[1] as string, (tool[1] as string).slice(0, -1)] : [];
}

/**
 * True (SQL) when `word`, which no name holds, has the stem of words of names that are not forms of it in `config`:
 * 'colle' (glue) and 'collantes' (of the sticky notes) are 'coll' to the French stemmer, 'efface' and 'effaçables' (dry-erase)
 * 'effac', 'eraser' and 'erase' (of dry-erase) 'eras' to the English one. Such a word matched the other word's products as
 * an exact match. A form differs from the typed word in its last letters only ('battery': batteries, 'envelops':
 * envelopes), and is not the verb of a tool's name ('eraser': erase).
 */
export function isOtherWordsStem(config: SQL, word: string): SQL {
  const typed = folded(word);
  const verb = toolsVerb(typed);
  const notVerb = verb.length === 0 ? sql`` : sql`and t.term <> all(${sql`array[${sql.join(verb.map((v) => sql`${v}`), sql`, `)}]::text[]`})`;
  return sql`coalesce((select bool_and(not (t.term like ${`${typed.slice(0, -2)}%`} and length(t.term) <= ${typed.length + 2} ${notVerb}))
    from search_terms t where t.language in ('en', 'fr') and t.term like ${`${typed.slice(0, 3)}%`}
      and to_tsvector(${config}, t.term) @@ to_tsquery(${config}, ${word})), false)`;
}

/**
 * True (SQL) for a product (alias p) whose text may answer `word` when it names a tool: the known word of a tool whose
 * verb names also hold, one stem to that language's stemmer ('eraser' beside the 'erase' of dry-erase), must be written
 * in the product's name or keywords (either language, either number), else every dry-erase marker and board matched 'eraser' after
 * the one eraser. True for other words, and for a tool's name no name holds (`isOtherWordsStem` reads it).
 */
export function writesToolName(word: string): SQL {
  const typed = folded(word);
  const verb = toolsVerb(typed);
  if (!mayBeOtherWordsStem(word) || verb.length === 0) return sql`true`;
  // Only where the word's language's stemmer makes them one ('stapler' and 'staple' stay apart in English).
  const besideVerb = sql`(${isKnownWord(word)} and exists (select 1 from search_terms t where t.language in ('en', 'fr')
    and t.term in (${sql.join(verb.map((v) => sql`${v}`), sql`, `)})
    and to_tsvector(('comptoir_' || t.language)::regconfig, t.term) @@ to_tsquery(('comptoir_' || t.language)::regconfig, ${word})))`;
  // As typed and without accents, in any case: unaccenting the texts of the thousands of rows the stem brings cost more
  // than the search. Names and keywords (kind, category, brand) only, for the same reason.
  const forms = [...new Set([...numberForms(word.normalize('NFC').toLowerCase()), ...numberForms(typed)])];
  return sql`(not ${besideVerb} or concat_ws(' ', p.name_en, p.keywords_en, p.name_fr, p.keywords_fr) ~* ${`\\m(${forms.join('|')})\\M`})`;
}

/**
 * True (SQL) for a product (alias p) that writes every tool's name among the typo fallback's corrections (`terms`, a
 * text[] of known words), as `writesToolName` asks of typed words: 'erasor', corrected to 'eraser', listed the dry-erase
 * markers after the eraser ('eraser' is 'eras' to the English stemmer, as the 'erase' of dry-erase is).
 */
export const writesCorrectedToolNames = (terms: SQL): SQL => sql`not exists (select 1 from unnest(${terms}) ct(term),
  lateral (select substring(ct.term from '^(.*e)rs?$') as verb) v
  where v.verb is not null and exists (select 1 from search_terms t where t.language in ('en', 'fr') and t.term in (v.verb, left(v.verb, -1))
      and to_tsvector(('comptoir_' || t.language)::regconfig, t.term) @@ to_tsquery(('comptoir_' || t.language)::regconfig, ct.term))
    and concat_ws(' ', p.name_en, p.keywords_en, p.name_fr, p.keywords_fr) !~* ('\\m' || regexp_replace(ct.term, 's$', '') || 's?\\M'))`;

/** True (SQL) for a product (alias p) that writes every tool's name among `words` (see `writesToolName`). */
export const writesToolNames = (words: readonly string[]): SQL => sql.join([sql`true`, ...words.filter((word) => toolsVerb(folded(word)).length > 0).map(writesToolName)], sql` and `);

/**
 * True (SQL) when a word of the vocabulary of names (search_terms, either language) has the stem of `word` in `config`:
 * false when the stem is found only in other texts (descriptions), where it may be another word's ('règle':
 * 'règlements').
 */
export function isNamesStem(config: SQL, word: string): SQL {
  return sql`exists (select 1 from search_terms t where t.language in ('en', 'fr') and t.term like ${`${folded(word).slice(0, 3)}%`}
    and to_tsvector(${config}, t.term) @@ to_tsquery(${config}, ${word}))`;
}

/** True (SQL) when a category's name holds a word of the stem of `word` in `config`, either language (products' keywords hold them). */
export function isCategoryStem(config: SQL, word: string): SQL {
  return sql`exists (select 1 from categories c where to_tsvector(${config}, c.name_en || ' ' || c.name_fr) @@ to_tsquery(${config}, ${word}))`;
}

/** True (SQL) when `word` is matched only as typed in either configuration (see `isOtherWordsStem`); false for short words. */
export const isMatchedAsTyped = (word: string): SQL =>
  mayBeOtherWordsStem(word)
    ? sql`(not ${isKnownWord(word)} and (${isOtherWordsStem(sql.raw(`'comptoir_en'::regconfig`), word)} or ${isOtherWordsStem(sql.raw(`'comptoir_fr'::regconfig`), word)}))`
    : sql`false`;

/** A tsquery (SQL) for a word as typed, unstemmed: only a text holding that very word matches it. */
const asTypedTsQuery = (word: string, weight: 'A' | undefined): SQL => sql`to_tsquery('simple'::regconfig, ${`${folded(word)}${weight ? `:${weight}` : ''}`})`;

/**
 * A tsquery (SQL) for `words` in a text-search configuration: every word must match, in either number, the last as
 * a prefix when `prefixLast` (search as you type, 'cartouche d'encr'); with `anyWord`, any of them. Two words a name may
 * write as one (`joinedForm`: '264 XL', the '12' and '5' of '12.5') match as typed or as that word; a year however a
 * text mentions it ('2027' in '2026/2027'). A little word ('de', 'pour') drops out, and so does its other number ('pours'
 * would stem to 'pour', which no text holds). Words are letters and digits only (a decimal's point joined here), so
 * they cannot inject tsquery operators; the configuration's unaccent + stemmer normalise each.
 */
export function wordsTsQuery(config: SQL, words: readonly string[], options: TsQueryOptions): SQL {
  if (words.length === 0) return sql`null::tsquery`;
  const suffix = (prefix: boolean, weight: TsQueryOptions['weight'] | 'AB' = options.weight) => (prefix ? `:*${weight ?? ''}` : weight ? `:${weight}` : '');
  const termOf = (word: string, prefix: boolean, weight: TsQueryOptions['weight'] | 'AB' = options.weight) => {
    if (isYear(word)) return mentionsYearTsQuery([word], options.weight ?? '');
    const grouped = thousandsGrouped(word);
    if (grouped !== null) {
      const weight = options.weight ? `:${options.weight}` : '';
      return sql`to_tsquery(${config}, ${`${word}${weight} | (${grouped.map((group) => `${group}${weight}`).join(' <-> ')})`})`;
    }
    const term = sql`to_tsquery(${config}, ${`${word}${suffix(prefix, weight)}`})`;
    const other = otherNumber(word);
    return other ? sql`(${term} || case when numnode(${term}) > 0 then to_tsquery(${config}, ${`${other}${suffix(prefix, weight)}`}) else ''::tsquery end)` : term;
  };
  // A word of letters completes to close words only (keyword search); other words (a model's '264') as before.
  const completed = (word: string) => (options.closeCompletions && /^\p{L}+$/u.test(word) ? closeCompletions(config, word, termOf(word, false)) : termOf(word, true));
  const termAt = (word: string, index: number): SQL => {
    const term = wordTerm(word, index);
    // A thing the configuration drops as a little word ('can' of 'garbage can') is still what is asked for: matched as
    // typed, which no text holds, rather than left out ('garbage' alone listed the garbage bags as exact matches).
    return options.things?.includes(word) && /^\p{L}+$/u.test(word) ? sql`(case when numnode(to_tsquery(${config}, ${word})) = 0 then ${asTypedTsQuery(word, options.weight)} else ${term} end)` : term;
  };
  const wordTerm = (word: string, index: number) => {
    const last = options.prefixLast && index === words.length - 1;
    if (!options.wholeWhenKnown) return termOf(word, last);
    // Two letters being typed after other words may still start one ('hdmi ca', 'chaise de bu'): nothing was suggested.
    if (isWholeWord(word)) return termOf(word, last && options.shortLastTyped === true && index > 0 && /^\p{L}{2}$/u.test(word));
    // Any of the words ranks only (the head word's fallback): a stem shared by chance costs nothing there.
    // A little word typed alone is no start of another ('for': format); beside other words it costs planning for nothing.
    const finished = options.littleWordWhole && words.length === 1 ? isFinishedWord(word) : isKnownWord(word);
    if (!mayBeOtherWordsStem(word) || options.anyWord) return last ? sql`(case when ${finished} then ${termOf(word, false)} else ${completed(word)} end)` : termOf(word, false);
    // Keywords (B) hold the categories' words, short descriptions (B) any word: a thing in neither names nor categories
    // is matched in names and codes only ('can opener': 'opener' is 'open', of the bookcases' 'Open and closed storage').
    const thing = options.things?.includes(word) && !options.weight
      ? sql`when not ${isNamesStem(config, word)} then (case when ${isCategoryStem(config, word)} then ${termOf(word, false, 'AB')} else ${termOf(word, false, 'A')} end)`
      : sql``;
    return sql`(case when ${isKnownWord(word)} then ${termOf(word, false)} when ${isOtherWordsStem(config, word)} then ${asTypedTsQuery(word, options.weight)}
      ${thing} else ${last ? completed(word) : termOf(word, false)} end)`;
  };
  const terms: SQL[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as string;
    const next = words[index + 1];
    const joined = next === undefined ? null : joinedForm(word, next);
    if (next !== undefined && /^\d+$/.test(word) && isCountUnit(next)) {
      // A count and its unit side by side ('40 sheets'): apart, '500 sheets' was '500 mL' and a safety data sheet.
      terms.push(sql`to_tsquery(${config}, ${`${word}${options.weight ? `:${options.weight}` : ''} <-> ${next}${options.weight ? `:${options.weight}` : ''}`})`);
      index += 1;
    } else if (next !== undefined && joined !== null) {
      const unit = termAt(next, index + 1);
      const apart = options.strictUnits && typedApart(word, next)
        ? sql`(case when numnode(${unit}) > 0 then ${termAt(word, index)} && ${unit} else ''::tsquery end)`
        : sql`(${termAt(word, index)} && ${unit})`;
      terms.push(sql`(${apart} || ${termAt(joined, index + 1)})`);
      index += 1;
    } else terms.push(termAt(word, index));
  }
  // Parenthesised: `@@` binds tighter than `&&` and `||`.
  return sql`(${sql.join(terms, options.anyWord ? sql` || ` : sql` && `)})`;
}

const categoryNames = [
  { config: sql.raw(`'comptoir_en'::regconfig`), name: sql.raw('c.name_en') },
  { config: sql.raw(`'comptoir_fr'::regconfig`), name: sql.raw('c.name_fr') },
];

/**
 * The tsquery (SQL) keyword search matches in a configuration: every word, the last as a prefix unless the vocabulary
 * knows it; a word no name holds only as typed when its stem is other words' (`isOtherWordsStem`); `strictUnits` for the
 * other language's branch; `finished` for keyword search: `littleWordWhole` and `closeCompletions` (see TsQueryOptions);
 * `language` the configuration's, whose reading of the thing asked for (`things`) applies, typed or typing; `typing`
 * for auto-suggest (`shortLastTyped`). Words for any goods (`goods`)
 * join them only when the typed words together name a category in either language ('packing supplies', 'fournitures
 * d'emballage'): then they name that category, else they restrict nothing.
 */
export function matchTsQuery(config: SQL, kw: KeywordQuery, keyword: { strictUnits?: boolean; finished?: boolean; language?: Language; typing?: boolean } = {}): SQL {
  const finished = keyword.finished === true;
  // The thing asked for is read alike while typing: auto-suggest listed the 'réglable' desks for 'règle' by descriptions.
  const things = keyword.language ? kw.kind[keyword.language] : [];
  const options = { prefixLast: true, wholeWhenKnown: true, strictUnits: keyword.strictUnits === true, littleWordWhole: finished, closeCompletions: finished, things, shortLastTyped: keyword.typing === true };
  const words = kw.assortment.length === 0 ? wordsTsQuery(config, kw.words, options) : withAssortment(config, kw, wordsTsQuery(config, kw.words, options));
  if (kw.goods.length === 0) return words;
  const named = [...kw.words, ...kw.goods];
  const namesCategory = sql.join(
    categoryNames.map(({ config: c, name }) => sql`exists (select 1 from categories c, lateral (select tsvector_to_array(to_tsvector(${c}, ${name})) as lexemes) l
      where cardinality(l.lexemes) > 0 and l.lexemes <@ tsvector_to_array(to_tsvector(${c}, ${named.join(' ')}::text)))`),
    sql` or `,
  );
  return sql`(case when ${namesCategory} then ${wordsTsQuery(config, named, options)} else ${words} end)`;
}

/** `words` (a tsquery, SQL) and any of the assortment's kinds, each with all of its words ('report & covers'). */
function withAssortment(config: SQL, kw: KeywordQuery, words: SQL): SQL {
  const kinds = sql`(${sql.join(kw.assortment.map((kind) => wordsTsQuery(config, kind.match(wordPattern) ?? [], { prefixLast: false })), sql` || `)})`;
  return kw.words.length === 0 ? kinds : sql`(${words} && ${kinds})`;
}

/** True when the keyword has text to match: words, an assortment's kinds or printer models. */
export const hasText = (kw: KeywordQuery): boolean => kw.words.length > 0 || kw.assortment.length > 0 || kw.printerModels.length > 0;

/** True when the keyword has a number and a unit typed apart ('1 To'), which the other language's branch reads strictly. */
export const hasUnitApart = (kw: KeywordQuery): boolean => kw.words.some((word, index) => typedApart(word, kw.words[index + 1] ?? ''));
