import { z } from 'zod';
import { DateStringSchema, IdSchema, UuidSchema } from './common.ts';

const CultureQuerySchema = z.object({ cultureCode: z.enum(['en-CA', 'fr-CA']).default('en-CA') });

/** Spec §7 GET {api}/generic/siteContent/{id} (and Details, Resources); skipped when id is 1. */
export const SiteContentParamsSchema = z.object({ id: IdSchema.refine((id) => id !== 1) });
export const SiteContentSchema = z.object({ id: z.number().int(), title: z.string(), html: z.string(), resources: z.array(z.object({ key: z.string(), value: z.string() })) });

/** Spec §7 GET site-content/{no}/details?cultureCode=: returns reviewAndConfirmPage. */
export const SiteContentDetailsQuerySchema = CultureQuerySchema;
export const SiteContentDetailsResponseSchema = z.object({ reviewAndConfirmPage: z.string() });

/** Spec §7 GET site-content/details/{no}/terms-conditions: the first item's termAndConditionContent is read. */
export const TermsResponseSchema = z.array(z.object({ termAndConditionContent: z.string() })).min(1);

/** Spec §7 GET site-content/details/{no}/privacy: privacyContent. */
export const PrivacyResponseSchema = z.object({ privacyContent: z.string() });

/** Spec §3 'Recall' (GET site-content/recall-information), ordered by weight descending. */
export const RecallSchema = z.object({
  weight: z.number().int(),
  recallId: UuidSchema,
  startDate: DateStringSchema,
  endDate: DateStringSchema.nullable(),
  titleEn: z.string(),
  titleFr: z.string(),
  descriptionEn: z.string(),
  descriptionFr: z.string(),
  pdfEn: z.string().nullable(),
  pdfFr: z.string().nullable(),
  urlEn: z.string().nullable(),
  urlFr: z.string().nullable(),
});
export type Recall = z.infer<typeof RecallSchema>;
export const RecallsResponseSchema = z.array(RecallSchema);

/** Spec §3 'Publication (flyer)' (GET site-content/publications?warehouseNo=&divisionCode=[&number=]). */
export const PublicationSchema = z.object({
  number: z.string(),
  shoppingListId: UuidSchema,
  shoppingListType: z.number().int(),
  weight: z.number().int(),
  titleEn: z.string(),
  titleFr: z.string(),
  imageEn: z.string(),
  imageFr: z.string(),
  descriptionEn: z.string(),
  descriptionFr: z.string(),
});
export type Publication = z.infer<typeof PublicationSchema>;
export const PublicationsQuerySchema = z.object({ warehouseNo: z.string().max(20), divisionCode: z.string().max(20), number: z.string().max(40).optional() });
export const PublicationsResponseSchema = z.array(PublicationSchema);
