import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids of a category (by id or slug) and every category below it; empty when it does not exist. */
export async function categorySubtree(db: Executor, idOrSlug: string): Promise<string[]> {
  const start = uuidPattern.test(idOrSlug) ? sql`id = ${idOrSlug}::uuid` : sql`slug = ${idOrSlug}`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with recursive tree as (
      select id from categories where ${start}
      union all
      select c.id from categories c join tree t on c.parent_id = t.id
    ) select id from tree`,
  );
  return rows.map((r) => r.id);
}
