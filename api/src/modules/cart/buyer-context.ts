import type { Locale } from '@comptoir/core';

/**
 * Whose cart or order a service works on. Routes build it from the session (never from ids in a
 * request); services take it explicitly so they are testable without HTTP.
 */
export interface BuyerContext {
  readonly buyerId: string;
  readonly clientId: string;
  /** The ship-to chosen for the session; the buyer's default when null. */
  readonly shipToId: string | null;
  readonly locale: Locale;
  /** An administrator acting for the buyer (the spec's adminUserId); audit rows name both. */
  readonly adminUserId: string | null;
  /** Spec §5: promotions never apply in a group order. */
  readonly isInGroupOrder: boolean;
  /**
   * The client's setting (spec §3 Settings flags, as the flag service evaluates it): the cart and order summaries show
   * the contract and non-contract product totals. Off where the route did not evaluate it (no summary is answered).
   */
  readonly enableContractProductTotalBreakdown?: boolean;
  readonly requestId?: string;
}

/** The audit actor fields of a context. */
export const auditActor = (ctx: BuyerContext) => ({
  actor: ctx.adminUserId ?? ctx.buyerId,
  onBehalfOf: ctx.adminUserId ? ctx.buyerId : null,
  clientId: ctx.clientId,
  ...(ctx.requestId ? { requestId: ctx.requestId } : {}),
});
