import { useTranslation } from 'react-i18next';
import type { FacetView } from '../../../ui/facet-list.tsx';
import { toggleFacet, withChange, type ListingParams } from '../listing-params.ts';

/** The chosen facet values as removable chips, and 'Clear filters'. */
export const ActiveFilters = ({ params, facets, onChange }: { params: ListingParams; facets: readonly FacetView[]; onChange: (next: ListingParams) => void }) => {
  const { t } = useTranslation();
  if (params.facets.length === 0) return null;
  const nameOf = (facetId: string, valueId: string) => {
    const facet = facets.find((f) => f.Id === facetId);
    const value = facet?.Values.find((v) => v.Id === valueId);
    // The language's colon: 'Marque : Boréal' in French (a no-break space before it), 'Brand: Boréal' in English.
    return facet && value ? `${t('common.term', { label: facet.Name })} ${value.Name}` : valueId;
  };
  return (
    <div className="active-filters" role="group" aria-label={t('search.activeFilters')}>
      {params.facets.map(({ FacetId, ValueId }) => {
        const name = nameOf(FacetId, ValueId);
        return (
          <button key={`${FacetId}:${ValueId}`} type="button" className="chip" aria-label={t('search.removeFilter', { name })} onClick={() => onChange(toggleFacet(params, FacetId, ValueId))}>
            {name} <span aria-hidden="true">×</span>
          </button>
        );
      })}
      <button type="button" className="link-button" onClick={() => onChange(withChange(params, { facets: [] }))}>{t('search.clearFilters')}</button>
    </div>
  );
};
