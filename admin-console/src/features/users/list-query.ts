import { ADMIN_USER_SORTS, SORT_ORDERS, type AdminUserSort, type SortOrder } from '@comptoir/core';
import { href, type Language } from '../../paths.ts';

/** What the users list shows, as its address says it (search, page, sort): Back, Forward and a reload keep it. */
export interface UsersListQuery {
  readonly search: string;
  readonly page: number;
  readonly sort: AdminUserSort;
  readonly order: SortOrder;
}

const isSort = (value: string | null): value is AdminUserSort => ADMIN_USER_SORTS.includes(value as AdminUserSort);
const isOrder = (value: string | null): value is SortOrder => SORT_ORDERS.includes(value as SortOrder);

/** The longest search the api takes, and so the search box. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * The search an address carries, as the box could have typed it: no NUL (the api refuses it in any request) and at
 * most 100 characters, never ending in half an emoji. An address with either showed 'try again later' for the list.
 */
const searchOf = (text: string | null): string =>
  (text ?? '').replace(/\u0000/g, '').trim().slice(0, SEARCH_MAX_LENGTH).replace(/[\uD800-\uDBFF]$/, '').trim();

/**
 * The list's query from its address. A value the list does not have (an old bookmark, a hand-typed address) reads as
 * the default rather than reaching the api, which refuses it: the admin sees the list, by name.
 */
export const listQueryOf = (params: URLSearchParams): UsersListQuery => {
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    search: searchOf(params.get('search')),
    page: Math.max(1, Math.min(10_000, Math.trunc(Number(params.get('page'))) || 1)),
    sort: isSort(sort) ? sort : 'name',
    order: isOrder(order) ? order : 'asc',
  };
};

/** The address's parameters of a query, defaults left out (the list by name reads /user-management). */
export const listParamsOf = (query: UsersListQuery): Record<string, string> => ({
  ...(query.search ? { search: query.search } : {}),
  ...(query.page > 1 ? { page: String(query.page) } : {}),
  ...(query.sort !== 'name' ? { sort: query.sort } : {}),
  ...(query.order !== 'asc' ? { order: query.order } : {}),
});

/** A column's header pressed: the same column turns around, another starts ascending; either goes back to the first page. */
export const sortedBy = (query: UsersListQuery, sort: AdminUserSort): UsersListQuery => ({
  ...query,
  page: 1,
  sort,
  order: query.sort === sort && query.order === 'asc' ? 'desc' : 'asc',
});

/** aria-sort of a column's header. */
export const ariaSortOf = (query: UsersListQuery, sort: AdminUserSort): 'ascending' | 'descending' | 'none' =>
  query.sort !== sort ? 'none' : query.order === 'asc' ? 'ascending' : 'descending';

let shownLast: UsersListQuery | null = null;
/** The list as the admin last saw it (search, page, sort), for the way back from a user's screens. */
export const rememberListQuery = (query: UsersListQuery): void => {
  shownLast = query;
};

/**
 * 'Back to users', and where a deleted user's page goes: the list as the admin left it (they searched, sorted, paged to
 * find the user), in the language shown; the list by name once the page is reloaded (nothing remembered).
 */
export const usersListPath = (language: Language): string => {
  const params = new URLSearchParams(shownLast ? listParamsOf(shownLast) : {}).toString();
  return `${href(language, 'users')}${params ? `?${params}` : ''}`;
};
