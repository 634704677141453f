import { FilterByType, SEARCH_PAGE_SIZES, appliedSort, quickFilters, sortOptionsFor } from '@comptoir/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { views, withChange, type ListingParams, type ResultView } from '../listing-params.ts';

const viewLabel: Record<ResultView, 'search.viewXl' | 'search.viewLg' | 'search.viewNormal' | 'search.viewGrid' | 'search.viewTable'> = {
  xl: 'search.viewXl', lg: 'search.viewLg', normal: 'search.viewNormal', grid: 'search.viewGrid', table: 'search.viewTable',
};

type QuickFilterId = (typeof quickFilters)[number]['id'];
const quickOf = (params: ListingParams): QuickFilterId => (params.contract ? 'contractProducts' : params.filter === FilterByType.bestMatch ? 'bestMatch' : 'allProducts');
const applyQuick = (params: ListingParams, id: QuickFilterId): ListingParams =>
  withChange(params, id === 'contractProducts' ? { contract: true, filter: FilterByType.allProducts } : { contract: false, filter: id === 'bestMatch' ? FilterByType.bestMatch : FilterByType.allProducts });

/**
 * Quick filters, sort, page size and view: each change is a new URL (shareable, back button works).
 * Signed-in buyers get the 'Contract products' filter and the price sorts; a visitor, who sees no price, neither.
 */
export const ResultsToolbar = ({ params, onChange, signedIn }: { params: ListingParams; onChange: (next: ListingParams) => void; signedIn: boolean }) => {
  const { t } = useTranslation();
  const showContract = signedIn;
  const viewer = { seesPrices: signedIn };
  const id = useId();
  const quick = quickOf(params);
  return (
    <div className="results-toolbar">
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('search.quickFilters')}</legend>
        {quickFilters.filter((filter) => showContract || filter.id !== 'contractProducts').map((filter) => (
          <label key={filter.id} className="segmented__option">
            <input type="radio" name={`${id}-quick`} checked={quick === filter.id} onChange={() => onChange(applyQuick(params, filter.id))} aria-describedby={'helpKey' in filter ? `${id}-contract-help` : undefined} />
            <span>{t(filter.labelKey)}</span>
          </label>
        ))}
      </fieldset>
      {showContract ? <p id={`${id}-contract-help`} className="results-toolbar__help">{t('search.contractProductsHelp')}</p> : null}
      <div className="results-toolbar__selects">
        <label>
          <span>{t('search.sortBy')}</span>
          <select name="sort" value={appliedSort(params.sort, viewer)} onChange={(event) => onChange(withChange(params, { sort: appliedSort(Number(event.target.value), viewer) }))}>
            {sortOptionsFor(viewer).map((option) => <option key={option.code} value={option.code}>{t(option.labelKey)}</option>)}
          </select>
        </label>
        <label>
          <span>{t('search.perPage')}</span>
          <select name="size" value={params.size} onChange={(event) => onChange(withChange(params, { size: Number(event.target.value) as ListingParams['size'] }))}>
            {SEARCH_PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
          </select>
        </label>
        <fieldset className="segmented segmented--compact">
          <legend>{t('search.view')}</legend>
          {views.map((view) => (
            <label key={view} className="segmented__option">
              <input type="radio" name={`${id}-view`} checked={params.view === view} onChange={() => onChange({ ...params, view })} />
              <span>{t(viewLabel[view])}</span>
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
};
