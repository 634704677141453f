import { StorefrontPathSchema } from '@comptoir/core';
import { z } from 'zod';

/**
 * The blocks as `cms_layouts.blocks` stores them (the fixtures' CmsBlock type writes them). jsonb is not
 * checked by the database, so every block is parsed on the way out: one that does not parse is left out
 * rather than failing the page. A plain-text rich text body (the first seed's) reads as one paragraph.
 */
const Bilingual = z.object({ en: z.string(), fr: z.string() });
const Run = z.object({ text: Bilingual, strong: z.boolean().optional(), href: StorefrontPathSchema.optional() });
const Node = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: Bilingual }),
  z.object({ type: z.literal('paragraph'), runs: z.array(Run).max(50) }),
  z.object({ type: z.literal('list'), items: z.array(z.array(Run).max(50)).max(50) }),
]);
const RichTextBody = z.union([z.array(Node).max(100), Bilingual.transform((text) => [{ type: 'paragraph' as const, runs: [{ text }] }])]);
const Ids = z.array(z.uuid()).max(48);
const base = { id: z.uuid(), draft: z.boolean().optional() };

export const StoredBlockSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('banner'),
    ...base,
    title: Bilingual,
    subtitle: Bilingual,
    ctaLabel: Bilingual,
    href: StorefrontPathSchema,
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    image: z.object({ mediaId: z.uuid(), alt: Bilingual }).nullable().default(null),
  }),
  z.object({ kind: z.literal('promotionBlock'), ...base, promotionId: z.uuid(), title: Bilingual, productIds: Ids }),
  z.object({ kind: z.literal('categoryTiles'), ...base, title: Bilingual, categoryIds: Ids }),
  z.object({ kind: z.literal('productCarousel'), ...base, title: Bilingual, productIds: Ids }),
  z.object({ kind: z.literal('richText'), ...base, body: RichTextBody }),
  z.object({ kind: z.literal('recentlyViewed'), ...base }),
]);
export type StoredBlock = z.output<typeof StoredBlockSchema>;
export type StoredRichText = Extract<StoredBlock, { kind: 'richText' }>['body'];
export type StoredRun = z.output<typeof Run>;

/** The blocks that parse, in their order; drafts only when asked for. */
export const readBlocks = (stored: unknown, includeDrafts: boolean): { blocks: StoredBlock[]; skipped: number } => {
  const list = Array.isArray(stored) ? stored : [];
  const parsed = list.map((block) => StoredBlockSchema.safeParse(block));
  const blocks = parsed.flatMap((result) => (result.success ? [result.data] : []));
  return { blocks: blocks.filter((block) => includeDrafts || block.draft !== true), skipped: list.length - blocks.length };
};
