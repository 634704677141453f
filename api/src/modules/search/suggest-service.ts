import { AUTO_SUGGEST_COUNT, AUTO_SUGGEST_MAX, mayNamePrinterModel } from '@comptoir/core';
import type { Executor } from '../../db/index.ts';
import type { Language } from './candidate-sql.ts';
import { parseKeyword, withPrinterModels, type KeywordQuery } from './keyword-query.ts';
import { knownPrinterModels } from './printer-model-list.ts';
import { knownCompounds, typedCompounds, withCompounds } from './compound-words.ts';
import { findSuggestions, knownWords, type SuggestionRow } from './suggest-repo.ts';
import { hidesRestricted, type Viewer } from './viewer.ts';

export interface Suggestion {
  Text: string;
  /** Product suggestions carry their code; category suggestions carry null and their CategoryId. */
  ProductCode: string | null;
  Type: 'product' | 'category';
  CategoryId: string | null;
}

/** Search-as-you-type (spec §9): 6 suggestions by default, never more than 10; categories first. */
export async function suggest(db: Executor, viewer: Viewer, q: string, language: Language, limit = AUTO_SUGGEST_COUNT): Promise<Suggestion[]> {
  const count = Math.min(Math.max(1, limit), AUTO_SUGGEST_MAX);
  const asTyped = parseKeyword(q, language, { lastIsPrefix: true });
  const typed = withCompounds(asTyped, await knownCompounds(db, typedCompounds(asTyped)), language, { lastIsPrefix: true });
  // A printer model being typed ('lx32') offers the products that fit it.
  const keyword = mayNamePrinterModel(typed.typed) ? withPrinterModels(typed, await knownPrinterModels(db), language, { lastIsPrefix: true }) : typed;
  const hideRestricted = hidesRestricted(viewer, undefined);
  const found = await suggestionsFor(db, keyword, language, count, hideRestricted);
  // A maker's printers named for a thing that fits none ('paper for Lumora printer'): the words as typed.
  return shaped(found.length === 0 && keyword.printerMakers.length > 0 ? await suggestionsFor(db, typed, language, count, hideRestricted) : found);
}

async function suggestionsFor(db: Executor, keyword: KeywordQuery, language: Language, count: number, hideRestricted: boolean): Promise<SuggestionRow[]> {
  const rows = await findSuggestions(db, keyword, language, count, hideRestricted);
  // Nothing for every word together ('encre hp', 'toner brother': a maker the catalogue does not carry): the words its names
  // hold, as keyword search answers with the kind those words name. Every word known ('corbeille à papier') stays nothing.
  if (rows.length === 0 && keyword.printerModels.length === 0 && keyword.words.length > 1) {
    const known = await knownWords(db, keyword.words);
    // A number left alone ('hp 64': 64) names no kind: the 64 GB drives are not what 'hp 64' asks for.
    if (known.length < keyword.words.length && known.some((word) => /^\p{L}{3,}$/u.test(word))) {
      return findSuggestions(db, parseKeyword(known.join(' '), language, { lastIsPrefix: true }), language, count, hideRestricted);
    }
  }
  return rows;
}

function shaped(rows: readonly SuggestionRow[]): Suggestion[] {
  return rows.map((r) => ({
    Text: r.text,
    ProductCode: r.kind === 'product' ? r.code : null,
    Type: r.kind,
    CategoryId: r.kind === 'category' ? r.id : null,
  }));
}
