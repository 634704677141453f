import { containerWords, folded } from '@comptoir/core';
import { sql, type SQL } from 'drizzle-orm';

/**
 * How the typed words stand in a product's name. A word of four letters or more is read in either number (with or
 * without its last s or x: 'cartouches' is 'cartouche', 'pencils' 'pencil'), so a singular and a plural typed rank the
 * same: 'cartouches' listed the multipacks, whose names say 'cartouches', before the cartridges; 'pencil' the lead
 * refills. A word joined by a hyphen is part of a compound, not the name's word ('crayons' of 'Porte-crayons', a pencil
 * cup). The typed words become regular expressions here, once per statement, that each name is matched with.
 */

/** The typed words side by side in the name (spaces or a hyphen between them). */
const SIDE_BY_SIDE_SCORE = 3;
/** The same as whole words of the name, not the end or start of a compound ('porte-crayons' is not 'crayons'). */
const WHOLE_WORDS_SCORE = 7;
/** Every typed word in the name, apart: less than the same words side by side as whole words. */
const ALL_WORDS_IN_NAME_SCORE = 4;
/**
 * The name's head, what the product is, is a typed kind word ('Ruban adhésif invisible' for 'ruban adhésif', not the
 * 'Dévidoir de ruban adhésif'; 'Wireless Mouse' for 'mouse', not the 'Wireless Keyboard and Mouse'; 'Standard Staples'
 * for 'staple', not the 'Staple Remover'). It decides between names that hold the typed words alike, whose scores differ
 * by a few hundredths, and nothing more: a typed colour or year (10) still ranks first a product of the kind whose name
 * says it otherwise and holds the word in its category only, about 7 to 9 less text rank ('papillons adhésifs jaunes':
 * the yellow 'Notes autocollantes' before other 'Papillons adhésifs'; 'chaise bleu marine': a navy 'Fauteuil').
 */
const NAME_HEAD_SCORE = 0.5;

/** A word in one number: lower case, unaccented, a letters-only word of four letters or more without its last s or x. */
const oneNumber = (word: string): string => folded(word).replace(/^([a-z]{3,})[sx]$/, '$1');

/** A typed word as a regular expression matching it in either number ('crayons': crayon[sx]?). Letters and digits only. */
const eitherNumber = (word: string): string => {
  const one = oneNumber(word);
  return /^[a-z]{3,}$/.test(one) ? `${one}[sx]?` : one;
};

/**
 * The lateral join (alias nw) every candidate's name is read through once: `nw.text`, the name (SQL, with its brand)
 * without its brand, lower case, unaccented, punctuation but hyphens as spaces, padded, a comma ending a part (' | ':
 * words either side are not side by side, 'Envelopes, 10 in x 13 in' is no 'envelopes 10'); `nw.head_words`, the words
 * of its first part (before a comma). 'offset 0' keeps it one evaluation per row: inlined, or as a scalar subquery, the
 * same reading cost five to seven times the old bonuses.
 */
export const nameWordsLateral = (name: SQL, brand: SQL): SQL => sql`cross join lateral (
    select ' ' || translate(immutable_unaccent(lower(replace(replace(${name}, ${brand}, ' '), ',', ' | '))), ${"'.&/()’"}, '       ') || ' ' as text,
      ${nameHeadWords(name)} as head_words
    offset 0) nw`;

/**
 * A text (SQL) in lower case without the accents French names carry, by translate: unaccent, a dictionary look-up per
 * letter, cost more than the rest of a name's reading, and the words it reads are compared, not shown.
 */
const lowerWithoutAccents = (text: SQL): SQL => sql`translate(lower(${text}), ${'àâäçéèêëîïôöùûüÿ'}, ${'aaaceeeeiioouuuy'})`;

/**
 * Core's container words as an array constant (letters only, checked): built from a parameter with string_to_array, the
 * array was built again for every candidate, which cost as much as the rest of the name's reading.
 */
const containerList = [...new Set(containerWords.map(folded))];
if (!containerList.every((word) => /^[a-z]+$/.test(word))) throw new Error('container words must be letters a-z');
const containers = sql.raw(`'{${containerList.join(',')}}'::text[]`);

/**
 * The words saying what a product is (SQL text[], as written), from its name's first part as words (`nw.head_words`, see
 * `nameWordsLateral`): the first word in French ('Porte-crayons', 'Dévidoir de ruban
 * adhésif'), the last in English ('Tape Gun Dispenser'), and, when that word holds the kind ('Cartouche de toner', 'Black
 * Toner Cartridge', 'Ensemble clavier et souris'), the word it holds. Two kinds joined in English ('Keyboard and Mouse')
 * name no one kind.
 */
export function nameHeadsSql(french: SQL): SQL {
  const [first, last] = [sql`nw.head_words[1]`, sql`nw.head_words[cardinality(nw.head_words)]`];
  const [afterFirst, beforeLast] = [sql`(case when nw.head_words[2] in ('de', 'd', 'du', 'des') then nw.head_words[3] else nw.head_words[2] end)`, sql`nw.head_words[cardinality(nw.head_words) - 1]`];
  return sql`(case when ${french}
    then array[${first}, case when ${first} = any(${containers}) then ${afterFirst} end]
    else array[case when ${beforeLast} is distinct from 'and' then ${last} end, case when ${last} = any(${containers}) then ${beforeLast} end] end)`;
}


/**
 * True (SQL) for a product whose name (SQL) has the typed kind (`kinds`, SQL text[] from `typedKindsSql`) for its head, read
 * as `nameHeadsSql` reads it: the order a sort by price or name lists the kind typed in first ('paper': the papers, not
 * the paper clips or the paper trimmers). One reading of the name per row ('offset 0', as `nameWordsLateral`).
 */
export const nameHeadIsKind = (name: SQL, french: SQL, kinds: SQL): SQL =>
  sql`coalesce((select ${nameHeadsSql(french)} && ${kinds} from (select ${nameHeadWords(name)} as head_words offset 0) nw), false)`;

/** A name's first part (SQL) as the words `nameHeadsSql` reads; accents by translate (see `lowerWithoutAccents`). */
const nameHeadWords = (name: SQL): SQL => sql`string_to_array(trim(${lowerWithoutAccents(sql`translate(split_part(${name}, ',', 1), ${"'’"}, '  ')`)}), ' ')`;


/**
 * The kind words typed (SQL text[]) that a name's heads are compared with (see `nameHeadsSql`), in either number: the
 * heads are read as written, which saves a rewrite of four words per candidate.
 */
export const typedKindsSql = (kinds: readonly string[]): SQL =>
  sql`string_to_array(${kinds.map(oneNumber).flatMap((one) => (/^[a-z]{3,}$/.test(one) ? [one, `${one}s`, `${one}x`] : [one])).join(' ')}::text, ' ')`;

/**
 * What the typed words side by side in a name read through `nameWordsLateral` add (SQL): a regular expression for
 * several words, a substring search for one (the usual query: its either-number pattern is a substring test), cheaper.
 */
function phraseInName(phrase: readonly string[]): SQL {
  const [word] = phrase;
  if (phrase.length === 1 && word !== undefined) {
    return sql`case when nw.text like ${`%${oneNumber(word)}%`} then ${SIDE_BY_SIDE_SCORE} + case when ${wordInName(word)} then ${WHOLE_WORDS_SCORE} else 0 end else 0 end`;
  }
  const sideBySide = phrase.map(eitherNumber).join('[ -]+');
  // Most candidates match by their descriptions: a substring test of the first word spares them the expressions.
  return sql`case when nw.text like ${`%${oneNumber(phrase[0] ?? '')}%`} and nw.text ~ ${sideBySide}
    then ${SIDE_BY_SIDE_SCORE} + case when nw.text ~ ${` ${sideBySide} `} then ${WHOLE_WORDS_SCORE} else 0 end else 0 end`;
}

/** A word (typed, letters) whole in a name read through `nameWordsLateral`, in either number (SQL): substring tests. */
const wordInName = (word: string): SQL => {
  const one = oneNumber(word);
  const forms = eitherNumber(word) === one ? [one] : [one, `${one}s`, `${one}x`];
  return sql`(${sql.join(forms.map((form) => sql`nw.text like ${`% ${form} %`}`), sql` or `)})`;
};

/**
 * What a name read through `nameWordsLateral` adds to a product's score for the typed words (`phrase`, the words as typed;
 * `apart`, the words of three letters or more) and kinds (`heads`, SQL text[] of the name's heads; `kinds`, SQL text[]
 * of the typed kind words): side by side, whole, all of them apart, its head.
 */
export function nameWordsScore(typed: { phrase: readonly string[]; apart: readonly string[] }, heads: { name: SQL; kinds: SQL }): SQL {
  const allWords = typed.apart.length < 2 ? sql`` : sql`+ case when ${sql.join(typed.apart.map(wordInName), sql` and `)} then ${ALL_WORDS_IN_NAME_SCORE} else 0 end`;
  return sql`(${phraseInName(typed.phrase)}
      ${allWords}
      + case when ${heads.name} && ${heads.kinds} then ${NAME_HEAD_SCORE}::float4 else 0 end)`;
}
