import { describe, expect, it } from 'vitest';
import { assortmentOf } from './assortments.ts';

describe('assortments searched as the kinds they stand for', () => {
  it('stands school supplies for the catalogue’s kinds, in the searcher’s language', () => {
    expect(assortmentOf(['School', 'supplies'], 'en').kinds).toContain('pencils');
    expect(assortmentOf(['fournitures', 'scolaires'], 'fr').kinds).toContain('crayons');
    expect(assortmentOf(['fournitures', 'scolaires'], 'en').kinds).toContain('notebooks');
    expect(assortmentOf(['matériel', 'scolaire'], 'fr')).toEqual({ words: [], kinds: expect.arrayContaining(['cahiers']) });
  });

  it('keeps the other words, and leaves a text naming no assortment as typed', () => {
    expect(assortmentOf(['cheap', 'school', 'supplies'], 'en').words).toEqual(['cheap']);
    expect(assortmentOf(['school', 'desk'], 'en')).toEqual({ words: ['school', 'desk'], kinds: [] });
    expect(assortmentOf([], 'fr')).toEqual({ words: [], kinds: [] });
  });
});
