import type { SearchFacet as Facet } from '@comptoir/core';
import { formatMessage, formatMoney, isHiddenFacet, type Locale } from '@comptoir/core';
import type { Language } from './candidate-sql.ts';
import { PRICE_BUCKETS, priceBucketId, type FacetGroup, type FacetSelection } from './facet-groups.ts';
import { groupLabel, yesNoLabel } from './facet-labels.ts';
import type { FacetCountRow } from './search-repo.ts';

const booleanGroups = new Set(['madeInCanada', 'promotional', 'clearance', 'contract']);
const coreKeys: Readonly<Record<string, string>> = {
  madeInCanada: 'search.madeInCanada',
  promotional: 'search.promotional',
  clearance: 'search.clearance',
};
const boxGroups = new Set(['boxLength', 'boxWidth', 'boxHeight']);

const localeOf = (language: Language): Locale => (language === 'fr' ? 'fr-CA' : 'en-CA');

function groupName(id: string, language: Language): string {
  const key = coreKeys[id];
  return key ? formatMessage(localeOf(language), key) : groupLabel(id, language);
}

function priceLabel(id: string, language: Language): string {
  const bucket = PRICE_BUCKETS.find((b) => priceBucketId(b) === id);
  if (!bucket) return id;
  const locale = localeOf(language);
  const [from, to] = bucket;
  return to === null ? formatMessage(locale, 'search.priceAndUp', { price: formatMoney(from, locale) }) : `${formatMoney(from, locale)} – ${formatMoney(to, locale)}`;
}

function valueName(group: string, row: FacetCountRow, language: Language): string {
  if (row.label) return row.label;
  if (booleanGroups.has(group)) return yesNoLabel(row.v, language);
  if (group === 'price') return priceLabel(row.v, language);
  if (group === 'availability') return formatMessage(localeOf(language), row.v === 'inStock' ? 'search.inStock' : 'search.outOfStock');
  return row.v;
}

/** The order values are listed in: price ranges and box sizes by value, the rest by count. */
function compareValues(group: string): (a: FacetCountRow, b: FacetCountRow) => number {
  if (group === 'price') return (a, b) => Number(a.v.split('-')[0]) - Number(b.v.split('-')[0]);
  if (boxGroups.has(group)) return (a, b) => Number(a.v) - Number(b.v);
  return (a, b) => b.n - a.n || a.v.localeCompare(b.v);
}

/** Facets with counts, in the groups' order; 'Made in Canada' is dropped when its only value is false (spec §5). */
export function shapeFacets(groups: readonly FacetGroup[], rows: readonly FacetCountRow[], selection: FacetSelection, language: Language): Facet[] {
  const facets: Facet[] = [];
  for (const group of groups) {
    const values = rows.filter((r) => r.g === group.id).sort(compareValues(group.id));
    if (values.length === 0) continue;
    const selected = selection.get(group.id) ?? [];
    const facet: Facet = {
      Id: group.id,
      Name: groupName(group.id, language),
      Values: values.map((r) => ({ Id: r.v, Name: valueName(group.id, r, language), Count: r.n, IsSelected: selected.includes(r.v), URL: null })),
      FinderFields: null,
    };
    const hidden = group.id === 'madeInCanada' && isHiddenFacet({ Name: 'Made in Canada', Values: values.map((v) => ({ Name: v.v })) });
    if (!hidden) facets.push(facet);
  }
  return facets;
}
