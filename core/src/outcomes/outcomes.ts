import type { Message, Messages } from '../contract/common.ts';
import type { Locale } from '../i18n/locale.ts';
import { formatMessage, type CatalogueKey, type MessageParams } from '../i18n/messages.ts';
import { MessageStatus, MessageType } from './message-status.ts';

export interface OutcomeDefinition {
  /** HTTP status the api answers with. */
  readonly httpStatus: number;
  readonly status: MessageStatus;
  readonly type: MessageType;
}

const { error, warning, success } = MessageStatus;
const { cannotOrderCategory, approval, addToCart, promotional, other } = MessageType;
const define = (httpStatus: number, status: MessageStatus, type: MessageType): OutcomeDefinition => ({ httpStatus, status, type });

/**
 * The outcome catalogue (architecture §2: expected outcomes are typed results with a stable code that
 * is also the message key). Rule violations answer 422, malformed input 400, per spec §8 where it
 * gives a status (401 unauthorized, 500 network authentication failure, 400 content and custom prompts).
 */
export const outcomes = {
  'errors.generic': define(500, error, other),
  'errors.badRequest': define(400, error, other),
  'errors.formInvalid': define(400, error, other),
  'errors.invalidId': define(400, error, other),
  'errors.invalidEmail': define(400, error, other),
  'errors.invalidPostalCode': define(400, error, other),
  'errors.notFound': define(404, error, other),
  'errors.conflict': define(409, error, other),
  'errors.rateLimited': define(429, error, other),
  'errors.groupOrderIdsRequired': define(400, error, other),
  'errors.contentUnavailable': define(400, error, other),
  'errors.payloadTooLarge': define(413, error, other),
  'errors.unsupportedCharacters': define(400, error, other),
  'errors.textDirectionCharacters': define(400, error, other),
  'errors.notJson': define(415, error, other),
  'errors.notUtf8': define(400, error, other),
  'request.methodNotAllowed': define(405, error, other),
  'auth.unauthorized': define(401, error, other),
  'auth.missingBuyerId': define(401, error, other),
  'auth.missingSessionId': define(401, error, other),
  'auth.couldNotAuthenticate': define(401, error, other),
  'auth.authenticationFailed': define(500, error, other),
  'auth.couldNotFetchApiAuth': define(401, error, other),
  'auth.couldNotFetchWebFormCookies': define(401, error, other),
  'auth.forbidden': define(403, error, other),
  'auth.accountInactive': define(403, error, other),
  'auth.temporaryPasswordExpired': define(403, error, other),
  'auth.passwordChangeRequired': define(403, error, other),
  'auth.tooManyAttempts': define(429, error, other),
  'auth.signInSlowed': define(429, error, other),
  'auth.logonNameTooLong': define(400, error, other),
  'auth.passwordTooLong': define(400, error, other),
  'admin.buyerInactive': define(422, error, other),
  'admin.signIn.notAdministrator': define(403, error, other),
  'admin.signIn.passwordChangeRequired': define(403, error, other),
  'admin.users.logonNameTaken': define(409, error, other),
  'admin.users.shipToUnknown': define(422, error, other),
  'admin.users.approvalGroupUnknown': define(422, error, other),
  'admin.users.cannotDeactivateSelf': define(422, error, other),
  'admin.users.cannotDeleteSelf': define(422, error, other),
  'admin.users.cannotDemoteSelf': define(422, error, other),
  'admin.users.cannotResetOwnPassword': define(422, error, other),
  'admin.approvalGroups.nameTaken': define(409, error, other),
  'admin.approvalGroups.approverUnknown': define(422, error, other),
  'admin.approvalGroups.ordersAwaiting': define(409, error, other),
  'password.tooShort': define(422, error, other),
  'password.notStrict': define(422, error, other),
  'password.tooSimple': define(422, error, other),
  'password.sameAsCurrent': define(422, error, other),
  'password.wrongCurrent': define(422, error, other),
  'password.tooLong': define(422, error, other),
  'quantity.belowMinimum': define(422, error, addToCart),
  'quantity.salesMultiple': define(422, error, addToCart),
  'quantity.notAvailable': define(422, error, addToCart),
  'quantity.notAddedSalesMultiple': define(422, error, addToCart),
  'quantity.notAddedMinimum': define(422, error, addToCart),
  'quantity.notChangedSalesMultiple': define(422, error, addToCart),
  'quantity.notChangedMinimum': define(422, error, addToCart),
  'quantity.maximum': define(422, error, addToCart),
  'quantity.minimumOrder': define(422, error, addToCart),
  'cart.itemAdded': define(200, success, addToCart),
  'cart.itemAtMaximum': define(200, warning, addToCart),
  'cart.itemUpdated': define(200, success, addToCart),
  'cart.itemRemoved': define(200, success, other),
  'cart.restrictedItemRemoved': define(200, error, addToCart),
  'cart.cleared': define(200, success, other),
  'cart.couponApplied': define(200, success, promotional),
  'cart.couponRemoved': define(200, success, promotional),
  'cart.couponInvalid': define(422, error, promotional),
  'cart.couponExpired': define(422, error, promotional),
  'cart.couponNotYetValid': define(422, error, promotional),
  'cart.couponUsedUp': define(422, error, promotional),
  'cart.couponBelowMinimum': define(200, warning, promotional),
  'cart.underMinimum': define(422, error, cannotOrderCategory),
  'cart.customPromptsInvalid': define(400, error, other),
  'cart.firstOrderPending': define(422, error, cannotOrderCategory),
  'cart.productNotFound': define(422, error, addToCart),
  'cart.guestCartFull': define(422, error, addToCart),
  'cart.lineNotFound': define(404, error, other),
  'cart.promotionsNotAllowed': define(422, error, promotional),
  'cart.customPromptInvalid': define(400, error, other),
  'cart.customPromptRequired': define(400, error, other),
  'cart.customPromptOption': define(400, error, other),
  'cartTools.addedToShoppingList': define(200, success, other),
  'checkout.mustBeModified': define(422, error, cannotOrderCategory),
  'checkout.emptyCart': define(422, error, cannotOrderCategory),
  'checkout.orderTooLarge': define(422, error, cannotOrderCategory),
  'checkout.cardNumberNotToken': define(400, error, other),
  'checkout.selectShipToRequired': define(422, error, cannotOrderCategory),
  'checkout.preAssemblyUnavailable': define(200, warning, other),
  'checkout.installationUnavailable': define(200, warning, other),
  'checkout.orderSubmitted': define(201, success, other),
  'checkout.awaitingApproval': define(201, success, approval),
  'checkout.overBudget': define(422, error, approval),
  'checkout.overBudgetWarning': define(201, warning, approval),
  'checkout.overBudgetNoApprover': define(422, error, approval),
  'checkout.noOtherApprover': define(422, error, approval),
  'checkout.noActiveApprover': define(422, error, approval),
  'checkout.billingOptionUnavailable': define(422, error, other),
  'checkout.cardRequired': define(422, error, other),
  'checkout.scheduledDateInvalid': define(422, error, other),
  'checkout.shipToNotAllowed': define(422, error, other),
  'checkout.scheduledDateTooLate': define(422, error, other),
  'checkout.poNumberTooLong': define(400, error, other),
  'checkout.poNumberCharacters': define(400, error, other),
  'checkout.poNumberFromPrompt': define(400, error, other),
  'checkout.idempotencyKeyRequired': define(400, error, other),
  'checkout.idempotencyKeyReused': define(422, error, other),
  'checkout.orderChanged': define(409, error, other),
  'checkout.noProfileCard': define(422, error, other),
  'checkout.noAccountCard': define(422, error, other),
  'checkout.cardOnFileExpired': define(422, error, other),
  'checkout.accountCardShipToNotAllowed': define(403, error, other),
  'cardsOnFile.saved': define(200, success, other),
  'cardsOnFile.removed': define(200, success, other),
  'cardsOnFile.cardholderNameRequired': define(400, error, other),
  'cardsOnFile.cardholderNameTooLong': define(400, error, other),
  'cardsOnFile.cardholderNameInvalid': define(400, error, other),
  'cardsOnFile.notOffered': define(403, error, other),
  'payments.invalidCard': define(422, error, other),
  'payments.cardExpired': define(422, error, other),
  'payments.declined': define(422, error, other),
  'payments.insufficientFunds': define(422, error, other),
  'payments.invalidToken': define(422, error, other),
  'payments.cardNotYours': define(403, error, other),
  'orderHold.withDates': define(422, error, cannotOrderCategory),
  'orderHold.withoutDates': define(422, error, cannotOrderCategory),
  'orders.reorderSuccess': define(200, success, addToCart),
  'orders.notFound': define(404, error, other),
  'orders.notAllowed': define(409, error, other),
  'orders.approved': define(200, success, approval),
  'orders.rejected': define(200, success, approval),
  'orders.notAwaitingApproval': define(409, error, approval),
  'orders.budgetChanged': define(409, error, approval),
  'orders.ownOrderApproval': define(403, error, approval),
  'orders.rejectReasonTooLong': define(400, error, approval),
  'orders.cancelled': define(200, success, approval),
  'orders.alreadyCancelled': define(409, error, approval),
  'orders.notCancellable': define(409, error, approval),
  'orders.searchTooLong': define(400, error, other),
  'templates.saved': define(200, success, other),
  'templates.renamed': define(200, success, other),
  'templates.deleted': define(200, success, other),
  'templates.addedToCart': define(200, success, addToCart),
  'templates.notFound': define(404, error, other),
  'templates.nameRequired': define(400, error, other),
  'templates.nameTooLong': define(400, error, other),
  'templates.nameHiddenCharacters': define(400, error, other),
  'templates.nameTaken': define(409, error, other),
  'templates.emptyCart': define(422, error, other),
  'cms.layoutNotFound': define(404, error, other),
} as const satisfies Partial<Record<CatalogueKey, OutcomeDefinition>>;

export type OutcomeCode = keyof typeof outcomes;

export const isOutcomeCode = (code: string): code is OutcomeCode => Object.hasOwn(outcomes, code);

/** One Message for an outcome with its text already in the reader's language (the code travels in `Type`). */
export const outcomeMessage = (code: OutcomeCode, text: string, secondary: readonly string[] = []): Message => {
  const outcome = outcomes[code];
  return { MessageStatus: outcome.status, MessageType: outcome.type, PrimaryMessage: text, SecondaryMessages: [...secondary], Type: code };
};

/** One Message for an outcome in a locale, its text from the catalogue. */
export const toMessage = (code: OutcomeCode, locale: Locale, params: MessageParams = {}, secondary: readonly string[] = []): Message =>
  outcomeMessage(code, formatMessage(locale, code, params), secondary);

/** The spec's `Messages` for an outcome: what the api answers and the apps show. */
export const toMessages = (code: OutcomeCode, locale: Locale, params: MessageParams = {}): Messages => [toMessage(code, locale, params)];

/** The HTTP status of an outcome. */
export const httpStatusOf = (code: OutcomeCode): number => outcomes[code].httpStatus;
