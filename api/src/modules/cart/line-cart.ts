import type { Locale, QuantityRule } from '@comptoir/core';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor, type Transaction } from '../../db/index.ts';

/** One line of a cart as a quantity change or a removal needs it: its product and the product's rule. */
export interface CartLine {
  productCode: string;
  quantity: number;
  rule: QuantityRule;
}

/** A cart locked inside the caller's transaction whose lines can change (the buyer's open order or a guest's cart). */
export interface LockedLines {
  /** The account number the drawer's request must name; '' for a guest, who has none. */
  readonly clientNo: string;
  line(lineId: number): Promise<CartLine | undefined>;
  setQuantity(lineId: number, quantity: number): Promise<void>;
  remove(lineId: number): Promise<void>;
  /** Marks the cart changed (and, for a buyer, writes the audit row: call it last). */
  changed(action: string, before: unknown, after: unknown): Promise<void>;
}

/**
 * Whose lines a request changes. Routes build it from the session, or from the guest-cart cookie when
 * there is no session, so buyers and guests share one path with the same rules and messages.
 */
export interface LineCart {
  readonly locale: Locale;
  /** The cart locked for this transaction; undefined when there is none (every line asked for is then not there). */
  lock(tx: Transaction): Promise<LockedLines | undefined>;
}

/** A line with its product's rule, from `<lines> l join products p` narrowed by `where`. */
export async function findCartLine(tx: Executor, from: SQL): Promise<CartLine | undefined> {
  const [row] = await queryRows<{ code: string; quantity: number; sales_multiple: number; minimum_quantity: number }>(
    tx,
    sql`select p.code, l.quantity, p.sales_multiple, p.minimum_quantity ${from}`,
  );
  return row && { productCode: row.code, quantity: row.quantity, rule: { salesMultiple: row.sales_multiple, minimumQuantity: row.minimum_quantity } };
}
