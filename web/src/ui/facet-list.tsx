import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './facet-list.css';

export interface FacetValueView {
  Id: string;
  Name: string;
  Count: number;
  IsSelected: boolean;
}
export interface FacetView {
  Id: string;
  Name: string;
  Values: readonly FacetValueView[];
}

const shownAtFirst = 6;

type IsSelected = (facetId: string, value: FacetValueView) => boolean;
const byAnswer: IsSelected = (_facetId, value) => value.IsSelected;

const FacetGroup = ({ facet, onToggle, isSelected }: { facet: FacetView; onToggle: (facetId: string, valueId: string) => void; isSelected: IsSelected }) => {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const values = expanded ? facet.Values : facet.Values.filter((value, index) => index < shownAtFirst || isSelected(facet.Id, value));
  return (
    <fieldset className="facet">
      <legend>{facet.Name}</legend>
      <ul>
        {values.map((value) => (
          <li key={value.Id}>
            <label>
              <input type="checkbox" name={facet.Id} value={value.Id} checked={isSelected(facet.Id, value)} onChange={() => onToggle(facet.Id, value.Id)} />
              <span>{value.Name}</span>
              <span className="facet__count">{value.Count}</span>
            </label>
          </li>
        ))}
      </ul>
      {facet.Values.length > shownAtFirst ? (
        <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('common.showLess') : t('search.showAllValues', { count: facet.Values.length })}
        </button>
      ) : null}
    </fieldset>
  );
};

/**
 * Facets with their counts (spec §3 Facets); each value is a checkbox, so filters are keyboard-operable.
 * `isSelected` lets a screen answer from its own state (the URL) before the next answer arrives.
 */
export const FacetList = ({ facets, onToggle, isSelected = byAnswer }: { facets: readonly FacetView[]; onToggle: (facetId: string, valueId: string) => void; isSelected?: IsSelected }) => (
  <div className="facet-list">
    {facets.map((facet) => <FacetGroup key={facet.Id} facet={facet} onToggle={onToggle} isSelected={isSelected} />)}
  </div>
);
