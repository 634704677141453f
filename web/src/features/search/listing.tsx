import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { href } from '../../paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FacetList } from '../../ui/facet-list.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { useDelayedFlag } from '../../ui/use-delayed-flag.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { CompareTray } from '../compare/index.ts';
import { readListingParams, searchBodyOf, toggleFacet, withChange, writeListingParams, type ListingParams } from './listing-params.ts';
import { ActiveFilters } from './results/active-filters.tsx';
import { ResultsList, ResultsSkeleton, type Purchase } from './results/results-list.tsx';
import { ResultsToolbar } from './results/results-toolbar.tsx';
import { searchProducts } from './search-api.ts';
import './listing.css';

export interface ListingProps {
  kind: 'keyword' | 'category';
  /** The page's heading (the keyword or the category's name). */
  heading: string;
  /** The count line under the heading. */
  countLine: (total: number) => string;
  /** The add-to-cart of each result (the cart feature's button with its quantity box). */
  purchase: Purchase;
  /** Signed-in buyers get the 'Contract products' quick filter and the price sorts (visitors see no price). */
  signedIn?: boolean;
}

/** A search or category listing: facets, quick filters, sort, views, paging — all held in the URL. */
export const Listing = ({ kind, heading, countLine, purchase, signedIn = false }: ListingProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const params = readListingParams(search, { seesPrices: signedIn });
  const body = searchBodyOf({ ...params, view: 'lg' }, language, kind);
  const hasQuery = params.q !== '';
  const result = useFetched(hasQuery ? JSON.stringify(body) : null, (signal) => searchProducts(body, signal));
  const slow = useDelayedFlag(result.status === 'loading');
  const go = (next: ListingParams) => navigate(`${pathname}${writeListingParams(next)}`);
  const data = result.data;
  const facets = data?.Facets ?? [];
  // A page chosen in the pagination starts at its top: the reader is taken to the results (and a screen
  // reader hears their region), instead of staying at the bottom of the new page. Sort, size and filters
  // go back to page 1 without moving the keyboard away from the control just used.
  const resultsSection = useRef<HTMLElement>(null);
  const paged = useRef(false);
  useEffect(() => {
    if (!paged.current) return;
    paged.current = false;
    resultsSection.current?.scrollIntoView?.({ block: 'start' });
    resultsSection.current?.focus({ preventScroll: true });
  }, [params.page]);

  if (!hasQuery) return <EmptyState headingLevel={1} title={t('search.title')} hint={t('search.enterKeyword')} />;
  // A page past the last one (an old link, a bookmark from before the catalogue changed) shows the last page,
  // not 'No product matches' over a count of hundreds.
  if (data && result.status === 'loaded' && data.Records.length === 0 && data.TotalPages >= 1 && params.page > data.TotalPages) {
    return <Navigate to={`${pathname}${writeListingParams({ ...params, page: data.TotalPages })}`} replace />;
  }
  return (
    <div className="listing">
      <header className="listing__header">
        <h1>{heading}</h1>
        {/* A first load that failed counts nothing: the alert below says why (it said 'Loading results…' for good). */}
        <p className="listing__count" role="status">{data && result.status !== 'loading' ? countLine(data.TotalRecords) : result.status === 'failed' ? '' : t('search.loadingResults')}</p>
        {data?.IsCustomProductSearch ? <p className="listing__fuzzy">{t('search.didYouMean', { keyword: params.q })}</p> : null}
      </header>
      <div className="listing__body">
        {facets.length > 0 ? (
          <aside className="listing__facets" aria-labelledby="listing-filters">
            <h2 id="listing-filters">
              {/* Under the md breakpoint the filters fold away behind this button, so results come first. */}
              <button type="button" className="listing__filters-button" aria-expanded={filtersOpen} aria-controls="listing-facets" onClick={() => setFiltersOpen(!filtersOpen)}>
                {t('search.filters')}
              </button>
              <span className="listing__filters-title">{t('search.filters')}</span>
            </h2>
            <div id="listing-facets" className={filtersOpen ? 'listing__facets-body listing__facets-body--open' : 'listing__facets-body'}>
            <FacetList
              facets={facets}
              onToggle={(facetId, valueId) => go(toggleFacet(params, facetId, valueId))}
              isSelected={(facetId, value) => params.facets.some((f) => f.FacetId === facetId && f.ValueId === value.Id)}
            />
            </div>
          </aside>
        ) : null}
        <section className="listing__results" aria-labelledby="listing-results-title" tabIndex={-1} ref={resultsSection}>
          <h2 id="listing-results-title" className="visually-hidden">{t('search.title')}</h2>
          <ResultsToolbar params={params} onChange={go} signedIn={signedIn} />
          <ActiveFilters params={params} facets={facets} onChange={go} />
          {result.status === 'failed' ? <LoadError error={result.error} onRetry={result.retry} /> : null}
          {(result.status === 'loading' && (!data || slow)) ? <ResultsSkeleton view={params.view} label={t('search.loadingResults')} /> : null}
          {data && !(result.status === 'loading' && slow) ? (
            data.Records.length === 0 ? (
              <EmptyState
                title={params.facets.length > 0 ? t('search.emptyFiltered') : kind === 'keyword' ? t('search.noResults', { keyword: params.q }) : t('search.emptyCategory')}
                hint={params.facets.length > 0 ? t('search.emptyHintFiltered') : kind === 'keyword' ? t('search.noResultsHint') : t('search.emptyHintBrowse')}
              >
                {params.facets.length > 0 ? (
                  <button type="button" className="button" onClick={() => go(withChange(params, { facets: [] }))}>{t('search.clearFilters')}</button>
                ) : (
                  <Link className="button" to={href(language, 'home')}>{t('nav.categories')}</Link>
                )}
              </EmptyState>
            ) : (
              <>
                <ResultsList cards={data.Records} view={params.view} caption={heading} purchase={purchase} />
                <p className="listing__showing">{t('search.showing', { from: (data.CurrentPage - 1) * data.RecordPerPage + 1, to: (data.CurrentPage - 1) * data.RecordPerPage + data.Records.length, total: data.TotalRecords })}</p>
                <div onClickCapture={(event) => { paged.current = (event.target as HTMLElement).closest('a') !== null; }}>
                  <Pagination current={params.page} total={data.TotalPages} hrefOf={(page) => `${pathname}${writeListingParams({ ...params, page })}`} />
                </div>
              </>
            )
          ) : null}
          <CompareTray />
        </section>
      </div>
    </div>
  );
};
