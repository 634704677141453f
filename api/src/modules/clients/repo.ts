import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';
import { brands, budgets, clients } from '../../db/schema/index.ts';

export async function findClient(db: Executor, clientId: string) {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  return row ?? null;
}
export type ClientRecord = NonNullable<Awaited<ReturnType<typeof findClient>>>;

export async function findClientByNo(db: Executor, clientNo: string) {
  const [row] = await db.select().from(clients).where(eq(clients.clientNo, clientNo)).limit(1);
  return row ?? null;
}

/** The partner brand of a client; the default brand has no row. */
export async function findBrand(db: Executor, brandKey: string) {
  const [row] = await db.select().from(brands).where(eq(brands.key, brandKey)).limit(1);
  return row ?? null;
}
export type BrandRecord = NonNullable<Awaited<ReturnType<typeof findBrand>>>;

/** Today's budget: the buyer's own if any, else the client's shared one. */
export async function currentBudget(db: Executor, clientId: string, buyerId: string, today: string) {
  const [row] = await db
    .select()
    .from(budgets)
    .where(and(eq(budgets.clientId, clientId), or(eq(budgets.buyerId, buyerId), isNull(budgets.buyerId)), lte(budgets.beginDate, today), gte(budgets.endDate, today)))
    // The buyer's own row first: ordering by buyer_id desc would put NULL (the shared budget) first in Postgres.
    .orderBy(sql`${budgets.buyerId} is null`, desc(budgets.beginDate))
    .limit(1);
  return row ?? null;
}

/** The buyer's current budget (their own, else the client's), locked: two submissions never spend it twice. */
export async function lockBudget(tx: Executor, clientId: string, buyerId: string, today: string): Promise<{ id: string; available_budget: number } | undefined> {
  const [row] = await queryRows<{ id: string; available_budget: number }>(
    tx,
    sql`select id, available_budget from budgets where client_id = ${clientId} and (buyer_id = ${buyerId} or buyer_id is null)
          and ${today}::date between begin_date and end_date order by buyer_id nulls last limit 1 for update`,
  );
  return row;
}

export async function spendBudget(tx: Executor, budgetId: string, amount: number): Promise<void> {
  await tx.execute(sql`update budgets set available_budget = available_budget - ${amount} where id = ${budgetId}`);
}
