import { availableBillingOptions, type BillingOption, type CardFlags, type CreditCardMandatoryType } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';

/** A client's terms for paying by card (spec §3 'Client details'), as its row keeps them. */
export type ClientCardTerms = {
  credit_card_mandatory_type: CreditCardMandatoryType;
  allow_account_credit_card: boolean;
  allow_profile_credit_card: boolean;
  allow_checkout_credit_card: boolean;
};

/** The card options a client's flags allow (spec §4 'Card options come from flags'). */
export const cardFlagsOf = (terms: Omit<ClientCardTerms, 'credit_card_mandatory_type'>): CardFlags => ({
  accountCardOnShipTo: terms.allow_account_credit_card,
  profileCard: terms.allow_profile_credit_card,
  checkoutCard: terms.allow_checkout_credit_card,
  previouslyEnteredCard: false,
});

/**
 * Whether the client offers paying with this card on file at checkout (spec §4 'Billing option availability'): a card
 * kept where it can never pay (credit cards not authorized, or the option's flag off) is not kept at all.
 */
export async function offersCardOption(db: Executor, clientId: string, option: BillingOption): Promise<boolean> {
  const [terms] = await queryRows<ClientCardTerms>(db, sql`select credit_card_mandatory_type, allow_account_credit_card, allow_profile_credit_card, allow_checkout_credit_card from clients where id = ${clientId}`);
  return terms !== undefined && availableBillingOptions(terms.credit_card_mandatory_type, cardFlagsOf(terms)).includes(option);
}
