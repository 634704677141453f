import type { Database, Executor } from '../../db/index.ts';
import type { Logger } from '../../platform/logger.ts';
import { dropNotifications } from '../order-notifications/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { releaseStock } from '../stock-reservations/index.ts';
import { markVoided, owedVoids, owingVoids, type HeldAuthorization } from './authorizations-repo.ts';

export interface HoldsDeps {
  db: Database;
  payments: PaymentProvider;
  logger?: Logger;
}

/** Voids owed from earlier decisions retried by each later one: a few, so no request carries a long backlog. */
export const OWED_VOIDS_RETRIED = 5;

/** How often the server retries the voids still owed, for a store where no decision comes to retry them. */
export const OWED_VOIDS_SWEEP_MS = 5 * 60_000;

/** Voids owed retried by one sweep: a provider back after an outage clears a backlog within a few sweeps. */
export const OWED_VOIDS_SWEPT = 50;

/**
 * In the transaction that decides an order awaiting approval (decision 057): its approvers are no longer asked (their
 * requests still queued are dropped), and an order that will not ship (rejected, or cancelled by its buyer) gives back
 * the stock reserved at submit and owes a void of its card authorisations, returned to void once the decision commits.
 */
export async function settleHolds(tx: Executor, orderId: string, outcome: 'approved' | 'rejected' | 'cancelled'): Promise<HeldAuthorization[]> {
  if (outcome === 'approved') {
    await dropNotifications(tx, orderId, 'approvalRequested');
    return [];
  }
  const [, , owing] = await Promise.all([releaseStock(tx, orderId), dropNotifications(tx, orderId, 'approvalRequested'), owingVoids(tx, orderId)]);
  return owing;
}

/**
 * After the commit: voided before it, a decision losing a race would have left an order to ship with its payment
 * gone. A void the provider fails stays owed ('voiding') and is logged; each later decision retries a few owed voids,
 * oldest first, so the customer's hold does not wait to lapse with the provider.
 */
export async function voidHolds(deps: HoldsDeps, owing: readonly HeldAuthorization[], requestId?: string, retries = OWED_VOIDS_RETRIED): Promise<void> {
  const retried = await owedVoids(deps.db, owing.map((authorization) => authorization.id), retries);
  for (const authorization of [...owing, ...retried]) {
    try {
      await deps.payments.void(authorization.provider_reference);
      await markVoided(deps.db, authorization.id);
    } catch (error) {
      deps.logger?.error('payment authorisation of an order that will not ship not voided', { authorizationId: authorization.id, error, requestId });
    }
  }
}

/**
 * The server's sweep: every `everyMs`, the oldest voids still owed are retried, one sweep at a time. Answers the
 * function that stops it. The timer does not keep the process alive.
 */
export function sweepOwedVoids(deps: HoldsDeps, everyMs = OWED_VOIDS_SWEEP_MS): () => void {
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    voidHolds(deps, [], 'owed-voids-sweep', OWED_VOIDS_SWEPT)
      .catch((error: unknown) => deps.logger?.error('owed payment voids not swept', { error }))
      .finally(() => (sweeping = false));
  }, everyMs).unref();
  return () => clearInterval(timer);
}
