import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './pagination.css';

/** Which page numbers to show: first, last and two around the current one, gaps as null. */
export const pageWindow = (current: number, total: number): (number | null)[] => {
  const wanted = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= total));
  const pages = [...wanted].sort((a, b) => a - b);
  return pages.flatMap((page, index) => (index > 0 && page - (pages[index - 1] ?? page) > 1 ? [null, page] : [page]));
};

/** Page links (real links, so a page can be opened in a new tab or shared). */
export const Pagination = ({ current, total, hrefOf }: { current: number; total: number; hrefOf: (page: number) => string }) => {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('search.paging')}>
      <ul>
        <li>
          {current > 1 ? <Link to={hrefOf(current - 1)} rel="prev">{t('common.previous')}</Link> : <span aria-disabled="true">{t('common.previous')}</span>}
        </li>
        {pageWindow(current, total).map((page, index) => (
          <li key={page ?? `gap-${index}`}>
            {page === null ? <span aria-hidden="true">…</span>
              : page === current ? <span aria-current="page" aria-label={t('search.currentPage', { page })}>{page}</span>
              : <Link to={hrefOf(page)} aria-label={t('search.pageLink', { page })}>{page}</Link>}
          </li>
        ))}
        <li>
          {current < total ? <Link to={hrefOf(current + 1)} rel="next">{t('common.next')}</Link> : <span aria-disabled="true">{t('common.next')}</span>}
        </li>
      </ul>
    </nav>
  );
};
