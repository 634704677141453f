/** Spec §3 'Client details': creditCardMandatoryType. */
export const creditCardMandatoryTypes = ['optional', 'mandatory', 'notAuthorized'] as const;
export type CreditCardMandatoryType = (typeof creditCardMandatoryTypes)[number];

/**
 * Spec §3 'Billing options'. designed: the numbers (the spec's billingOptionType and
 * preferedBillingOptionType are numeric but their values are not shown).
 */
export const BillingOption = { onAccount: 1, accountCreditCard: 2, profileCreditCard: 3, checkoutCreditCard: 4, previouslyEnteredCreditCard: 5 } as const;
export type BillingOption = (typeof BillingOption)[keyof typeof BillingOption];
export const billingOptionNames = ['onAccount', 'accountCreditCard', 'profileCreditCard', 'checkoutCreditCard', 'previouslyEnteredCreditCard'] as const;
export type BillingOptionName = (typeof billingOptionNames)[number];

/** Message key of each option's label. */
export const billingOptionLabelKey: Readonly<Record<BillingOption, string>> = {
  1: 'billing.onAccount',
  2: 'billing.accountCreditCard',
  3: 'billing.profileCreditCard',
  4: 'billing.checkoutCreditCard',
  5: 'billing.previouslyEnteredCard',
};

/** Spec §3: payment-method choices, and the checkout's payment methods. */
export const paymentMethodChoices = ['none', 'accountCredit', 'placeOnAccount', 'profile', 'useProvided', 'creditCardPreviouslyEntered'] as const;
export const checkoutPaymentMethods = ['placeOnAccount', 'account', 'creditCard'] as const;

/** Spec §4: card options come from these flags. */
export interface CardFlags {
  profileCard: boolean;
  checkoutCard: boolean;
  accountCardOnShipTo: boolean;
  previouslyEnteredCard: boolean;
}

const cardOptions = (flags: CardFlags): BillingOption[] => [
  ...(flags.accountCardOnShipTo ? [BillingOption.accountCreditCard] : []),
  ...(flags.profileCard ? [BillingOption.profileCreditCard] : []),
  ...(flags.previouslyEnteredCard ? [BillingOption.previouslyEnteredCreditCard] : []),
  ...(flags.checkoutCard ? [BillingOption.checkoutCreditCard] : []),
];

/**
 * Spec §4 'Billing option availability': not authorized — only on account; optional — on account plus
 * the allowed card options; mandatory — only the allowed card options, otherwise the checkout card.
 */
export const availableBillingOptions = (type: CreditCardMandatoryType, flags: CardFlags): BillingOption[] => {
  if (type === 'notAuthorized') return [BillingOption.onAccount];
  const cards = cardOptions(flags);
  if (type === 'optional') return [BillingOption.onAccount, ...cards];
  return cards.length > 0 ? cards : [BillingOption.checkoutCreditCard];
};

/** Which cards on file the buyer has now (the profile's, and the account's on the current ship-to). */
export interface CardsOnFile {
  profileCard: boolean;
  accountCard: boolean;
}

const withoutCardOnFile = (option: BillingOption, onFile: CardsOnFile): boolean =>
  (option === BillingOption.profileCreditCard && !onFile.profileCard) || (option === BillingOption.accountCreditCard && !onFile.accountCard);

/**
 * The buyer's preferred option when it is offered, else the first one offered. Told which cards are on file, it
 * passes over a card-on-file option with no card behind it while another option can pay, so checkout does not
 * open on a choice that cannot be submitted.
 */
export const defaultBillingOption = (type: CreditCardMandatoryType, flags: CardFlags, preferred?: number | null, onFile?: CardsOnFile): BillingOption => {
  const offered = availableBillingOptions(type, flags);
  const usable = onFile ? offered.filter((option) => !withoutCardOnFile(option, onFile)) : offered;
  const options = usable.length > 0 ? usable : offered;
  return options.find((option) => option === preferred) ?? (options[0] as BillingOption);
};

export const isCardOption = (option: BillingOption): boolean => option !== BillingOption.onAccount;

/** Spec §4 (approximate): the credit-card-on-account flag is true when the type is mandatory or not authorized. */
export const isCreditCardOnAccount = (type: CreditCardMandatoryType): boolean => type === 'mandatory' || type === 'notAuthorized';
