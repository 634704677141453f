import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';

/** searchByProductList's {b}: the kind of list searched (spec's shopping list types). */
export const productListTypes = ['list', 'template', 'flyer'] as const;

/**
 * The products of a shopping list, template or flyer list the session may read: the buyer's own, a
 * list shared within the client, or a client-wide list (flyers); null when there is no such list
 * (others' lists answer the same as missing ones: no existence leak).
 */
export async function listProductIds(db: Executor, q: { listId: string; type: (typeof productListTypes)[number]; buyerId: string; clientId: string }): Promise<string[] | null> {
  const rows = await queryRows<{ found: boolean; ids: string[] | null }>(
    db,
    sql`with list as (
      select id from shopping_lists where id = ${q.listId}::uuid and type = ${q.type} and client_id = ${q.clientId}
        and (buyer_id = ${q.buyerId} or buyer_id is null or is_shared)
    ) select exists (select 1 from list) as found,
      (select json_agg(i.product_id order by i.sequence, i.product_id) from shopping_list_items i where i.shopping_list_id in (select id from list)) as ids`,
  );
  const row = rows[0];
  return row?.found ? (row.ids ?? []) : null;
}
