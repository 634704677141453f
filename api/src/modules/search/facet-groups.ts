import { sql, type SQL } from 'drizzle-orm';

/** Price-range facet buckets, in cents: [from, to). */
export const PRICE_BUCKETS: readonly (readonly [number, number | null])[] = [
  [0, 1000],
  [1000, 2500],
  [2500, 5000],
  [5000, 10_000],
  [10_000, 25_000],
  [25_000, null],
];

export const priceBucketId = ([from, to]: readonly [number, number | null]): string => `${from}-${to ?? ''}`;

/**
 * One facet group: how its value is read from a row of the matched set (alias m) and how a selected
 * value filters. Values are compared as text so every selection is a plain parameter.
 */
export interface FacetGroup {
  id: string;
  /** A text expression over m; null rows are not counted. */
  value: SQL;
  /** Only for viewers who see prices (price range, contract). */
  pricesOnly?: boolean;
  /** Multi-valued (printer models): value is a text[] expression. */
  array?: boolean;
}

const priceBucketCase = sql.raw(
  `case ${PRICE_BUCKETS.map(([from, to]) => `when m.price >= ${from}${to === null ? '' : ` and m.price < ${to}`} then '${priceBucketId([from, to])}'`).join(' ')} end`,
);

export const facetGroups: readonly FacetGroup[] = [
  { id: 'category', value: sql`m.category_id::text` },
  { id: 'brand', value: sql`m.brand_id::text` },
  { id: 'colour', value: sql`m.colour_en` },
  { id: 'price', value: priceBucketCase, pricesOnly: true },
  { id: 'availability', value: sql`case when m.in_stock then 'inStock' else 'outOfStock' end` },
  { id: 'madeInCanada', value: sql`m.is_made_in_canada::text` },
  { id: 'promotional', value: sql`(m.promotion_id is not null)::text` },
  { id: 'clearance', value: sql`m.is_clearance_item::text` },
  { id: 'contract', value: sql`(m.contract_price is not null)::text`, pricesOnly: true },
  { id: 'boxLength', value: sql`m.box_length_in::text` },
  { id: 'boxWidth', value: sql`m.box_width_in::text` },
  { id: 'boxHeight', value: sql`m.box_height_in::text` },
  { id: 'boxResistance', value: sql`m.box_resistance_type` },
  { id: 'printerModel', value: sql`m.printer_models`, array: true },
];

export const facetGroupIds = new Set(facetGroups.map((g) => g.id));

export type FacetSelection = ReadonlyMap<string, readonly string[]>;

/** The rows passing every selected facet except `except` (facet counts of a group ignore its own selection). */
export function facetFilter(groups: readonly FacetGroup[], selection: FacetSelection, except: string | null): SQL {
  const parts: SQL[] = [];
  for (const group of groups) {
    const values = selection.get(group.id);
    if (!values || values.length === 0 || group.id === except) continue;
    const list = sql.join(values.map((v) => sql`${v}`), sql`, `);
    parts.push(group.array ? sql`${group.value} && array[${list}]::text[]` : sql`${group.value} in (${list})`);
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}
