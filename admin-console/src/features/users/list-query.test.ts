import { ADMIN_USER_SORTS, AdminUserListQuerySchema, SORT_ORDERS } from '@comptoir/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ariaSortOf, listParamsOf, listQueryOf, sortedBy, type UsersListQuery } from './list-query.ts';

const query: fc.Arbitrary<UsersListQuery> = fc.record({
  search: fc.string({ maxLength: 20 }).map((text) => text.trim()),
  page: fc.integer({ min: 1, max: 10_000 }),
  sort: fc.constantFrom(...ADMIN_USER_SORTS),
  order: fc.constantFrom(...SORT_ORDERS),
});
const anyParams = fc.dictionary(fc.constantFrom('search', 'page', 'sort', 'order', 'other'), fc.string({ maxLength: 12 }));

describe('the users list’s query in its address', () => {
  it('reads back what it wrote, whatever the search, page and sort (Back and a reload show the same list)', () => {
    fc.assert(
      fc.property(query, (shown) => {
        expect(listQueryOf(new URLSearchParams(listParamsOf(shown)))).toEqual(shown);
      }),
    );
  });

  it('reads any address as a query the api accepts (a hand-typed sort is the default, never a refusal)', () => {
    fc.assert(
      fc.property(anyParams, (params) => {
        const read = listQueryOf(new URLSearchParams(params));
        expect(AdminUserListQuerySchema.safeParse({ ...listParamsOf(read), page: String(read.page) }).success).toBe(true);
      }),
    );
    expect(listQueryOf(new URLSearchParams('sort=password&order=up&page=-3'))).toEqual({ search: '', page: 1, sort: 'name', order: 'asc' });
  });

  it('a header pressed twice turns its column around, and once more back; another column starts ascending on page 1', () => {
    fc.assert(
      fc.property(query, fc.constantFrom(...ADMIN_USER_SORTS), (shown, column) => {
        const once = sortedBy(shown, column);
        expect(once.page).toBe(1);
        expect(once.search).toBe(shown.search);
        expect(ariaSortOf(once, column)).toBe(shown.sort === column && shown.order === 'asc' ? 'descending' : 'ascending');
        expect(sortedBy(sortedBy(once, column), column)).toEqual(once);
        // Only the sorted column says so.
        expect(ADMIN_USER_SORTS.filter((other) => ariaSortOf(once, other) !== 'none')).toEqual([column]);
      }),
    );
  });

  it('leaves the defaults out of the address: the list by name is /user-management', () => {
    expect(listParamsOf({ search: '', page: 1, sort: 'name', order: 'asc' })).toEqual({});
    expect(listParamsOf({ search: 'côté', page: 2, sort: 'lastLogin', order: 'desc' })).toEqual({ search: 'côté', page: '2', sort: 'lastLogin', order: 'desc' });
  });
});
