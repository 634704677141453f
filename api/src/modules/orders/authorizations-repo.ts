import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';

/** A payment authorisation checkout's 'authorizePayment' step left with the provider for an order. */
export interface HeldAuthorization {
  id: string;
  provider_reference: string;
}

/** The order's authorisations the provider still holds (neither voided nor captured). */
export const heldAuthorizations = (tx: Executor, orderId: string): Promise<HeldAuthorization[]> =>
  queryRows<HeldAuthorization & Record<string, unknown>>(tx, sql`select id, provider_reference from payment_authorizations where order_id = ${orderId} and status = 'authorized'`);

/** Recorded once the provider has voided it: a row still 'authorized' on a cancelled order is one an operator must void. */
export async function markVoided(db: Executor, authorizationId: string): Promise<void> {
  await db.execute(sql`update payment_authorizations set status = 'voided' where id = ${authorizationId} and status = 'authorized'`);
}
