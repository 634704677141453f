import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FilterByType, byWeightDescending, defaultFilterByType, exactCodeMatchesFirst, isHiddenFacet, visibleFacets, SEARCH_PAGE_SIZE } from './search.ts';
import { breakpoints, carouselSlidesFor, isFlagOn, isIgnoredClientError, ratingStars, timings, togglePwgs } from '../display/display.ts';

describe('search and display constants', () => {
  it('spec §9: page size 25, filter codes all 3, core 1, best match 2', () => {
    expect(SEARCH_PAGE_SIZE).toBe(25);
    expect(FilterByType).toEqual({ coreProducts: 1, bestMatch: 2, allProducts: 3 });
  });

  it('spec §9: default filter — best match when enabled and allowed; standing offer with alternate checkout is core; else all', () => {
    const base = { defaultFilterEnabled: false, bestMatchAllowed: true, alternateCheckout: false, standingOffer: false };
    expect(defaultFilterByType({ ...base, defaultFilterEnabled: true })).toBe(2);
    expect(defaultFilterByType({ ...base, alternateCheckout: true, standingOffer: true })).toBe(1);
    expect(defaultFilterByType(base)).toBe(3);
  });

  it("spec §5: 'Made in Canada' (and French) is hidden when its only value is 'false'", () => {
    const hidden = { Name: 'Fabriqué au Canada', Values: [{ Name: 'false' }] };
    const shown = { Name: 'Made in Canada', Values: [{ Name: 'true' }, { Name: 'false' }] };
    expect(isHiddenFacet(hidden)).toBe(true);
    expect(visibleFacets([hidden, shown, { Name: 'Brand', Values: [{ Name: 'false' }] }]).map((f) => f.Name)).toEqual(['Made in Canada', 'Brand']);
  });

  it('spec §7: exact product-code matches come first', () => {
    const records = [{ ProductCode: 'AB12X' }, { ProductCode: 'ab12' }, { ProductCode: 'C3' }];
    expect(exactCodeMatchesFirst(records, ' AB12 ').map((r) => r.ProductCode)).toEqual(['ab12', 'AB12X', 'C3']);
  });

  it('spec §7: an exact code typed with or without its dash, with a space or in lower case is still exact', () => {
    const records = [{ ProductCode: 'HP-640' }, { ProductCode: 'CF 410A' }, { ProductCode: 'HP-64XL' }];
    for (const typed of ['HP-64XL', 'hp64xl', 'HP 64XL', 'hp-64xl']) expect(exactCodeMatchesFirst(records, typed)[0]?.ProductCode).toBe('HP-64XL');
    expect(exactCodeMatchesFirst(records, 'cf410a').map((r) => r.ProductCode)).toEqual(['CF 410A', 'HP-640', 'HP-64XL']);
    expect(exactCodeMatchesFirst(records, '-').map((r) => r.ProductCode)).toEqual(['HP-640', 'CF 410A', 'HP-64XL']);
  });

  it('sorting exact matches first keeps every record and the order of the others', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A1', 'a1', 'B2', 'C3'), { maxLength: 12 }), fc.constantFrom('A1', 'B2', 'Z9'), (codes, keyword) => {
        const records = codes.map((ProductCode, index) => ({ ProductCode, index }));
        const sorted = exactCodeMatchesFirst(records, keyword);
        const firstOther = sorted.findIndex((r) => r.ProductCode.toLowerCase() !== keyword.toLowerCase());
        const others = sorted.slice(firstOther === -1 ? sorted.length : firstOther);
        return sorted.length === records.length && others.every((r) => r.ProductCode.toLowerCase() !== keyword.toLowerCase()) && others.every((r, i) => i === 0 || (others[i - 1] as { index: number }).index < r.index);
      }),
      { numRuns: 200 },
    );
  });

  it('spec §9: weight ordering, breakpoints, carousel, timings, flags, error logging', () => {
    expect(byWeightDescending([{ weight: 1 }, { weight: 3 }, { weight: 2 }]).map((x) => x.weight)).toEqual([3, 2, 1]);
    expect(breakpoints.md).toBe(1024);
    expect([1440, 900, 320].map(carouselSlidesFor)).toEqual([4, 2, 1]);
    expect(timings.recommendationReopenMs).toBe(300);
    expect(timings.addToCartToastAutoDismissMs).toBe(5000);
    expect([1, '1', true, 'TRUE', 0, 'false', null].map(isFlagOn)).toEqual([true, true, true, true, false, false, false]);
    expect(isIgnoredClientError({ status: 401 })).toBe(true);
    expect(isIgnoredClientError({ message: 'Request failed with 401' })).toBe(true);
    expect(isIgnoredClientError({ status: 500 })).toBe(false);
    expect(togglePwgs(1)).toBe(3);
    expect(togglePwgs(3)).toBe(1);
    expect([4.3, 7, -1].map(ratingStars)).toEqual([4.5, 5, 0]);
  });
});
