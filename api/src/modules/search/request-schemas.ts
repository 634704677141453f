import { SearchKeywordRequestSchema, SuggestQuerySchema } from '@comptoir/core';
import { z } from 'zod';

/**
 * Core's body with the category as our ids: categories are uuids (or their slug, as the menu links),
 * not the integer the contract sketches (reported).
 */
export const KeywordSearchBodySchema = SearchKeywordRequestSchema.extend({
  categoryId: z.string().trim().min(1).max(120).regex(/^[a-z0-9-]+$/i).optional(),
});
export type KeywordSearchBody = z.infer<typeof KeywordSearchBodySchema>;

export const CategorySearchBodySchema = KeywordSearchBodySchema.extend({ categoryId: KeywordSearchBodySchema.shape.categoryId.unwrap() });

export { SuggestQuerySchema };
