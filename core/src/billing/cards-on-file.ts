import type { IsoDate } from '../dates/calendar.ts';
import { BillingOption } from './billing-options.ts';

/** Whether a card's MM/YY expiry is before `today`'s month (a card is good through the last day of its month). */
export const isCardExpired = (expiry: string, today: IsoDate): boolean => {
  const [month = 0, year = 0] = expiry.split('/').map(Number);
  const [thisYear = 0, thisMonth = 0] = today.split('-').map(Number);
  return (2000 + year) * 12 + month < thisYear * 12 + thisMonth;
};

/** The options that pay with a card on file (decision 045) rather than a card typed at checkout. */
export const isCardOnFileOption = (option: number): option is typeof BillingOption.profileCreditCard | typeof BillingOption.accountCreditCard =>
  option === BillingOption.profileCreditCard || option === BillingOption.accountCreditCard;

export type CardOnFileProblem = 'checkout.noProfileCard' | 'checkout.noAccountCard' | 'checkout.cardOnFileExpired';

/** Why a card-on-file option cannot pay (none on file, or expired since it was saved); null when its card can be authorised. */
export const cardOnFileProblem = (option: typeof BillingOption.profileCreditCard | typeof BillingOption.accountCreditCard, card: { expiry: string } | null, today: IsoDate): CardOnFileProblem | null => {
  if (!card) return option === BillingOption.profileCreditCard ? 'checkout.noProfileCard' : 'checkout.noAccountCard';
  return isCardExpired(card.expiry, today) ? 'checkout.cardOnFileExpired' : null;
};
