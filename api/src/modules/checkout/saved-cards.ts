import { BillingOption } from '@comptoir/core';
import type { Executor } from '../../db/index.ts';
import type { CartHeader } from '../cart/index.ts';
import { findAccountCard, findProfileCard, type StoredCard } from '../cards-on-file/index.ts';
import { mayOrderForShipTo } from './delivery-repo.ts';

/**
 * The cards on file a checkout may pay with (decision 045): the buyer's profile card, the order's ship-to's account card.
 * `shipToAllowed` is false when the buyer may no longer order for the order's ship-to: its card is then none of theirs.
 */
export interface SavedCards {
  profile: StoredCard | null;
  account: StoredCard | null;
  shipToAllowed: boolean;
}

/**
 * The saved card the chosen option pays with, read only for that option (an order on account or by a typed card reads
 * none). The account card is read with the buyer's ship-to access as it is now, in the submission's transaction.
 */
export async function savedCardsFor(tx: Executor, cart: Pick<CartHeader, 'buyer_id' | 'client_id' | 'ship_to_id'>, billingOptionType: number): Promise<SavedCards> {
  const profile = billingOptionType === BillingOption.profileCreditCard ? await findProfileCard(tx, cart.buyer_id) : null;
  if (billingOptionType !== BillingOption.accountCreditCard || !cart.ship_to_id) return { profile, account: null, shipToAllowed: true };
  const [account, shipToAllowed] = await Promise.all([findAccountCard(tx, cart.client_id, cart.ship_to_id), mayOrderForShipTo(tx, cart.buyer_id, cart.client_id, cart.ship_to_id)]);
  return { profile, account: shipToAllowed ? account : null, shipToAllowed };
}
