import { DEFAULT_TIME_ZONE, type Locale } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';

/** An order template of the session's buyer (a shopping list of type 'template'). */
export interface TemplateRow {
  id: string;
  name: string;
  line_count: number;
  created_date: string;
}

/** Whose templates: the session's buyer within its client, never anyone else's (another's answers as missing). */
export interface Owner {
  buyerId: string;
  clientId: string;
}

const owned = (owner: Owner) => sql`l.type = 'template' and l.buyer_id = ${owner.buyerId} and l.client_id = ${owner.clientId}`;

const select = (locale: Locale) => sql`
  select l.id, ${locale === 'fr-CA' ? sql`l.name_fr` : sql`l.name_en`} as name,
    (select count(*)::int from shopping_list_items i where i.shopping_list_id = l.id) as line_count,
    to_char(l.created_at at time zone ${DEFAULT_TIME_ZONE}, 'YYYY-MM-DD') as created_date
  from shopping_lists l`;

/** The buyer's templates, newest first. */
export const listTemplates = (db: Executor, owner: Owner, locale: Locale): Promise<TemplateRow[]> =>
  queryRows<TemplateRow & Record<string, unknown>>(db, sql`${select(locale)} where ${owned(owner)} order by l.created_at desc, l.id`);

export async function findTemplate(db: Executor, owner: Owner, id: string, locale: Locale): Promise<TemplateRow | undefined> {
  const [row] = await queryRows<TemplateRow & Record<string, unknown>>(db, sql`${select(locale)} where l.id = ${id} and ${owned(owner)}`);
  return row;
}

/** A template's products with their quantities, in the order saved. */
export const templateItems = (db: Executor, id: string) =>
  queryRows<{ product_id: string; code: string; quantity: number }>(
    db,
    sql`select i.product_id, p.code, i.quantity from shopping_list_items i join products p on p.id = i.product_id where i.shopping_list_id = ${id} order by i.sequence, i.product_id`,
  );

/** A template whose name (either language, any case) is already `name`, other than `except`. */
export async function nameTaken(tx: Executor, owner: Owner, name: string, except: string | null = null): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from shopping_lists l where ${owned(owner)} and (lower(l.name_en) = lower(${name}) or lower(l.name_fr) = lower(${name}))
      ${except ? sql`and l.id <> ${except}` : sql``} limit 1`,
  );
  return rows.length > 0;
}

/**
 * Until the transaction ends, the buyer's templates and their names are the caller's to check and change (two tabs
 * saving one name; a rename or a second delete sent with a delete then finds the template gone, not a row to audit).
 */
const NAMES_LOCK = 0x746d706c; // 'tmpl'
export const lockTemplateNames = (tx: Executor, owner: Owner) => tx.execute(sql`select pg_advisory_xact_lock(${NAMES_LOCK}::int, hashtext(${owner.buyerId}))`);

/** A new template holding an order's lines (a cart's or a submitted order's), in line order; with how many it holds. */
export async function insertTemplate(tx: Executor, owner: Owner, name: string, orderId: string): Promise<{ id: string; lineCount: number }> {
  const [list] = await queryRows<{ id: string }>(
    tx,
    sql`insert into shopping_lists (client_id, buyer_id, type, name_en, name_fr) values (${owner.clientId}, ${owner.buyerId}, 'template', ${name}, ${name}) returning id`,
  );
  const id = (list as { id: string }).id;
  const [items] = await queryRows<{ count: number }>(
    tx,
    sql`with added as (insert into shopping_list_items (shopping_list_id, product_id, quantity, sequence)
      select ${id}, product_id, quantity, line_number from order_lines where order_id = ${orderId} returning 1) select count(*)::int as count from added`,
  );
  return { id, lineCount: items?.count ?? 0 };
}

export const renameTemplate = (tx: Executor, id: string, name: string) =>
  tx.execute(sql`update shopping_lists set name_en = ${name}, name_fr = ${name}, updated_at = now() where id = ${id} and type = 'template'`);

export const deleteTemplate = (tx: Executor, id: string) => tx.execute(sql`delete from shopping_lists where id = ${id} and type = 'template'`);
