import { genericSearchWords, matchPrinterModels, type Language } from '@comptoir/core';

/** What a typed keyword becomes before it reaches SQL: words for full-text search, a code candidate, a fuzzy text. */
export interface KeywordQuery {
  /** The keyword as typed, trimmed and with runs of spaces collapsed. */
  text: string;
  /** Letters and digits only, split into words (trademarks as their generic words); never carries tsquery syntax. */
  words: string[];
  /** Upper-cased single token that could be (the start of) a product or JDA code, else null. */
  code: string | null;
  /** The words joined by spaces, for trigram similarity against unaccented names. */
  fuzzy: string;
  /** Printer models the typed words named ('toner LX-3200'): their words are no longer in `words`. */
  printerModels: string[];
}

export const KEYWORD_MAX_LENGTH = 200;

const wordPattern = /[\p{L}\p{N}]+/gu;
const codePattern = /^[A-Z0-9][A-Z0-9-]{1,19}$/;

/**
 * `language` is the searcher's: a trademark typed as a common noun ('Post-it') is searched as its generic words;
 * `lastIsPrefix` (search as you type) also when its last word is being typed ('brocheu').
 */
export function parseKeyword(raw: string | undefined | null, language: Language, options: { lastIsPrefix?: boolean } = {}): KeywordQuery {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, KEYWORD_MAX_LENGTH);
  // Twice: a term's words may form another with the words around them ('papier 8.5 x 11': 'papier lettre', copy paper).
  const words = genericSearchWords(genericSearchWords(text.normalize('NFC').match(wordPattern) ?? [], language, options), language).slice(0, 12);
  const upper = text.toUpperCase();
  const code = !text.includes(' ') && codePattern.test(upper) && /\d/.test(upper) ? upper : null;
  return { text, words, code, fuzzy: words.join(' ').toLowerCase(), printerModels: [] };
}

/**
 * The keyword with the printer models it names taken out of its words ('toner LX-3200': the word 'toner' and
 * the model Lumora LX-3200); `lastIsPrefix` for search as you type ('lx32'). Unchanged when it names none.
 */
export function withPrinterModels(kw: KeywordQuery, models: readonly string[], options: { lastIsPrefix?: boolean } = {}): KeywordQuery {
  const match = matchPrinterModels(kw.words, models, options);
  if (match.models.length === 0) return kw;
  return { ...kw, words: match.words, fuzzy: match.words.join(' ').toLowerCase(), printerModels: match.models };
}

/**
 * A to_tsquery string: every word must match, the last one as a prefix so search-as-you-type and
 * truncated words ('cartouche d'encr') find the product. Words are letters and digits only, so the
 * string cannot inject tsquery operators; the configuration's unaccent + stemmer then normalise each.
 */
export function prefixTsQuery(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  const terms = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word));
  return terms.join(' & ');
}
