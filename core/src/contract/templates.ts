import { z } from 'zod';
import { hasHiddenCharacters, personText } from '../validation/person-text.ts';
import { ProductCardSchema } from './catalogue.ts';
import { DateStringSchema, MessagesSchema, UuidSchema } from './common.ts';

/** An order template's name: trimmed, 1 to 80 characters (a line of the templates summary). */
export const TEMPLATE_NAME_MAX_LENGTH = 80;

/** Why a template name cannot be kept, as the outcome (message key) the form and the api both show; null when it can. */
export const templateNameProblem = (name: string): 'templates.nameRequired' | 'templates.nameTooLong' | 'templates.nameHiddenCharacters' | null => {
  const trimmed = name.trim();
  if (trimmed === '') return 'templates.nameRequired';
  // As for people's names: invisible or reordering characters would let a name pass for another one on the list.
  if (hasHiddenCharacters(trimmed)) return 'templates.nameHiddenCharacters';
  return trimmed.length > TEMPLATE_NAME_MAX_LENGTH ? 'templates.nameTooLong' : null;
};

/**
 * The name as one schema for the dialog and the api: a refused name answers its own message, not a generic bad request.
 * In NFC, as people's names: 'Café' typed with a combining accent is the name it looks like, not a second one.
 */
export const TemplateNameSchema = z
  .string()
  .trim()
  .transform(personText)
  .superRefine((name, context) => {
    const problem = templateNameProblem(name);
    if (problem) context.addIssue({ code: 'custom', message: problem, params: { outcome: problem } });
  });

/** Spec §7 POST orders/{id}/template (language header); designed: the template's name. The cart's OrderId saves the cart. */
export const SaveTemplateRequestSchema = z.object({ name: TemplateNameSchema }).strict();
/** designed: the new template's id (an order template among the buyer's shopping lists) and 'Template … saved'. */
export const SaveTemplateResponseSchema = z.object({ isSuccess: z.literal(true), templateId: UuidSchema, Messages: MessagesSchema });

/** designed: PATCH templates/{templateId} — only the name may change (no mass assignment). */
export const RenameTemplateRequestSchema = SaveTemplateRequestSchema;
export const TemplateParamsSchema = z.object({ templateId: UuidSchema });

/** designed: a row of the templates summary (spec §2.2 'templates summary'). */
export const TemplateSummarySchema = z.object({ templateId: UuidSchema, name: z.string(), lineCount: z.number().int().nonnegative(), createdDate: DateStringSchema });
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;
/** designed: GET buyers/{buyerId}/templates, newest first. */
export const TemplatesResponseSchema = z.array(TemplateSummarySchema);

/** A template's product: the card the search shows this buyer today (price, rule, restriction) with the template's quantity. */
export const TemplateProductSchema = ProductCardSchema.extend({ Quantity: z.number().int().positive() });
export type TemplateProduct = z.infer<typeof TemplateProductSchema>;
/** designed: GET templates/{templateId} (spec §2.2 'order detail template'). */
export const TemplateDetailSchema = TemplateSummarySchema.extend({ Products: z.array(TemplateProductSchema) });
export type TemplateDetail = z.infer<typeof TemplateDetailSchema>;
