import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The words of product names per language (unaccented, lower case, 3 letters or more) with the number
 * of products whose name holds them: the vocabulary auto-suggest completes prefixes from and the typo
 * fallback corrects misspelt words against ('stpler' -> 'stapler'), a few thousand rows instead of
 * 100,000 products. Kept current by statement triggers on products (migration 0008).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    language: text('language').$type<'en' | 'fr'>().notNull(),
    term: text('term').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.term] }),
    index('search_terms_prefix_idx').on(t.language, t.term.op('text_pattern_ops')),
    index('search_terms_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
);
