import { BillingOption } from '@comptoir/core';
import type { Executor } from '../../db/index.ts';
import type { CartHeader } from '../cart/index.ts';
import { findAccountCard, findProfileCard, type StoredCard } from '../cards-on-file/index.ts';

/** The cards on file a checkout may pay with (decision 045): the buyer's profile card, the order's ship-to's account card. */
export interface SavedCards {
  profile: StoredCard | null;
  account: StoredCard | null;
}

/** The saved card the chosen option pays with, read only for that option (an order on account or by a typed card reads none). */
export async function savedCardsFor(tx: Executor, cart: Pick<CartHeader, 'buyer_id' | 'client_id' | 'ship_to_id'>, billingOptionType: number): Promise<SavedCards> {
  const profile = billingOptionType === BillingOption.profileCreditCard ? await findProfileCard(tx, cart.buyer_id) : null;
  const account = billingOptionType === BillingOption.accountCreditCard && cart.ship_to_id ? await findAccountCard(tx, cart.client_id, cart.ship_to_id) : null;
  return { profile, account };
}
