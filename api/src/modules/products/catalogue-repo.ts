import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';
import { promotionForClientSql } from '../search/index.ts';

/** The category and its ancestors, top first. */
export const breadcrumbTrail = (db: Executor, categoryId: string) =>
  queryRows<{ id: string; name_en: string; name_fr: string; level: number }>(
    db,
    sql`with recursive up as (
      select id, parent_id, name_en, name_fr, level from categories where id = ${categoryId}::uuid
      union all select c.id, c.parent_id, c.name_en, c.name_fr, c.level from categories c join up on c.id = up.parent_id
    ) select id, name_en, name_fr, level from up order by level`,
  );

/** Products of a promotion for the viewer's client (null: a visitor); another client's own promotion is not found. */
export const promotionProductIds = async (db: Executor, promotionId: string, clientId: string | null): Promise<string[] | null> => {
  const rows = await queryRows<{ found: boolean; ids: string[] | null }>(
    db,
    sql`select exists (select 1 from promotions pr where pr.id = ${promotionId}::uuid and ${promotionForClientSql(clientId)}) as found,
      (select json_agg(product_id) from promotion_products where promotion_id = ${promotionId}::uuid) as ids`,
  );
  const row = rows[0];
  return row?.found ? (row.ids ?? []) : null;
};

/** Alternates of a product (spec: GET /api/orders/getAlternateProducts). */
export const alternateIds = async (db: Executor, productCode: string): Promise<string[]> => {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select r.related_product_id as id from product_relations r join products p on p.id = r.product_id
      where p.code = ${productCode.toUpperCase()} and r.kind = 'alternate' order by r.sequence`,
  );
  return rows.map((r) => r.id);
};

