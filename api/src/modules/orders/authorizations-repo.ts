import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';

/** A payment authorisation checkout's 'authorizePayment' step left with the provider for an order. */
export interface HeldAuthorization {
  id: string;
  provider_reference: string;
}

/** The order's authorisations the provider still holds, now owed a void: the order will not ship (decision 057). */
export const owingVoids = (tx: Executor, orderId: string): Promise<HeldAuthorization[]> =>
  queryRows<HeldAuthorization & Record<string, unknown>>(
    tx,
    sql`update payment_authorizations set status = 'voiding' where order_id = ${orderId} and status = 'authorized' returning id, provider_reference`,
  );

/** Voids still owed, oldest first, but for the ones being voided now. */
export const owedVoids = (db: Executor, besides: readonly string[], limit: number): Promise<HeldAuthorization[]> =>
  queryRows<HeldAuthorization & Record<string, unknown>>(
    db,
    sql`select id, provider_reference from payment_authorizations where status = 'voiding'
        ${besides.length > 0 ? sql`and id not in (${sql.join(besides.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``}
        order by created_at limit ${limit}`,
  );

/** Recorded once the provider has voided it. */
export async function markVoided(db: Executor, authorizationId: string): Promise<void> {
  await db.execute(sql`update payment_authorizations set status = 'voided' where id = ${authorizationId} and status = 'voiding'`);
}
