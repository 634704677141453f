import { SearchKeywordRequestSchema, SuggestQuerySchema } from '@comptoir/core';
import { z } from 'zod';
import { refuseBadInput } from '../../platform/errors.ts';

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

/** zValidator hook: invalid input answers 400 in the Messages shape through app.onError. */
export const rejectInvalid = refuseBadInput();
