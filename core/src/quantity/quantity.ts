import type { MessageParams } from '../i18n/messages.ts';
import type { OutcomeCode } from '../outcomes/outcomes.ts';

/** Spec §9: default minimum 1, step 1, maximum 9999. */
export const QUANTITY_MIN_DEFAULT = 1;
export const QUANTITY_STEP_DEFAULT = 1;
export const QUANTITY_MAX = 9999;

/** The quantity rule of a product: its sales multiple (`Multiple`) and minimum (`MinimumQuantity`). */
export interface QuantityRule {
  salesMultiple?: number | null;
  minimumQuantity?: number | null;
  maximumQuantity?: number | null;
}

interface Bounds {
  step: number;
  min: number;
  max: number;
}

const positiveInt = (value: number | null | undefined, fallback: number): number =>
  value !== null && value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;

/** The step, minimum and maximum of a rule, with the spec's defaults for missing or nonsense values. */
export const quantityBounds = (rule: QuantityRule = {}): Bounds => {
  const max = Math.min(positiveInt(rule.maximumQuantity, QUANTITY_MAX), QUANTITY_MAX);
  return { step: positiveInt(rule.salesMultiple, QUANTITY_STEP_DEFAULT), min: Math.min(positiveInt(rule.minimumQuantity, QUANTITY_MIN_DEFAULT), max), max };
};

/** The smallest valid quantity: the first multiple at or above the minimum (spec §5 'defaults from the sales multiple and the minimum'). */
export const defaultQuantity = (rule: QuantityRule = {}): number => fitQuantity(quantityBounds(rule).min, rule);

/**
 * Fits a number to the rule (spec §5): below the minimum or above the maximum is replaced by the bound,
 * then rounded up to the next multiple; when that passes the maximum, the largest multiple within it.
 * When no multiple lies within the bounds at all, the clamped value is kept.
 */
export const fitQuantity = (quantity: number, rule: QuantityRule = {}): number => {
  const { step, min, max } = quantityBounds(rule);
  const clamped = Math.min(Math.max(Math.trunc(quantity), min), max);
  const up = Math.ceil(clamped / step) * step;
  if (up <= max) return up;
  const down = Math.floor(max / step) * step;
  return down >= min ? down : clamped;
};

/** Parses typed input: digits only (spaces ignored); anything else is empty (null), as spec §5 says. */
export const parseQuantity = (input: string | number | null | undefined): number | null => {
  if (typeof input === 'number') return Number.isFinite(input) ? Math.trunc(input) : null;
  const text = (input ?? '').replace(/[\s\u00a0]/g, '');
  return /^\d+$/.test(text) ? Number(text) : null;
};

/** Parses then fits typed input; non-numeric input stays empty. */
export const normaliseQuantity = (input: string | number | null | undefined, rule: QuantityRule = {}): number | null => {
  const parsed = parseQuantity(input);
  return parsed === null ? null : fitQuantity(parsed, rule);
};

/** A message to show: its key in the catalogue (an outcome code) and its placeholder values. */
export interface QuantityProblem {
  code: OutcomeCode;
  params: MessageParams;
}

/**
 * Checks a quantity a buyer asks to add (spec §5): zero or non-numeric is 'not available', below the
 * minimum names the product code and minimum, not a multiple names the product code and multiple,
 * above the maximum names the maximum. Returns null when the quantity can be added.
 */
export const checkAddQuantity = (quantity: number | null, rule: QuantityRule, productCode: string): QuantityProblem | null => {
  const { step, min, max } = quantityBounds(rule);
  if (quantity === null || !Number.isInteger(quantity) || quantity <= 0) return { code: 'quantity.notAvailable', params: {} };
  if (quantity < min) return { code: 'quantity.notAddedMinimum', params: { productCode, quantity: min } };
  if (quantity > max) return { code: 'quantity.maximum', params: { X: max } };
  if (quantity % step !== 0) return { code: 'quantity.notAddedSalesMultiple', params: { productCode, salesMultiple: step } };
  return null;
};

const notChanged: Partial<Record<OutcomeCode, OutcomeCode>> = {
  'quantity.notAddedSalesMultiple': 'quantity.notChangedSalesMultiple',
  'quantity.notAddedMinimum': 'quantity.notChangedMinimum',
};

/**
 * A cart line's new quantity (the cart page, an approver's change): the add's rules, told as a change not made,
 * since the line stays in the cart at its quantity ('not added' would say it is not there).
 */
export const checkLineQuantity = (quantity: number | null, rule: QuantityRule, productCode: string): QuantityProblem | null => {
  const problem = checkAddQuantity(quantity, rule, productCode);
  const code = problem && notChanged[problem.code];
  return problem && code ? { ...problem, code } : problem;
};

/** Spec §5: for lists, each line is checked; the problems come back with the line's index. */
export const checkListQuantities = (
  lines: ReadonlyArray<{ productCode: string; quantity: number | null; rule: QuantityRule }>,
): Array<QuantityProblem & { index: number }> =>
  lines.flatMap((line, index) => {
    const problem = checkAddQuantity(line.quantity, line.rule, line.productCode);
    return problem ? [{ ...problem, index }] : [];
  });

/**
 * Spec §5 'Drawer quantity update': a quantity below the item's minimum is not sent; this is the message. Nor is
 * one above the maximum (the api refuses it as bad input, and a failed drawer update tells the buyer nothing, spec §8).
 */
export const checkDrawerQuantity = (quantity: number, rule: QuantityRule): QuantityProblem | null => {
  const { min, max } = quantityBounds(rule);
  if (quantity < min) return { code: 'quantity.belowMinimum', params: { X: min } };
  return quantity > max ? { code: 'quantity.maximum', params: { X: max } } : null;
};

/**
 * Spec §5 'a minimum-order-quantity message shows on blur': the buyer left an add box holding less than the minimum, told
 * before any add. Empty and zero wait for the add, which says 'not available'; the multiple is told on Enter or at the add.
 */
export const checkLeftQuantity = (quantity: number | null, rule: QuantityRule, productCode: string): QuantityProblem | null => {
  const { min } = quantityBounds(rule);
  return quantity !== null && quantity > 0 && quantity < min ? { code: 'quantity.minimumOrder', params: { productCode, quantity: min } } : null;
};

/**
 * Spec §5: when the drawer's update answer carries an add-to-cart message with error status, the
 * message shown is the sales-multiple one.
 */
export const drawerProblemFromMessages = (
  messages: ReadonlyArray<{ MessageType: number; MessageStatus: number }>,
  rule: QuantityRule,
): QuantityProblem | null =>
  messages.some((message) => message.MessageType === 6 && message.MessageStatus === 1)
    ? { code: 'quantity.salesMultiple', params: { X: quantityBounds(rule).step } }
    : null;

/** Spec §5: the notes shown beside the quantity box — multiples above 1 and minimums above 1. */
export const quantityNotes = (rule: QuantityRule): Array<{ key: 'quantity.multipleNote' | 'quantity.minimumNote'; params: MessageParams }> => {
  const { step, min } = quantityBounds(rule);
  return [
    ...(step > 1 ? [{ key: 'quantity.multipleNote' as const, params: { X: step } }] : []),
    ...(min > 1 ? [{ key: 'quantity.minimumNote' as const, params: { X: min } }] : []),
  ];
};

/** Spec §4: the quantity box's +/- buttons move by the sales multiple, within the bounds. */
export const stepQuantity = (quantity: number, direction: 1 | -1, rule: QuantityRule = {}): number =>
  fitQuantity(quantity + direction * quantityBounds(rule).step, rule);

/** Spec §4: cart line action kinds. */
export const cartLineActions = ['add', 'reduce', 'remove', 'delete', 'reject', 'clearCart', 'update', 'approve'] as const;
export type CartLineAction = (typeof cartLineActions)[number];

/** Spec §4: for analytics a higher quantity counts as an add and a lower one as a reduce. */
export const quantityChangeKind = (previous: number, next: number): 'add' | 'reduce' | null =>
  next > previous ? 'add' : next < previous ? 'reduce' : null;
