import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';

export interface CatalogueCategoryRow {
  id: string;
  name_en: string;
  name_fr: string;
  slug: string;
  level: number;
  has_children: boolean;
}

/**
 * GET api/catalogues/{division}/{warehouse}: the top categories holding at least one product in stock
 * at the warehouse, for a division some client belongs to; null when the division or the warehouse is
 * unknown. Each category stops at its first stocked product (an EXISTS per top category).
 */
export async function warehouseCatalogue(db: Executor, divisionCode: string, warehouseNo: string): Promise<CatalogueCategoryRow[] | null> {
  const rows = await queryRows<{ known: boolean; categories: CatalogueCategoryRow[] | null }>(
    db,
    sql`select exists (select 1 from clients where division_code = ${divisionCode})
        and exists (select 1 from clients where warehouse_no = ${warehouseNo}) as known,
      (select json_agg(c order by c.name_en) from (
        select top.id, top.name_en, top.name_fr, top.slug, top.level,
          exists (select 1 from categories child where child.parent_id = top.id) as has_children
        from categories top
        where top.parent_id is null and exists (
          with recursive tree as (select top.id as id union all select k.id from categories k join tree t on k.parent_id = t.id)
          select 1 from products p join product_stock s on s.product_id = p.id
          where p.category_id in (select id from tree) and s.warehouse_no = ${warehouseNo} and s.quantity_on_hand > 0 and not p.is_restricted)
      ) c) as categories`,
  );
  const row = rows[0];
  return row?.known ? (row.categories ?? []) : null;
}
