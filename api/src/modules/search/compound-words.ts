import { folded } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';
import { numberForms, parseKeyword, type KeywordQuery } from './keyword-query.ts';
import type { Language } from './candidate-sql.ts';

/**
 * Two words typed apart that names write as one ('card stock': Cardstock, 'book case', 'web cam', 'high lighter'): as two
 * words they found nothing, or what held both in descriptions. A pair is read as one word when the vocabulary of names
 * (search_terms) holds that word; the two words apart, which no name writes so, are not searched too. Compounds this long
 * or longer only: shorter joins are other words more often than compounds.
 */
const MIN_COMPOUND_LETTERS = 6;

const isLetters = (word: string) => /^\p{L}{2,}$/u.test(word);

/** The one words (folded) each pair of typed words of letters side by side would be. */
export function typedCompounds(kw: KeywordQuery): string[] {
  const pairs = kw.typed.slice(1).map((second, index) => [kw.typed[index] as string, second] as const);
  return [...new Set(pairs.filter(([first, second]) => isLetters(first) && isLetters(second)).map(([first, second]) => folded(`${first}${second}`)))]
    .filter((compound) => compound.length >= MIN_COMPOUND_LETTERS);
}

/** Those of `compounds` (folded words) that names hold, in either language and either number ('high lighter': Highlighters). */
export async function knownCompounds(db: Executor, compounds: readonly string[]): Promise<Set<string>> {
  if (compounds.length === 0) return new Set();
  const forms = compounds.flatMap((compound) => numberForms(compound).map((form) => [compound, form] as const));
  const rows = await queryRows<{ compound: string }>(db, sql`select distinct f.compound from search_terms t,
    (values ${sql.join(forms.map(([compound, form]) => sql`(${compound}, ${form})`), sql`, `)}) as f(compound, form)
    where t.language in ('en', 'fr') and t.term = f.form`);
  return new Set(rows.map((row) => row.compound));
}

/** The keyword with each pair of its words whose one word is `known` typed as that word; unchanged when none is. */
export function withCompounds(kw: KeywordQuery, known: ReadonlySet<string>, language: Language, options: { lastIsPrefix?: boolean } = {}): KeywordQuery {
  if (known.size === 0) return kw;
  let text = kw.text.normalize('NFC');
  kw.typed.slice(1).forEach((second, index) => {
    const first = kw.typed[index] as string;
    if (!isLetters(first) || !isLetters(second) || !known.has(folded(`${first}${second}`))) return;
    // Letters only on both sides: nothing to escape in the expression.
    text = text.replace(new RegExp(`(^|[^\\p{L}\\p{N}])(${first})[\\s-]+(${second})(?=$|[^\\p{L}\\p{N}])`, 'u'), '$1$2$3');
  });
  return text === kw.text.normalize('NFC') ? kw : parseKeyword(text, language, options);
}
