import { isCountUnit, isJoiningWord, isQuantityWord } from '@comptoir/core';
import { sql, type SQL } from 'drizzle-orm';
import { codeMatchSql } from './code-match-sql.ts';
import { isMatchedAsTyped, numberForms, writesCorrectedToolNames, type KeywordQuery } from './keyword-query.ts';

/** Typo fallback runs only when full-text search found fewer than this many products. */
export const FUZZY_WHEN_FEWER_THAN = 3;
const FUZZY_CAP = 200;
/** Products matching the corrected words that are scored by name similarity. */
const FUZZY_SAMPLE = 200;
/**
 * What a name holding a correction itself adds, over one holding only a word of its stem: the French stemmer makes
 * 'agrafes' and 'agrafeuse' one word, and 'agraphes' (staples, misspelt) listed the staplers first.
 */
const CORRECTION_NAMED_SCORE = 0.1;
const nameWords = (name: SQL) => sql`regexp_split_to_array(immutable_unaccent(lower(${name})), '[^[:alnum:]]+')`;
/** Known words tried per typed word, closest first ('staplr': stapler, staples, staple). */
const CORRECTIONS_PER_WORD = 3;


/** True (SQL) for a little word ('de', 'the'), which either configuration drops: it has no correction and needs none. */
const isLittleWord = (word: SQL): SQL =>
  sql`(to_tsvector('comptoir_en'::regconfig, ${word}) = ''::tsvector or to_tsvector('comptoir_fr'::regconfig, ${word}) = ''::tsvector)`;

/** The head word of the typed words' language (word_language, alias l), lower case: the likeliest kind. */
const headOf = (kw: KeywordQuery): SQL => sql`(case when l.fr_first then ${kw.kinds.fr[0]?.toLowerCase() ?? null}::text else ${kw.kinds.en[0]?.toLowerCase() ?? null}::text end)`;

/** True (SQL) when known words (a text) name a category in either language (category_words). */
const namesCategory = (terms: SQL): SQL => sql`exists (select 1 from category_words cw
  where cw.words_en && tsvector_to_array(to_tsvector('comptoir_en'::regconfig, ${terms}))
    or cw.words_fr && tsvector_to_array(to_tsvector('comptoir_fr'::regconfig, ${terms})))`;

/**
 * The `corrected` CTE (the typed words as tsqueries, misspellings corrected), when full-text search found fewer than
 * FUZZY_WHEN_FEWER_THAN products: each typed word is replaced by the closest words of product names in either language
 * (pg_trgm similarity over the search_terms vocabulary, a few thousand rows). The head word's products rank those
 * holding them first ('ergonmic chair': the ergonomic chairs), and the typo fallback finds names holding them. A word the vocabulary knows (or its other number) is no typo and is its
 * only correction: 'blue pens' with two blue pens in stock 'corrected' pens to pencils, listed right after them. A
 * word with no close known word is left out, so the others still find products ('agrafeuze de qwxz'), but only when the
 * head word (the likeliest kind) is corrected into a word naming a category: otherwise the buyer asked for something the
 * catalogue does not carry ('paper clips', 'glue stick', '500 feuilles'), and the paper towels, stick pens or flip-chart
 * pads the other words named were no answer: nothing is found, and the page says so.
 */
export function correctedSql(kw: KeywordQuery): SQL {
  const words = kw.words.map((w) => w.toLowerCase());
  // A code that found its product ('PLA8908') is not a misspelt word: names like it would follow it by the hundred.
  const codeFound = kw.code ? sql`and not exists (select 1 from text_hits h where ${codeMatchSql(kw, 'h').starts})` : sql``;
  const textArray = (texts: readonly string[]) => (texts.length === 0 ? sql`'{}'::text[]` : sql`array[${sql.join(texts.map((w) => sql`${w}`), sql`, `)}]::text[]`);
  const wordArray = textArray(words);
  // The other number of each word (aligned with wordArray).
  const otherArray = textArray(words.map((w) => numberForms(w)[1]));
  // Words that say what is asked for: numbers, sizes ('1 To') and little words may be left out, as may a word beside
  // them when the head word is found and names a kind or most words are found ('disque dur externe': disque dur).
  const content = words.map((w) => /^\p{L}{3,}$/u.test(w) && !isJoiningWord(w));
  // Words full-text search read only as typed, their stem being other words' ('efface': effaçables), are not corrected to those words.
  const asTypedArray = words.length === 0 ? sql`'{}'::boolean[]` : sql`array[${sql.join(kw.words.map(isMatchedAsTyped), sql`, `)}]::boolean[]`;
  const contentArray = content.length === 0 ? sql`'{}'::boolean[]` : sql`array[${sql.join(content.map((c) => sql`${c}`), sql`, `)}]::boolean[]`;
  // Counts, quantities, sizes and model letters alone ('500 feuilles', '12 boxes', 'HP 64XL') name nothing to correct
  // towards: 'HP 64XL' was 'corrected' to the calculator ribbons coded 649.
  const namesAKind = words.some((w, i) => content[i] && !isCountUnit(w) && !isQuantityWord(w));
  // One word is dropped only when it alone was typed, and then nothing is corrected anyway.
  const someFound = words.length < 2 ? sql`` : sql`and (t.dropped = 0 or t.head_found and (t.head_names_kind or t.dropped * 2 < t.contents))`;
  // The head word counts even when a configuration drops it as a little word: 'garbage can' asks for a can, not bags.
  const saysWhat = sql`w.content and (not ${isLittleWord(sql`w.word`)} or w.word = ${headOf(kw)})`;
  const wordCounts = words.length < 2 ? sql`` : sql`count(*) filter (where ${saysWhat} and c.alternatives is null) as dropped,
        count(*) filter (where ${saysWhat}) as contents,
        coalesce(bool_or(w.word = ${headOf(kw)} and c.alternatives is not null), false) as head_found,
        coalesce(bool_or(w.word = ${headOf(kw)} and c.alternatives is not null and ${namesCategory(sql`c.terms`)}), false) as head_names_kind,`;
  return sql`
    corrected as (
      select to_tsquery('comptoir_en'::regconfig, t.tsq) as en, to_tsquery('comptoir_fr'::regconfig, t.tsq) as fr, t.terms from (
      select ${wordCounts} string_agg('(' || c.alternatives || ')', ' & ' order by w.i) as tsq, string_to_array(string_agg(c.terms, ' ' order by w.i), ' ') as terms
      from word_language l, unnest(${wordArray}, ${otherArray}, ${contentArray}, ${asTypedArray}) with ordinality as w(word, other, content, as_typed, i),
      lateral (select array[immutable_unaccent(w.word), immutable_unaccent(w.other)] as forms) f,
      lateral (select exists (select 1 from search_terms t where t.language in ('en', 'fr') and t.term = any(f.forms)) as known) k,
      lateral (
        select string_agg(t.term || ':A', ' | ') as alternatives, string_agg(t.term, ' ') as terms from (${closestTermsSql(sql`w.word`, sql`immutable_unaccent(w.other)`, sql`and (not k.known or t.term = any(f.forms)) and not (w.as_typed and ${sharesStem(sql`t.term`, sql`w.word`)})
          and (k.known or length(immutable_unaccent(w.word)) > ${SHORT_WORD_LETTERS} or t.language = case when l.fr_first then 'fr' else 'en' end)`)}) t
      ) c
      where (select count(*) from text_hits) < ${FUZZY_WHEN_FEWER_THAN} ${codeFound}
      ) t where t.tsq is not null ${namesAKind ? sql`` : sql`and false`} ${someFound}
    )`;
}

/**
 * True (SQL) when a known word and a typed one are one word to either stemmer ('effaçables' and 'efface', 'erase' and
 * 'eraser'). A typed word full-text search read only as typed, its stem being other words' (keyword-query's
 * `isOtherWordsStem`), is not corrected to them: 'efface' (an eraser, not carried) listed the dry-erase boards and
 * 'eraser' the dry-erase markers.
 */
const sharesStem = (term: SQL, word: SQL): SQL => sql`(to_tsvector('comptoir_en'::regconfig, ${term}) = to_tsvector('comptoir_en'::regconfig, ${word})
  or to_tsvector('comptoir_fr'::regconfig, ${term}) = to_tsvector('comptoir_fr'::regconfig, ${word}))`;

/**
 * The typed word with two letters side by side swapped, at each place ('chiar': hciar, cihar, chair, chira): trigrams
 * barely see such a typo in a short word ('chiar' and 'chair' share two of six), and 'chiar', 'paepr' or 'mosue' found
 * nothing. Read of the typed word's other number too: the vocabulary holds 'chair', not 'chairs', so 'chiars' found nothing.
 */
const swappedLetters = (word: SQL): SQL => sql`array(select overlay(x.w placing substr(x.w, i + 1, 1) || substr(x.w, i, 1) from i for 2)
  from (select immutable_unaccent(${word}) as w) x, generate_series(1, length(x.w) - 1) i)`;

/**
 * True (SQL) when a known word is a form of the verb a typed tool's name is made of ('ruler': rule, rules, ruled, ruling):
 * the tool is no misspelling of it. 'ruler' (not carried) was 'corrected' to 'ruled' and listed the ruled writing pads,
 * as 'eraser' listed dry-erase markers before decision 048's addendum.
 */
const isToolsVerbForm = (term: SQL, word: SQL): SQL => sql`coalesce((select ${term} in (v.verb, v.verb || 's', v.verb || 'd', v.verb || 'ing', left(v.verb, -1) || 'ing')
  from (select substring(immutable_unaccent(lower(${word})) from '^(.+e)rs?$') as verb) v), false)`;

/**
 * Below this trigram similarity a known word is a correction only when it holds the typed letters in order, or they
 * hold its ('stpler': stapler, 'tonr': toner, 'cartouhe': cartouche): short
 * words share a third of their trigrams with unrelated ones, 'colle' (glue, not carried) was 'corrected' to cold cups and
 * colour toner, and 'efface' (an eraser) to the double-sided tape's 'face'. Either way a correction starts with the typed
 * word's letter or holds the typed word (a model's '683XL' for 'xl'), as misspellings keep the first letter:
 * 'déchiqueteuse' (a shredder, not carried) is no 'étiqueteuse' (similarity 0.5), whose label tapes it listed.
 */
const CLOSE_SIMILARITY = 0.4;

/**
 * A typed word of at most this many letters is corrected only to a known word one letter off or with two letters swapped,
 * of names in the words' language: in so short a word, more letters changed, or a word of the other language, is another
 * common word, not a misspelling ('seau', a pail, was 'corrected' to the chairs' 'seat', 'balai', a broom, to 'balance').
 */
const SHORT_WORD_LETTERS = 5;

/** A LIKE pattern (SQL) for the letters of `text` in order, any letters between them ('col': %c%o%l%). */
const inOrder = (text: SQL): SQL => sql`'%' || regexp_replace(immutable_unaccent(${text}), '(.)', '\\1%', 'g')`;

/**
 * True (SQL) when a known word is the typed one with one letter changed, added or dropped ('erasor': eraser, 'staplr':
 * stapler and staple). Trigrams weigh a word's ends: 'erasor' shares more of them with 'erase' (two letters off, the verb
 * of dry-erase) than with 'eraser', and the dry-erase board came first.
 */
const oneLetterOff = (term: SQL, word: SQL): SQL => sql`exists (select 1 from (select immutable_unaccent(${word}) as w) x,
  generate_series(1, greatest(length(${term}), length(x.w))) i
  where length(${term}) = length(x.w) and left(${term}, i - 1) || substr(${term}, i + 1) = left(x.w, i - 1) || substr(x.w, i + 1)
    or length(${term}) = length(x.w) + 1 and left(${term}, i - 1) || substr(${term}, i + 1) = x.w
    or length(x.w) = length(${term}) + 1 and left(x.w, i - 1) || substr(x.w, i + 1) = ${term})`;

/**
 * The known words closest to a typed `word` (SQL text), closest first: the words of product names in either language
 * (search_terms, its trigram index) with a pg_trgm similarity of at least 0.3, at least two thirds its length ('staplr': stapler,
 * staples, staple). A known word the typed one is with two letters swapped is the correction, alone ('stapels': staples,
 * not stapler; 'chiase': chaise, not chaud), read through the vocabulary's key; else the words one letter off, when
 * there are any, alone ('erasor': eraser, not erase; `oneLetterOff`). Its other number (`otherForm`, SQL: keyword-query's
 * numberForms) is read too: the vocabulary may hold a word in one number only ('stylos', of the 'Stylos' names), two
 * letters off the other number misspelt, and 'stilo' found nothing.
 * The one reading of a misspelt word, for the typo fallback and for auto-suggest. Columns: term, s (similarity),
 * products (the most of its languages) and languages (those whose names hold it). A little word ('de', 'the') has
 * none: it is not corrected into a product word ('desk'), as full-text search ignores it too. `narrowed` adds conditions.
 */
export function closestTermsSql(word: SQL, otherForm: SQL, narrowed: SQL = sql``): SQL {
  return sql`select c.term, c.s, c.products, c.languages from (
    select c.*, bool_or(c.near) over () as any_near from (
    select c.*, c.swapped or ${oneLetterOff(sql`c.term`, word)} or ${oneLetterOff(sql`c.term`, otherForm)} as near from (
      select t.term, max(greatest(similarity(t.term, immutable_unaccent(${word})), similarity(t.term, ${otherForm}))) as s, max(t.products) as products,
        array_agg(distinct t.language order by t.language) as languages, max(t.swap) > 0 as swapped, max(t.swap) as swap, max(max(t.swap)) over () as best_swap
      from (
        select t.language, t.term, t.products, 0 as swap from search_terms t where t.term % immutable_unaccent(${word}) ${narrowed}
        union all
        select t.language, t.term, t.products, 0 as swap from search_terms t where t.term % ${otherForm} ${narrowed}
        union all
        select t.language, t.term, t.products, 2 from search_terms t where t.language in ('en', 'fr') and t.term = any(${swappedLetters(word)}) ${narrowed}
        union all
        -- The other number's, only when the word's own swaps name nothing: 'stapels' is 'staples', not also 'staple'.
        select t.language, t.term, t.products, 1 from search_terms t where t.language in ('en', 'fr') and t.term = any(${swappedLetters(otherForm)}) ${narrowed}
      ) t
      -- A misspelling drops a letter or two, not a third of the word: 'lables' is 'label', not the 'les' of 'pour les mains'.
      -- Nor adds half of it: 'colle' (glue, not carried) is not 'collantes' (the sticky notes'), and a longer word holding
      -- the typed one is another word ('station' of 'docking station' is no 'workstation', whose benching desks it listed),
      -- but for a model's ('xl': 683XL).
      where length(t.term) * 3 >= length(${word}) * 2
        and (length(t.term) * 2 <= length(${word}) * 3 or t.term ~ '[0-9]' and t.term like '%' || immutable_unaccent(${word}) || '%')
        and to_tsvector('comptoir_en'::regconfig, ${word}) <> ''::tsvector and to_tsvector('comptoir_fr'::regconfig, ${word}) <> ''::tsvector
      group by t.term
    ) c
    where c.swap = c.best_swap and not ${isToolsVerbForm(sql`c.term`, word)}
      and (c.swapped or (left(c.term, 1) = left(immutable_unaccent(${word}), 1) or c.term like '%' || immutable_unaccent(${word}) || '%')
        and (c.s >= ${CLOSE_SIMILARITY} or c.term like ${inOrder(word)} or immutable_unaccent(${word}) like ${inOrder(sql`c.term`)}))
    ) c
    ) c
    -- Counted after the filters: a word one letter off that is no correction (another first letter) keeps none out.
    -- A short word is corrected only by one letter or two swapped, or to a word holding it ('xl': 683XL): more is
    -- another word ('balai', a broom, is no 'balance'). Short in either number: 'règles' was 'réglable' through 'règle'.
    where (c.near or not c.any_near)
      and (c.near or least(length(immutable_unaccent(${word})), length(${otherForm})) > ${SHORT_WORD_LETTERS} or c.term like '%' || immutable_unaccent(${word}) || '%')
    order by c.s desc, c.term limit ${CORRECTIONS_PER_WORD}`;
}

/**
 * The `fuzzy_hits` CTE: when neither every word nor the head word found FUZZY_WHEN_FEWER_THAN products, names holding
 * the corrected words (weight A: code and name), scored by word similarity to what was typed.
 */
export function typoHitsSql(kw: KeywordQuery, columns: SQL, nameColumns: { own: SQL; other: SQL }, filters: SQL): SQL {
  return sql`
    fuzzy_candidates as (
      select ${columns}, p.search_en, p.search_fr from products p, corrected c
      where (select count(*) from partial_hits) < ${FUZZY_WHEN_FEWER_THAN} and (p.search_en @@ c.en or p.search_fr @@ c.fr)
        and ${writesCorrectedToolNames(sql`c.terms`)} and ${filters}
      limit ${FUZZY_SAMPLE}
    ),
    fuzzy_hits as (
      select p.*, false as exact_code,
        greatest(word_similarity(${kw.fuzzy}, immutable_unaccent(${nameColumns.own})),
                 word_similarity(${kw.fuzzy}, immutable_unaccent(${nameColumns.other})) * 0.8) * 0.5
        + case when ${nameWords(nameColumns.own)} && c.terms or ${nameWords(nameColumns.other)} && c.terms then ${CORRECTION_NAMED_SCORE}::float4 else 0 end as score
      from fuzzy_candidates p, corrected c
      order by score desc
      limit ${FUZZY_CAP}
    )`;
}
