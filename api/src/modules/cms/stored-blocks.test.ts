import { generateDataset, type CmsBlock } from '@comptoir/fixtures';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { readBlocks, type StoredBlockSchema } from './stored-blocks.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('stored CMS blocks', () => {
  it('read every block the fixtures write (the CmsBlock type is what the schema accepts)', () => {
    expectTypeOf<CmsBlock>().toExtend<z.input<typeof StoredBlockSchema>>();
    for (const layout of generateDataset({ productCount: 200 }).siteContent.cmsLayouts) {
      expect(readBlocks(layout.blocks, true).skipped, layout.id).toBe(0);
    }
  });

  it('leave out drafts unless asked, and any block that does not parse; plain rich text reads as a paragraph', () => {
    const stored = [
      { kind: 'richText', id: id(1), body: { en: 'Plain', fr: 'Simple' } },
      { kind: 'html', id: id(2), html: '<script>alert(1)</script>' },
      { kind: 'banner', id: id(3), title: { en: 'T', fr: 'T' }, subtitle: { en: 'S', fr: 'S' }, ctaLabel: { en: 'Go', fr: 'Go' }, href: 'javascript:alert(1)', colour: '#000000' },
      { kind: 'recentlyViewed', id: id(4), draft: true },
      'not a block',
    ];
    expect(readBlocks(stored, false)).toEqual({ blocks: [{ kind: 'richText', id: id(1), body: [{ type: 'paragraph', runs: [{ text: { en: 'Plain', fr: 'Simple' } }] }] }], skipped: 3 });
    expect(readBlocks(stored, true).blocks.map((block) => block.kind)).toEqual(['richText', 'recentlyViewed']);
    expect(readBlocks(null, true)).toEqual({ blocks: [], skipped: 0 });
  });
});
