import { QUANTITY_MAX } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';
import { findCartLine, type CartLine } from './line-cart.ts';

/** What a guest may see of a product: no price source at all (spec §6 'login for pricing'). */
export interface GuestProductRow {
  product_id: string;
  code: string;
  name_en: string;
  name_fr: string;
  sales_multiple: number;
  minimum_quantity: number;
  is_restricted: boolean;
  media: string[] | null;
}

export interface GuestLineRow extends GuestProductRow {
  line_id: number;
  quantity: number;
}

const productColumns = sql`p.id as product_id, p.code, p.name_en, p.name_fr, p.sales_multiple, p.minimum_quantity, p.is_restricted,
  (select json_agg(m.id order by m.position) from product_media m where m.product_id = p.id and m.kind = 'image') as media`;

/** Products by exact code (the unique index). */
export async function findGuestProducts(db: Executor, codes: readonly string[]): Promise<GuestProductRow[]> {
  if (codes.length === 0) return [];
  const wanted = sql`array[${sql.join(codes.map((code) => sql`${code}`), sql`, `)}]::text[]`;
  return queryRows<GuestProductRow & Record<string, unknown>>(db, sql`select ${productColumns} from products p where p.code = any(${wanted})`);
}

/** The lines of the guest cart a cookie token hash names, in the order they were first added (line ids only grow). */
export async function findGuestLines(db: Executor, tokenHash: string): Promise<GuestLineRow[]> {
  return queryRows<GuestLineRow & Record<string, unknown>>(
    db,
    sql`select l.line_id, l.quantity, ${productColumns}
        from guest_carts g join guest_cart_lines l on l.guest_cart_id = g.id join products p on p.id = l.product_id
        where g.token_hash = ${tokenHash} order by l.line_id`,
  );
}

/** The guest cart of a token hash, created when missing (the unique token hash settles a race); marked as used. */
export async function upsertGuestCart(tx: Executor, tokenHash: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into guest_carts (token_hash) values (${tokenHash})
        on conflict (token_hash) do update set updated_at = now() returning id`,
  );
  if (!row) throw new Error('guest cart could not be created');
  return row.id;
}

/**
 * Adds quantities in one statement; a product already there has the quantity summed in the database.
 * A sum above the maximum is not applied and is missing from the answer.
 */
export async function addGuestLines(tx: Executor, guestCartId: string, lines: ReadonlyArray<{ productId: string; quantity: number }>): Promise<string[]> {
  if (lines.length === 0) return [];
  const values = sql.join(lines.map((line) => sql`(${line.productId}::uuid, ${line.quantity}::int)`), sql`, `);
  const rows = await queryRows<{ product_id: string }>(
    tx,
    sql`insert into guest_cart_lines (guest_cart_id, product_id, quantity)
        select ${guestCartId}::uuid, v.product_id, v.quantity from (values ${values}) as v(product_id, quantity)
        on conflict (guest_cart_id, product_id) do update set quantity = guest_cart_lines.quantity + excluded.quantity
          where guest_cart_lines.quantity + excluded.quantity <= ${QUANTITY_MAX}
        returning product_id`,
  );
  return rows.map((row) => row.product_id);
}

/**
 * Deletes the guest cart of a token hash and answers its lines (the cascade removes them after the
 * statement's snapshot was read). The row lock makes a second sign-in with the same cookie find nothing.
 */
export async function takeGuestCart(tx: Executor, tokenHash: string): Promise<Array<{ product_id: string; quantity: number }>> {
  return queryRows<{ product_id: string; quantity: number }>(
    tx,
    sql`with taken as (delete from guest_carts where token_hash = ${tokenHash} returning id)
        select l.product_id, l.quantity from guest_cart_lines l join taken on l.guest_cart_id = taken.id order by l.created_at, l.product_id`,
  );
}

/** The guest cart of a token hash, locked for the caller's transaction, or undefined. */
export async function lockGuestCart(tx: Executor, tokenHash: string): Promise<{ id: string } | undefined> {
  const [row] = await queryRows<{ id: string }>(tx, sql`select id from guest_carts where token_hash = ${tokenHash} for update`);
  return row;
}

/** How many products the guest cart holds (under its lock). */
export async function countGuestLines(tx: Executor, guestCartId: string): Promise<number> {
  const [row] = await queryRows<{ lines: number }>(tx, sql`select count(*)::int as lines from guest_cart_lines where guest_cart_id = ${guestCartId}`);
  return row?.lines ?? 0;
}

/** Which of these products the guest cart already holds. */
export async function guestProductsHeld(tx: Executor, guestCartId: string, productIds: readonly string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await queryRows<{ product_id: string }>(
    tx,
    sql`select product_id from guest_cart_lines where guest_cart_id = ${guestCartId} and product_id = any(array[${sql.join(productIds.map((id) => sql`${id}`), sql`, `)}]::uuid[])`,
  );
  return rows.map((row) => row.product_id);
}

/** One line of this guest cart by its line id (another guest's line id finds nothing). */
export const findGuestLine = (tx: Executor, guestCartId: string, lineId: number): Promise<CartLine | undefined> =>
  findCartLine(tx, sql`from guest_cart_lines l join products p on p.id = l.product_id where l.guest_cart_id = ${guestCartId} and l.line_id = ${lineId}`);

export async function setGuestLineQuantity(tx: Executor, guestCartId: string, lineId: number, quantity: number): Promise<void> {
  await tx.execute(sql`update guest_cart_lines set quantity = ${quantity} where guest_cart_id = ${guestCartId} and line_id = ${lineId}`);
}

export async function deleteGuestLine(tx: Executor, guestCartId: string, lineId: number): Promise<void> {
  await tx.execute(sql`delete from guest_cart_lines where guest_cart_id = ${guestCartId} and line_id = ${lineId}`);
}

/** Marks the guest cart used now: the purge counts staleness from here. */
export async function touchGuestCart(tx: Executor, guestCartId: string): Promise<void> {
  await tx.execute(sql`update guest_carts set updated_at = now() where id = ${guestCartId}`);
}
