import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';
import { baseFilterSql, browseHitsSql, fitsTypedPrinterModel, keywordHitsSql, type BaseFilters, type Language } from './candidate-sql.ts';
import { facetFilter, type FacetGroup, type FacetSelection } from './facet-groups.ts';
import { hasText, type KeywordQuery } from './keyword-query.ts';
import { cardColumnsSql, onHandSql, type CardRow } from './card-sql.ts';
import { effectivePriceSql, pricingCtes, promotionPriceSql, type PricingContext } from './pricing-sql.ts';
import { SortBy } from '@comptoir/core';
import { nameHeadIsKind } from './name-words-sql.ts';
import { orderBy } from './sort-codes.ts';

export interface SearchCriteria {
  language: Language;
  keyword: KeywordQuery;
  base: BaseFilters;
  pricing: PricingContext;
  buyerId: string | null;
  /** FilterByType 2: only products whose name, code or brand matched (rank A), not description words. */
  bestMatchOnly: boolean;
  groups: readonly FacetGroup[];
  selection: FacetSelection;
  sort: SortBy;
  seesPrices: boolean;
  contractFirst: boolean;
  offset: number;
  limit: number;
  /** Candidates ranked, counted and faceted: bounds the work of broad queries at 100,000 products. */
  cap: number;
}

export interface FacetCountRow {
  g: string;
  v: string;
  label: string | null;
  n: number;
}

export interface SearchRows {
  total: number;
  /** True when the head word alone or the typo (trigram) fallback supplied the candidates. */
  fuzzy: boolean;
  facets: FacetCountRow[];
  records: CardRow[];
}

const names = { en: sql.raw('en'), fr: sql.raw('fr') };

/**
 * Facet counts in one pass over the matched set: every row yields its (group, value, label) pairs
 * through a lateral VALUES list and one hash aggregate counts them all. A group with a selection is
 * counted over the rows passing every other selection (its own values stay selectable), in a pass of
 * its own; groups without one share the pass over the fully filtered set.
 */
function facetCountsSql(groups: readonly FacetGroup[], selection: FacetSelection, language: Language): SQL {
  const label: Record<string, SQL> = {
    category: sql`m.category_name`,
    brand: sql`m.brand_name`,
    colour: sql`m.colour_${names[language]}`,
  };
  const pass = (members: readonly FacetGroup[], where: SQL): SQL[] => {
    const scalar = members.filter((g) => !g.array);
    const arrays = members.filter((g) => g.array);
    const passes: SQL[] = [];
    if (scalar.length > 0) {
      const values = sql.join(scalar.map((g) => sql`(${g.id}::text, ${g.value}, ${label[g.id] ?? sql`null::text`})`), sql`, `);
      passes.push(sql`select f.g, f.v, min(f.label) as label, count(*)::int as n
        from matched m cross join lateral (values ${values}) as f(g, v, label)
        where ${where} and f.v is not null group by f.g, f.v`);
    }
    for (const g of arrays) {
      passes.push(sql`select ${g.id}::text as g, v, null::text as label, count(*)::int as n
        from matched m, unnest(${g.value}) as v where ${where} group by v`);
    }
    return passes;
  };
  const isSelected = (g: FacetGroup) => (selection.get(g.id)?.length ?? 0) > 0;
  const passes = [
    ...pass(groups.filter((g) => !isSelected(g)), facetFilter(groups, selection, null)),
    ...groups.filter(isSelected).flatMap((g) => pass([g], facetFilter(groups, selection, g.id))),
  ];
  return passes.length === 0 ? sql`select null::text as g, null::text as v, null::text as label, 0 as n where false` : sql.join(passes, sql` union all `);
}

/** One statement: candidates, prices, facet counts, the total and the requested page of cards. */
export async function searchProducts(db: Executor, c: SearchCriteria): Promise<SearchRows> {
  const filters = baseFilterSql(c.base);
  const withText = hasText(c.keyword);
  const hits = withText ? keywordHitsSql(c.keyword, c.language, filters, c.cap) : browseHitsSql(filters, c.cap);
  const lang = names[c.language];
  // A name in either language: 'papier' typed in the English storefront names the French names' paper.
  const nameMatches = (l: 'en' | 'fr') => sql`ts_rank('{0,0,0,1}'::float4[], p.search_${names[l]}, (select q.${names[l]} from q)) > 0`;
  const bestMatch = c.bestMatchOnly && withText
    ? sql`where p.exact_code or ${fitsTypedPrinterModel(c.keyword)} or ${nameMatches('en')} or ${nameMatches('fr')}`
    : sql``;
  const selected = facetFilter(c.groups, c.selection, null);
  // Sorted by price, name, date or rating, the products of the kind typed come first ('paper' by price: the papers, then
  // the paper clips); best match ranks them already.
  const kindFirst = withText && c.sort !== SortBy.bestMatch;
  const ofKind = kindFirst
    ? nameHeadIsKind(sql`(case when l.fr_first then p.name_fr else p.name_en end)`, sql`l.fr_first`, sql`(case when l.fr_first then q.kind_fr else q.kind_en end)`)
    : sql`false`;
  const rows = await queryRows<{ total: number; fuzzy: boolean; facets: FacetCountRow[] | null; records: CardRow[] | null }>(
    db,
    sql`with ${hits},
    ${pricingCtes(c.pricing)},
    matched as materialized (
      select p.id, p.code, p.list_price, p.category_id, p.brand_id, p.colour_en, p.colour_fr, p.is_made_in_canada,
        p.is_clearance_item, p.box_length_in, p.box_width_in, p.box_height_in, p.box_resistance_type, p.printer_models,
        p.created_date, p.review_rating, p.review_count, p.is_core, immutable_unaccent(lower(p.name_${lang})) as name_key,
        p.score, p.exact_code, cat.name_${lang} as category_name, b.name as brand_name,
        c.price as contract_price, c.standing_offer_number, pr.promotion_id, pr.promotion_end_date,
        pr.promotion_details_en, pr.promotion_details_fr, ${promotionPriceSql} as promotion_price, ${effectivePriceSql} as price,
        ${onHandSql(c.pricing.clientId)} > 0 as in_stock, ${ofKind} as of_kind
      from hits p ${kindFirst ? sql`cross join q cross join word_language l` : sql``}
      join categories cat on cat.id = p.category_id
      join product_brands b on b.id = p.brand_id
      left join contract c on c.product_id = p.id
      left join promo pr on pr.product_id = p.id
      ${bestMatch}
    ),
    selected as (
      select m.* from matched m where ${selected}
    ),
    page as (
      select m.*, row_number() over (order by ${orderBy(c.sort, { ...c, kindFirst })}) as ord
      from selected m order by ${orderBy(c.sort, { ...c, kindFirst })} limit ${c.limit} offset ${c.offset}
    ),
    facet_counts as (${facetCountsSql(c.groups, c.selection, c.language)})
    select
      (select count(*)::int from selected) as total,
      ${withText ? sql`(select count(*) from text_hits) = 0 and (select count(*) from partial_hits) + (select count(*) from fuzzy_hits) > 0` : sql`false`} as fuzzy,
      (select json_agg(f) from facet_counts f) as facets,
      (select json_agg(r order by r.ord) from (${cardColumnsSql({ buyerId: c.buyerId, clientId: c.pricing.clientId })}) r) as records`,
  );
  const row = rows[0];
  return { total: row?.total ?? 0, fuzzy: row?.fuzzy ?? false, facets: row?.facets ?? [], records: row?.records ?? [] };
}
