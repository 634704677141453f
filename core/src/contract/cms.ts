import { z } from 'zod';
import { ProductCardSchema } from './catalogue.ts';
import { STOREFRONT_PATH_MAX_LENGTH, STOREFRONT_PATH_PATTERN } from '../validation/validation.ts';
import { DateStringSchema, UuidSchema } from './common.ts';

/**
 * Spec §7 GET {cms}/cms/layout with optional preview=true and title (Accept-Language); §2.2: the shell
 * reads preview and title. designed: `branding` names a visitor's partner storefront (a session's client
 * brand wins), as GET /api/featureFlags does.
 */
export const CmsLayoutQuerySchema = z.object({
  preview: z.stringbool().optional(),
  title: z.string().trim().min(1).max(120).optional(),
  branding: z.string().regex(/^[a-z0-9-]{1,40}$/).optional(),
});
export type CmsLayoutQuery = z.infer<typeof CmsLayoutQuerySchema>;

/** A storefront path without the language prefix: one leading slash, so never a scheme or another host. */
export const StorefrontPathSchema = z.string().max(STOREFRONT_PATH_MAX_LENGTH).regex(STOREFRONT_PATH_PATTERN);
const HexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** designed: rich text travels structured (never HTML), so a client renders it without parsing markup. */
export const RichTextRunSchema = z.object({ text: z.string(), strong: z.boolean(), href: StorefrontPathSchema.nullable() });
export const RichTextNodeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), runs: z.array(RichTextRunSchema) }),
  z.object({ type: z.literal('list'), items: z.array(z.array(RichTextRunSchema)) }),
]);
export type RichTextRun = z.infer<typeof RichTextRunSchema>;
export type RichTextNode = z.infer<typeof RichTextNodeSchema>;

/** Every block: its id and whether it is a draft (only ever true in an admin's preview). */
const base = { id: UuidSchema, isDraft: z.boolean() };

/**
 * designed: the blocks of a layout, texts in the request's language. Promotion and product blocks carry
 * product cards priced for the viewer (guests: no prices, LoginForPricing); a promotion block appears only
 * while its promotion is open to the viewer.
 */
export const CmsBlockSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('banner'),
    ...base,
    title: z.string(),
    subtitle: z.string(),
    ctaLabel: z.string(),
    href: StorefrontPathSchema,
    colour: HexColourSchema,
    image: z.object({ url: z.string(), alt: z.string().min(1) }).nullable(),
  }),
  z.object({
    kind: z.literal('promotionBlock'),
    ...base,
    promotionId: UuidSchema,
    title: z.string(),
    details: z.string(),
    endDate: DateStringSchema,
    products: z.array(ProductCardSchema),
  }),
  z.object({ kind: z.literal('categoryTiles'), ...base, title: z.string(), categories: z.array(z.object({ Id: UuidSchema, Name: z.string(), Url: StorefrontPathSchema })) }),
  z.object({ kind: z.literal('productCarousel'), ...base, title: z.string(), products: z.array(ProductCardSchema) }),
  z.object({ kind: z.literal('richText'), ...base, content: z.array(RichTextNodeSchema) }),
  z.object({ kind: z.literal('recentlyViewed'), ...base }),
]);
export type CmsBlock = z.infer<typeof CmsBlockSchema>;
export type CmsBlockKind = CmsBlock['kind'];

/** designed: the layout's title in the request's language; isPreview when drafts were included. */
export const CmsLayoutResponseSchema = z.object({
  title: z.string(),
  page: z.string(),
  isPreview: z.boolean(),
  publishedDate: DateStringSchema.nullable(),
  blocks: z.array(CmsBlockSchema),
});
export type CmsLayout = z.infer<typeof CmsLayoutResponseSchema>;
