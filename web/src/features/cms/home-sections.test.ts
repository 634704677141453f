import type { CmsBlock } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { homeSections } from './home-sections.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const banner = (n: number): CmsBlock => ({ kind: 'banner', id: id(n), isDraft: false, title: `B${n}`, subtitle: '', ctaLabel: 'Go', href: '/', colour: '#1b4d89', image: null });
const text = (n: number): CmsBlock => ({ kind: 'richText', id: id(n), isDraft: false, content: [] });
const viewed = (n: number): CmsBlock => ({ kind: 'recentlyViewed', id: id(n), isDraft: false });
const shape = (blocks: readonly CmsBlock[]) => homeSections(blocks).map((s) => (s.kind === 'banners' ? `banners:${s.banners.map((b) => b.title).join('+')}` : s.block.kind));

describe('homeSections', () => {
  it('puts consecutive banners in one row and keeps the layout order', () => {
    expect(shape([banner(1), banner(2), text(3), banner(4), viewed(5)])).toEqual(['banners:B1+B2', 'richText', 'banners:B4', 'recentlyViewed']);
  });

  it('always shows recently viewed once: where the layout puts it, else last', () => {
    expect(shape([text(1), viewed(2), text(3)])).toEqual(['richText', 'recentlyViewed', 'richText']);
    expect(shape([text(1)])).toEqual(['richText', 'recentlyViewed']);
    expect(shape([viewed(1), text(2), viewed(3)])).toEqual(['richText', 'recentlyViewed']);
  });

  it('leaves out a block kind this storefront does not know yet', () => {
    expect(shape([{ kind: 'video', id: id(1), isDraft: false } as unknown as CmsBlock, text(2)])).toEqual(['richText', 'recentlyViewed']);
  });
});
