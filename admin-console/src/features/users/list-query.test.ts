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
/** A search an address may carry that the box cannot type: NULs, emoji, any length. */
const addressSearch = fc.string({ unit: fc.oneof(fc.constant('\u0000'), fc.constant('😀'), fc.constant(' '), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 160 });
/** What the api refuses in any request (api/src/platform/errors.ts): U+0000 and lone surrogates. */
const unstorable = /[\u0000\p{Cs}]/u;

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

  // 'search=%00' or a 101-character search (a pasted or hand-typed address) was sent as is: the api answered 400 and
  // the list said 'Something went wrong please try again later.'
  it('reads a search the box could not have typed (a NUL, over 100 characters) as one the api takes', () => {
    fc.assert(
      fc.property(addressSearch, (search) => {
        const read = listQueryOf(new URLSearchParams({ search }));
        expect(AdminUserListQuerySchema.safeParse(listParamsOf(read)).success).toBe(true);
        expect(read.search).not.toMatch(unstorable);
      }),
    );
    expect(listQueryOf(new URLSearchParams('search=ch%00en')).search).toBe('chen');
    expect(listQueryOf(new URLSearchParams(`search=${'x'.repeat(99)}%F0%9F%98%80`)).search).toBe('x'.repeat(99));
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
