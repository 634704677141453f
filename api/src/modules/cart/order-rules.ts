import {
  ORDER_TOTAL_MAX,
  checkAddQuantity,
  formatDate,
  formatMoney,
  isOverOrderTotalMaximum,
  isSuspended,
  isUnderMinimumOrderAmount,
  toMessage,
  type IsoDate,
  type Locale,
  type Message,
  type OutcomeCode,
} from '@comptoir/core';
import type { CartHeader } from './cart-repo.ts';
import type { LineRow } from './cart-lines-repo.ts';
import type { Totals } from './cart-totals.ts';

export interface RuleProblem {
  code: OutcomeCode;
  message: Message;
}

const problem = (code: OutcomeCode, locale: Locale, params: Record<string, string | number> = {}): RuleProblem => ({ code, message: toMessage(code, locale, params) });

/**
 * What stops a cart from being submitted (spec §4, §5, §8), in the order a buyer should fix them:
 * the order hold of a suspended client (dated), a first order still pending, a cart that must be
 * modified (empty, restricted items, quantities that no longer fit their rule), no ship-to, and a
 * subtotal under the minimum order amount, and an order too large to keep. Custom prompts and the budget are checked at submission.
 */
export const submissionProblems = (cart: CartHeader, lines: readonly LineRow[], totals: Totals, today: IsoDate, locale: Locale): RuleProblem[] => {
  const problems: RuleProblem[] = [];
  if (isSuspended(today, cart.suspended_date_from, cart.suspended_date_until)) {
    problems.push(problem('orderHold.withDates', locale, {
      from: formatDate(cart.suspended_date_from, locale),
      until: formatDate(cart.suspended_date_until, locale),
    }));
  }
  if (cart.first_order_pending) problems.push(problem('cart.firstOrderPending', locale));
  const unfit = lines.some((line) => line.is_restricted || checkAddQuantity(line.quantity, { salesMultiple: line.sales_multiple, minimumQuantity: line.minimum_quantity }, line.code) !== null);
  if (lines.length === 0 || unfit) problems.push(problem('checkout.mustBeModified', locale));
  if (!cart.ship_to_id) problems.push(problem('checkout.selectShipToRequired', locale));
  if (isUnderMinimumOrderAmount(totals.priceDetails.subTotal, cart.minimum_order_amount)) {
    problems.push(problem('cart.underMinimum', locale, { amount: formatMoney(cart.minimum_order_amount, locale) }));
  }
  if (isOverOrderTotalMaximum(totals.priceDetails.subTotal, totals.orderTotal)) {
    problems.push(problem('checkout.orderTooLarge', locale, { total: formatMoney(totals.orderTotal, locale), maximum: formatMoney(ORDER_TOTAL_MAX, locale) }));
  }
  return problems;
};
