import { namesWhatItIsFor } from '@comptoir/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from './candidate-sql.ts';
import { isKnownWord, wordsTsQuery, writesToolName, type KeywordQuery } from './keyword-query.ts';
import { nameHeadIsKind } from './name-words-sql.ts';
import { FUZZY_WHEN_FEWER_THAN } from './typo-sql.ts';

export interface PartialContext {
  language: Language;
  /** The product columns every hit carries (alias p). */
  columns: SQL;
  /** ts_rank weights {D, C, B, A}. */
  weights: SQL;
  config: Record<Language, SQL>;
  /** Every restriction a candidate passes (the base filters). */
  filters: SQL;
  /** What the typed colours and years add to a product's score ('' when none). */
  attributeScore: SQL;
  sample: number;
  cap: number;
}

/**
 * What holding every typed word, misspellings corrected and unknown words left out, adds ('ergonmic chair': the ergonomic
 * chairs first; 'papier hygiénique 2 plis': the bathroom tissue). More than a category's name read by the head word alone
 * ('papier' names the whole Papier department, 18 for the copy paper against 6 for the tissue, which listed copy paper).
 */
const CORRECTED_SCORE = 20;
/**
 * What a name whose head is the head word adds (name-words-sql's `nameHeadIsKind`): the kind itself before the things
 * named after it ('souris optique': the mice before the 'Ensemble clavier et souris'), as keyword search ranks them.
 */
const HEAD_KIND_SCORE = 2;
/**
 * Taken from the head word's products when one or two products hold every word ('standing desk': the height-adjustable
 * desk): those come first, the others of their kind after them ('whiteboard 24x36': the 24 x 36 boards, then the others).
 */
const AFTER_EVERY_WORD = 1000;
/**
 * What a product named as the head word for another thing ('Ruban pour calculatrice') loses when no typed word names that
 * thing: it is the machine's supply, not the kind asked for. 'ruban à masquer' (masking tape, not carried) listed the
 * calculator ribbons, whose category 'Rubans et rubans d’étiquetage' 'ruban' names by half, before the adhesive tapes.
 */
const FOR_ANOTHER_THING_SCORE = 8;

/**
 * The thing a product's name (SQL, lower case, unaccented) says its head word (SQL) is for: the word after 'pour' / 'for',
 * or also 'à' when `complements` ('Corbeille à courrier': courrier); null when none. Not 'de', which says what the kind is
 * made of or holds ('Ruban d’emballage' is a tape too, for 'ruban à masquer').
 */
const thingOf = (name: SQL, head: SQL, complements: boolean): SQL =>
  sql`substring(${name} from '\\m' || ${head} || ${complements ? "s?\\s+(?:pour|for|a)\\s+(\\w+)" : 's?\\s+(?:pour|for)\\s+(\\w+)'})`;

/**
 * True (SQL) when one of `words` (SQL text[]) names a thing (the head of an English category name or of one of its
 * parts, `thing_categories`) of a category not of the kind `head` (SQL text) names: 'paper' or 'towel' beside
 * 'dispenser' (Paper Towels and Tissue), 'tape' of 'Tape Dispenser' (Packing Tape); not 'guest' beside 'chair' (Guest
 * and Stacking Chairs), nor 'packing' (Packing Tape, Packing Supplies: no head). With `untyped`, only words no typed
 * word is a form of (q.typed_en).
 */
const namesAnotherThing = (words: SQL, head: SQL, untyped = false): SQL => sql`exists (select 1 from unnest(${words}) w(word),
  lateral (select tsvector_to_array(to_tsvector('comptoir_en'::regconfig, w.word)) as lexemes) wl, thing_categories tc
  where tc.heads && wl.lexemes and not tc.words && tsvector_to_array(to_tsvector('comptoir_en'::regconfig, ${head}))
    ${untyped ? sql`and not wl.lexemes && (select q.typed_en from q)` : sql``})`;

/** A regular expression (SQL) for a word (SQL, lower case, letters) whole, in either number ('chairs': chair, chairs). */
const wholeWordPattern = (word: SQL): SQL => sql`('\\m(?:' || regexp_replace(${word}, '(e?s|x)$', '') || ')(?:s|es|x)?\\M')`;

/** The words of an English name's first part (SQL, lower case) before its head word (SQL), without its brand (SQL): its modifiers. */
const modifiersOf = (part: SQL, brand: SQL, head: SQL): SQL =>
  sql`regexp_split_to_array(trim(coalesce(substring(replace(${part}, ${brand}, ' ') from '^(.*?)' || ${wholeWordPattern(head)}), '')), '[^a-z0-9]+')`;

/**
 * The `partial_hits` CTE: when full-text search finds (almost) nothing with every word ('HP toner', 'Canon toner',
 * 'desk chair', 'ream of paper' — a brand the catalogue does not carry, two words no name holds together, a unit names
 * do not say), the products of the kind the head word names, ranked by how much of the rest they match, by their
 * category and by holding the corrected words (typo-sql.ts: 'ergonmic chair'). The head word is the
 * likeliest of core's kindWords, in the typed words' language, that names a category in either language: by position
 * alone, 'Kinetik toner' typed in French took the brand for the kind and listed every Kinetik product. A word the
 * catalogue does not know ('clips' in 'paper clips', 'lamp' in 'desk lamp') is a kind it does not carry: no word after it
 * is taken for the kind (paper clips are not copy paper). A word naming no category is no kind either, only a word of
 * other names: 'sheet protectors' listed the surge protectors.
 * When one or two products hold every word, the head word's others are taken from their categories only: more of the
 * kind found ('standing desk': desks after the one height-adjustable desk), not every product the head word names ('desk':
 * desk staplers and organizers; 'lumora 928xl': every Lumora product after its toner). Empty when every word found
 * products or no word may be the kind; before the typo fallback, which corrects words rather than dropping them.
 */
export function partialHitsSql(kw: KeywordQuery, c: PartialContext): SQL {
  const none = sql`partial_hits as (select * from text_hits where false)`;
  if (kw.kinds.en.length === 0 || kw.printerModels.length > 0) return none;
  const needed = sql`(select count(*) from text_hits) < ${FUZZY_WHEN_FEWER_THAN}`;
  const byWord = (value: (word: string) => SQL) => sql`case pk.word ${sql.join(kw.kinds.en.map((word) => sql`when ${word} then ${value(word)}`), sql` `)} end`;
  // A whole word: the start of one would take 'rubber bands' to adhesive bandages.
  const head = (language: Language) => byWord((word) => wordsTsQuery(c.config[language], [word], { prefixLast: false }));
  const some = (language: Language) => wordsTsQuery(c.config[language], kw.words, { prefixLast: true, wholeWhenKnown: true, anyWord: true });
  const lexemes = (language: Language, text: SQL) => sql`tsvector_to_array(to_tsvector(${c.config[language]}, ${text}))`;
  const kinds = (language: Language) => sql`string_to_array(${kw.kinds[language].join(' ')}::text, ' ')`;
  const name = sql`immutable_unaccent(lower(case when l.fr_first then p.name_fr else p.name_en end))`;
  const headWord = sql`immutable_unaccent(lower(pq.word))`;
  // True (SQL) when a typed word names the thing (a word, SQL): 'ruban calculatrice' asks for the calculator ribbons.
  const typedThing = (thing: SQL) => sql`(case when l.fr_first then to_tsvector(${c.config.fr}, ${thing}) @@ pq.some_fr else to_tsvector(${c.config.en}, ${thing}) @@ pq.some_en end)`;
  const forTyped = namesWhatItIsFor(kw.typed, 'fr') || namesWhatItIsFor(kw.typed, 'en');
  const headForms = sql`array[${headWord}, ${headWord} || 's', ${headWord} || 'x', regexp_replace(${headWord}, '[sx]$', '')]`;
  return sql`
    category_lexemes as (
      select array(select distinct l from categories cat, unnest(${lexemes('en', sql`cat.name_en`)}) l) as en,
        array(select distinct l from categories cat, unnest(${lexemes('fr', sql`cat.name_fr`)}) l) as fr
      where ${needed}
    ),
    thing_categories as (
      select tsvector_to_array(to_tsvector('comptoir_en'::regconfig, cat.name_en)) as words,
        array(select l from unnest(regexp_split_to_array(lower(cat.name_en), '\\s*,\\s*|\\s+and\\s+')) part,
          unnest(tsvector_to_array(to_tsvector('comptoir_en'::regconfig, substring(part from '([a-z]+)\\s*$')))) l) as heads
      from categories cat where ${needed}
    ),
    partial_kinds as (
      select pk.word, pk.i, (${lexemes('en', sql`pk.word`)} && cl.en or ${lexemes('fr', sql`pk.word`)} && cl.fr) as names_category,
        ${byWord((word) => isKnownWord(word))} as known
      from category_lexemes cl, word_language l,
        unnest(case when l.fr_first then ${kinds('fr')} else ${kinds('en')} end) with ordinality as pk(word, i)
    ),
    partial_head as (
      select pk.word from partial_kinds pk
      where pk.i < coalesce((select min(u.i) from partial_kinds u where not u.known), 2147483647)
        and pk.names_category
      order by pk.i
      limit 1
    ),
    partial_q as (
      select pk.word, ${head('en')} as head_en, ${head('fr')} as head_fr, ${some('en')} as some_en, ${some('fr')} as some_fr,
        ${namesAnotherThing(sql`array(select u.word from partial_kinds u where u.word <> pk.word)`, sql`pk.word`)} as another_thing_typed
      from partial_head pk
    ),
    partial_candidates as (
      select ${c.columns}, p.search_en, p.search_fr from products p, partial_q pq
      where ${needed}
        and (p.search_en @@ pq.head_en or p.search_fr @@ pq.head_fr) and ${c.filters}
        and case pq.word ${sql.join(kw.kinds.en.map((word) => sql`when ${word} then ${writesToolName(word)}`), sql` `)} else true end
        and (not exists (select 1 from text_hits) or p.category_id in (select h.category_id from text_hits h))
      limit ${c.sample}
    ),
    partial_hits as (
      select p.*, false as exact_code,
        ts_rank(${c.weights}, p.search_en, pq.some_en) * l.en_weight + ts_rank(${c.weights}, p.search_fr, pq.some_fr) * l.fr_weight
        + coalesce(cs.score, 0)
        + case when p.search_en @@ c.en or p.search_fr @@ c.fr then ${CORRECTED_SCORE} else 0 end
        + case when ${nameHeadIsKind(sql`(case when l.fr_first then p.name_fr else p.name_en end)`, sql`l.fr_first`, headForms)} then ${HEAD_KIND_SCORE} else 0 end
        - case when f.thing is not null and not ${typedThing(sql`f.thing`)} then ${FOR_ANOTHER_THING_SCORE} else 0 end
        - case when exists (select 1 from text_hits) then ${AFTER_EVERY_WORD} else 0 end
        ${c.attributeScore}
        as score
      from partial_candidates p cross join partial_q pq cross join word_language l left join corrected c on true
      cross join lateral (select ${thingOf(name, headWord, false)} as thing, ${forTyped ? thingOf(name, headWord, true) : sql`null::text`} as complement) f
      left join category_scores cs on cs.id = p.category_id
      join product_brands b on b.id = p.brand_id
      -- Typed for one thing ('corbeille à papier', a wastebasket), a product of the kind for another ('Corbeille à courrier',
      -- a letter tray) is not what was asked for: nothing, rather than letter trays or the copy paper the words also name.
      where (f.complement is null or ${typedThing(sql`f.complement`)})
        -- Typed beside another thing ('paper towel dispenser', not carried), the head word is that thing's: a product is
        -- named so, not for a third thing ('Tape Dispenser') nor only in its category ('Invisible Tape' of the Tape and
        -- Dispensers). Modifiers a 'desk chair' may have ('Mesh Task Chair', 'Guest Chair') stay.
        and not (not l.fr_first and pq.another_thing_typed and (split_part(${name}, ',', 1) !~ ${wholeWordPattern(headWord)}
          or ${namesAnotherThing(modifiersOf(sql`split_part(${name}, ',', 1)`, sql`immutable_unaccent(lower(b.name))`, headWord), sql`pq.word`, true)}))
      order by score desc
      limit ${c.cap}
    )`;
}
