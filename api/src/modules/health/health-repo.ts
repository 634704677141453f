import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { products } from '../../db/schema/products.ts';

export const countProducts = async (db: Executor): Promise<number> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  return row?.count ?? 0;
};
