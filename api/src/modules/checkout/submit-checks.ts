import {
  BillingOption,
  availableBillingOptions,
  PO_NUMBER_MAX_LENGTH,
  formatDate,
  formatMoney,
  isBusinessDay,
  cardOnFileProblem,
  isCardOnFileOption,
  isCardOption,
  isProvince,
  latestScheduledDate,
  poNumberProblem,
  toMessages,
  type Locale,
  type Message,
  type SubmitOrderRequest,
} from '@comptoir/core';
import type { CartHeader, Result } from '../cart/index.ts';
import { ok, refusedWith } from '../cart/index.ts';
import { cardFlagsOf } from '../cards-on-file/index.ts';
import { buyerCustomer, shipToCustomer, type CardSummary, type PaymentCustomer, type PaymentProvider } from '../payments/index.ts';
import type { SavedCards } from './saved-cards.ts';

/** The card an order pays with: what the buyer may see of it, the provider's token that is authorised and whose it is. */
export interface PayingCard {
  card: CardSummary;
  token: string;
  customer: PaymentCustomer;
}

/**
 * Spec §4 'Billing option availability' through core. The checkout card needs a token the provider gave the buyer
 * (one tokenised in another buyer's session is refused); the profile and account cards (decision 045) pay with the
 * token on file, refused when none is saved or it has expired, and the account card only while the buyer may still
 * order for the ship-to.
 */
export const checkBilling = (cart: CartHeader, input: SubmitOrderRequest, provider: PaymentProvider, saved: SavedCards, today: string, locale: Locale): Result<PayingCard | null> => {
  const option = input.billingOptionType as BillingOption;
  if (!availableBillingOptions(cart.credit_card_mandatory_type, cardFlagsOf(cart)).includes(option)) return refusedWith('checkout.billingOptionUnavailable', locale);
  if (!isCardOption(option)) return ok(null);
  const buyer = buyerCustomer({ clientId: cart.client_id, buyerId: cart.buyer_id });
  if (isCardOnFileOption(option)) {
    if (option === BillingOption.accountCreditCard && !saved.shipToAllowed) return refusedWith('checkout.accountCardShipToNotAllowed', locale);
    const stored = option === BillingOption.profileCreditCard ? saved.profile : saved.account;
    const problem = cardOnFileProblem(option, stored, today);
    if (problem || !stored) return refusedWith(problem ?? 'checkout.cardRequired', locale);
    const customer = option === BillingOption.accountCreditCard && cart.ship_to_id ? shipToCustomer(cart.client_id, cart.ship_to_id) : buyer;
    return ok({ card: { brand: stored.brand, last4: stored.last4, expiry: stored.expiry }, token: stored.paymentToken, customer });
  }
  if (!input.paymentToken) return refusedWith('checkout.cardRequired', locale);
  const reading = provider.describe(input.paymentToken, buyer);
  return reading.ok ? ok({ card: reading.card, token: input.paymentToken, customer: buyer }) : refusedWith(reading.reason === 'cardNotYours' ? 'payments.cardNotYours' : 'checkout.cardRequired', locale);
};

/**
 * Spec §4: a scheduled delivery needs a date on a business day (the ship-to province's holidays) after today,
 * and no later than core's horizon (the message names the last date allowed).
 */
export const checkSchedule = (input: Pick<SubmitOrderRequest, 'deliveryType' | 'scheduledDate'>, province: string | null, today: string, locale: Locale): Result<null> => {
  if (input.deliveryType !== 'scheduled') return ok(null);
  const date = input.scheduledDate?.slice(0, 10) ?? null;
  const region = isProvince(province) ? province : null;
  const latest = latestScheduledDate(today, region);
  if (date !== null && date > latest) return refusedWith('checkout.scheduledDateTooLate', locale, { date: formatDate(latest, locale) });
  const valid = date !== null && date > today && isBusinessDay(date, region);
  return valid ? ok(null) : refusedWith('checkout.scheduledDateInvalid', locale);
};

/** A typed PO number (Delivery Details or submit): core's length and characters; with a PO number prompt, the prompt is the one place for it. */
export const checkPoNumber = (poNumber: string | null, prompts: ReadonlyArray<{ kind: string; label_en: string; label_fr: string }>, locale: Locale): Result<null> => {
  const value = (poNumber ?? '').trim();
  if (value === '') return ok(null);
  const poPrompt = prompts.find((prompt) => prompt.kind === 'poNumber');
  if (poPrompt) return refusedWith('checkout.poNumberFromPrompt', locale, { label: locale === 'fr-CA' ? poPrompt.label_fr : poPrompt.label_en });
  const problem = poNumberProblem(value);
  return problem ? refusedWith(problem, locale, { max: PO_NUMBER_MAX_LENGTH }) : ok(null);
};

/** The order as it is now, in the terms Review & Confirm showed it (prompt answers by prompt id, as saved). */
export interface OrderAsReviewed {
  orderTotal: number;
  shipToId: string | null;
  poNumber: string;
  deliveryInstructions: string;
  deliveryService: number;
  promptAnswers: ReadonlyMap<number, string>;
}

/**
 * Changed in another tab since Review & Confirm: everything the submission says it showed (the expected… fields) is
 * compared with the order as it is now, so the buyer confirms what will be placed, not what was shown before. A prompt
 * answered elsewhere that the review did not show is a change too.
 */
export const changedSinceReview = (input: SubmitOrderRequest, now: OrderAsReviewed): boolean => {
  const differs = <T>(expected: T | undefined, actual: T) => expected !== undefined && expected !== actual;
  if (differs(input.expectedOrderTotal, now.orderTotal) || differs<string | null>(input.expectedShipToId, now.shipToId)) return true;
  if (differs(input.expectedPoNumber, now.poNumber.trim()) || differs(input.expectedDeliveryInstructions, now.deliveryInstructions.trim())) return true;
  if (differs<number>(input.expectedDeliveryService, now.deliveryService)) return true;
  const answers = input.expectedPromptAnswers;
  if (!answers) return false;
  const shown = new Map(answers.map((answer) => [answer.promptId, answer.value]));
  return [...new Set([...shown.keys(), ...now.promptAnswers.keys()])].some((promptId) => (shown.get(promptId) ?? '') !== (now.promptAnswers.get(promptId) ?? '').trim());
};

export type BudgetDecision = { kind: 'within' } | { kind: 'needsApproval' } | { kind: 'overWarn'; messages: Message[] } | { kind: 'blocked'; status: number; messages: Message[] };

/**
 * The monthly budget (issue 7): the available budget against the order total; over budget follows the
 * client's setting — blocked, needs approval, or (the default 'warn') submitted with a warning.
 */
export const budgetDecision = (policy: string, available: number | null, orderTotal: number, locale: Locale): BudgetDecision => {
  if (available === null || orderTotal <= available) return { kind: 'within' };
  // A budget already spent has nothing available: 'available budget of $0.00', not of -$42.50.
  const params = { total: formatMoney(orderTotal, locale), available: formatMoney(Math.max(0, available), locale) };
  if (policy === 'block') return { kind: 'blocked', status: 422, messages: toMessages('checkout.overBudget', locale, params) };
  if (policy === 'requireApproval') return { kind: 'needsApproval' };
  return { kind: 'overWarn', messages: toMessages('checkout.overBudgetWarning', locale, params) };
};

/** What a budget decision tells the buyer: the block or the warning; nothing within budget or on the way to an approver. */
export const budgetMessages = (decision: BudgetDecision): Message[] => ('messages' in decision ? decision.messages : []);
