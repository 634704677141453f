import { FilterByType } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { readListingParams, searchBodyOf, toggleFacet, withChange, writeListingParams } from './listing-params.ts';

const read = (query: string) => readListingParams(new URLSearchParams(query), { seesPrices: true });

describe('listing parameters', () => {
  it('reads the spec defaults from an empty URL and writes them back as nothing', () => {
    const params = read('');
    expect(params).toEqual({ q: '', page: 1, size: 25, sort: 0, filter: FilterByType.allProducts, contract: false, facets: [], view: 'lg' });
    expect(writeListingParams(params)).toBe('');
  });

  it('round-trips keyword, facets, quick filters, sort, size, view and page', () => {
    const query = '?q=stapler&f=brand%3Ab1&f=colour%3ANavy&filter=2&so=1&sort=4&size=50&view=table&page=3';
    const params = read(query);
    expect(params.facets).toEqual([{ FacetId: 'brand', ValueId: 'b1' }, { FacetId: 'colour', ValueId: 'Navy' }]);
    expect(writeListingParams(params)).toBe(query);
  });

  it('refuses values the search service would reject', () => {
    expect(read('size=1000&sort=99&filter=7&view=huge&page=-2&f=nocolon')).toMatchObject({ size: 25, sort: 0, filter: 3, view: 'lg', page: 1, facets: [] });
  });

  it("reads a visitor's price sort (typed or bookmarked) as the default sort; a buyer keeps it", () => {
    for (const sort of ['1', '2']) {
      expect(readListingParams(new URLSearchParams(`q=pen&sort=${sort}`), { seesPrices: false }).sort).toBe(0);
      expect(read(`q=pen&sort=${sort}`).sort).toBe(Number(sort));
    }
    expect(readListingParams(new URLSearchParams('q=pen&sort=4'), { seesPrices: false }).sort).toBe(4);
    expect(writeListingParams(readListingParams(new URLSearchParams('q=pen&sort=2'), { seesPrices: false }))).toBe('?q=pen');
  });

  it('goes back to page 1 when filters or sort change, and toggles a facet value', () => {
    const params = read('q=pen&page=4');
    expect(withChange(params, { sort: 3 }).page).toBe(1);
    const on = toggleFacet(params, 'brand', 'b1');
    expect(on.facets).toEqual([{ FacetId: 'brand', ValueId: 'b1' }]);
    expect(toggleFacet(on, 'brand', 'b1').facets).toEqual([]);
  });

  it('builds the keyword body and the category body (the slug as categoryId, no keyword)', () => {
    const params = read('q=copy-paper&so=1&size=50&page=2');
    expect(searchBodyOf(params, 'fr', 'category')).toMatchObject({ keyWord: '', categoryId: 'copy-paper', language: 'fr', recordPerPage: 50, currentPage: 2, ShowStandingOfferProduct: 1 });
    expect(searchBodyOf(read('q=stapler'), 'en', 'keyword')).not.toHaveProperty('categoryId');
  });
});
