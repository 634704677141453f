import type { AdminUserList, AdminUserSort } from '@comptoir/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../features/session/index.ts';
import { ariaSortOf, fullName, listParamsOf, listQueryOf, rememberListQuery, SEARCH_MAX_LENGTH, sortedBy, takeResult, useLoaded, usersApi, USERS_LIST, type UsersListQuery } from '../../features/users/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { userText } from '../../i18n/texts.ts';
import { href, localeOf, type Language } from '../../paths.ts';
import { DataCell, DataTable, DataTableHead } from '../../ui/data-table.tsx';
import { formatWhen } from '../../ui/format-when.ts';
import { HandedNotice } from '../../ui/handed-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import '../../ui/form.css';
import './users.css';

/** The list's columns, each with the sort its header sets. */
const columns = [
  { sort: 'name', label: userText.name },
  { sort: 'logonName', label: userText.logonName },
  { sort: 'emailAddress', label: userText.emailAddress },
  { sort: 'status', label: userText.status },
  { sort: 'role', label: userText.role },
  { sort: 'lastLogin', label: userText.lastLogin },
] as const satisfies ReadonlyArray<{ sort: AdminUserSort; label: string }>;
const sortButtonId = (sort: AdminUserSort) => `sort-${sort}`;

const UsersTable = ({ list, query, onSort, language, selfId }: { list: AdminUserList; query: UsersListQuery; onSort: (sort: AdminUserSort) => void; language: Language; selfId: string | undefined }) => {
  const { t } = useTranslation();
  const locale = localeOf(language);
  const head = columns.map(({ sort, label }) => ({ id: sortButtonId(sort), label: t(label), sort: ariaSortOf(query, sort), onSort: () => onSort(sort) }));
  return (
    <DataTable className="users-table">
      <DataTableHead caption={t(userText.title)} columns={head} sortLabel={t(userText.sortBy)} />
      <tbody role="rowgroup">
        {list.users.map((user) => (
          <tr key={user.buyerId} role="row">
            <th scope="row" role="rowheader">
              <Link to={href(language, 'viewUser', { viewUserBuyerId: user.buyerId })}>{fullName(user)}</Link>
              {user.buyerId === selfId && <> {t(userText.you)}</>}
            </th>
            <DataCell column={t(userText.logonName)}>{user.logonName}</DataCell>
            <DataCell column={t(userText.emailAddress)}>{user.emailAddress}</DataCell>
            <DataCell column={t(userText.status)}><span className={user.isActive ? 'status-badge status-badge--active' : 'status-badge'}>{t(user.isActive ? userText.active : userText.inactive)}</span></DataCell>
            <DataCell column={t(userText.role)}>{t(user.isAdmin ? userText.administrator : userText.buyer)}</DataCell>
            <DataCell column={t(userText.lastLogin)}>{user.lastLoginAt ? formatWhen(user.lastLoginAt, locale) : t(userText.neverSignedIn)}</DataCell>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
};

/** Spec §2.2 'Manage users': the client's users, searched and paged. */
export const UsersPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { profile } = useSession();
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params);
  const { search, page } = query;
  useEffect(() => rememberListQuery(listQueryOf(params)), [params]);
  const [typed, setTyped] = useState(search);
  // Back, Forward or the menu's link change the search the list shows: the box shows it too (it kept the last one typed).
  const [searchShown, setSearchShown] = useState(search);
  if (searchShown !== search) {
    setSearchShown(search);
    setTyped(search);
  }
  // A user deleted on their page is announced here, once, with the focus: the button that was pressed is gone.
  const [notice] = useState(() => takeResult(USERS_LIST)?.notice ?? null);
  const [list] = useLoaded((signal) => usersApi.list(query, signal), JSON.stringify(query));
  useDocumentTitle(t(userText.title));
  const show = (next: UsersListQuery, options?: { replace: boolean }) => setParams(listParamsOf(next), options);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show({ ...query, search: typed.trim(), page: 1 });
  };
  // The pager and the headers are replaced while a page loads, so a keyboard user who paged is given the new page's
  // results, and one who sorted the header they pressed. On each answer, not each change of status: an answer that
  // comes before the loading state is drawn is rendered with it at once, and the status stays 'loaded'.
  const results = useRef<HTMLElement>(null);
  const moved = useRef<'paged' | AdminUserSort | null>(null);
  useEffect(() => {
    if (list.status !== 'loaded' || !moved.current) return;
    const focus = moved.current === 'paged' ? results.current : document.getElementById(sortButtonId(moved.current));
    moved.current = null;
    focus?.focus();
  }, [list]);
  const goTo = (next: number) => {
    moved.current = 'paged';
    show({ ...query, page: next });
  };
  // Said once the sorted rows are in, after a header was pressed (aria-sort alone is not read out by every screen reader).
  const [sortSaid, setSortSaid] = useState(false);
  const sortBy = (sort: AdminUserSort) => {
    moved.current = sort;
    setSortSaid(true);
    show(sortedBy(query, sort));
  };
  const sortedColumn = columns.find((column) => column.sort === query.sort);
  const pageCount = list.status === 'loaded' ? Math.max(1, Math.ceil(list.value.total / list.value.pageSize)) : 1;
  // A page past the last (a bookmark, or users deleted since) showed the count over an empty table and no pager: the last page is shown instead.
  const pastLast = list.status === 'loaded' && page > pageCount;
  useEffect(() => {
    if (pastLast) setParams(listParamsOf({ ...listQueryOf(params), page: pageCount }), { replace: true });
  }, [pastLast, pageCount, params, setParams]);
  return (
    <div className="page">
      <div className="page-heading">
        <h1>{t(userText.title)}</h1>
        <Link className="button" to={href(language, 'createUser')}>{t(userText.create)}</Link>
      </div>
      <HandedNotice notice={notice} />
      <p className="visually-hidden" role="status">
        {sortSaid && list.status === 'loaded' && sortedColumn ? t(query.order === 'asc' ? userText.sortedAscending : userText.sortedDescending, { column: t(sortedColumn.label) }) : ''}
      </p>
      <form role="search" className="users-search" onSubmit={submit}>
        <div className="field">
          <label htmlFor="user-search">{t(userText.search)}</label>
          <p className="field-hint" id="user-search-hint">{t(userText.searchHint)}</p>
          <div className="users-search__row">
            <input id="user-search" name="search" type="search" aria-describedby="user-search-hint" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={SEARCH_MAX_LENGTH} />
            <button type="submit" className="button">{t(userText.searchSubmit)}</button>
          </div>
        </div>
      </form>
      <section ref={results} tabIndex={-1} className="panel" aria-busy={list.status === 'loading'} aria-labelledby="users-count">
        {list.status === 'loading' && <p><span className="skeleton" aria-hidden="true" /> {t('common.loading')}</p>}
        {list.status === 'failed' && <p className="alert" role="alert">{t('errors.generic')}</p>}
        {list.status === 'loaded' && (
          <>
            <p id="users-count" role="status">{t(userText.count, { count: list.value.total })}</p>
            {list.value.total === 0 ? (
              <p>{search ? t(userText.empty, { search }) : t(userText.emptyAll)} <Link to={href(language, 'createUser')}>{t(userText.create)}</Link></p>
            ) : (
              <UsersTable list={list.value} query={query} onSort={sortBy} language={language} selfId={profile?.buyerId} />
            )}
            {pageCount > 1 && (
              // Named for what it is; the page shown is the current one (aria-current), not the landmark's name.
              <nav className="pager" aria-label={t(userText.pages)}>
                <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>{t('common.previous')}</button>
                <span aria-current="page">{t('common.page', { page, pageCount })}</span>
                <button type="button" className="button button--secondary" disabled={page >= pageCount} onClick={() => goTo(page + 1)}>{t('common.next')}</button>
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
};
