import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, SortBy, appliedSort, isPriceSort, isSortBy, sortOptions, sortOptionsFor } from './sort.ts';

const anySortBy = fc.oneof(fc.constantFrom(...Object.values(SortBy)), fc.integer({ min: -5, max: 20 }), fc.integer());
const viewers = { visitor: { seesPrices: false }, buyer: { seesPrices: true } } as const;

describe('sort rule (spec §6: visitors do not see prices)', () => {
  it('never applies a price sort for a visitor, whatever sortBy is asked', () => {
    fc.assert(fc.property(anySortBy, (requested) => {
      const applied = appliedSort(requested, viewers.visitor);
      expect(isPriceSort(applied)).toBe(false);
      expect(sortOptionsFor(viewers.visitor).map((option) => option.code)).toContain(applied);
      expect(applied).toBe(isSortBy(requested) && !isPriceSort(requested) ? requested : DEFAULT_SORT);
    }));
  });

  it('keeps every known sort for a buyer who sees prices, and the default for an unknown code', () => {
    fc.assert(fc.property(anySortBy, fc.constantFrom(viewers.visitor, viewers.buyer), (requested, viewer) => {
      const applied = appliedSort(requested, viewer);
      expect(isSortBy(applied)).toBe(true);
      if (viewer.seesPrices) expect(applied).toBe(isSortBy(requested) ? requested : DEFAULT_SORT);
    }));
  });

  it('offers a visitor every sort but the two price sorts, in the menu order; a buyer all of them', () => {
    expect(sortOptionsFor(viewers.buyer)).toEqual(sortOptions);
    expect(sortOptionsFor(viewers.visitor).map((option) => option.code)).toEqual([SortBy.bestMatch, SortBy.nameAToZ, SortBy.nameZToA, SortBy.newest, SortBy.rating]);
    expect(appliedSort(SortBy.priceHighToLow, viewers.visitor)).toBe(SortBy.bestMatch);
    expect(appliedSort(SortBy.priceHighToLow, viewers.buyer)).toBe(SortBy.priceHighToLow);
  });
});
