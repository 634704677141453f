import { toIsoDate } from '@comptoir/core';
import type { Dataset } from '@comptoir/fixtures';

/** A number of an answer that the day decides, by the key it comes under, and the placeholder the recording holds. */
export type DayDecided = ReadonlyMap<string, { readonly value: number; readonly placeholder: string }>;

/**
 * What the day decides in the answers of an exchange sent as a demo logon. The dataset dates its orders days before the real
 * clock (every recent-orders list stays the same), so which of them fall in the current month, and with them the
 * month's budget and what remains of it, changes from one day to the next. The recording holds a placeholder
 * instead; a replay still requires the budget the dataset seeded for the buyer's current period, to the cent
 * (the api picks it by the Eastern business day, as here).
 */
export function dayDecidedFor(dataset: Dataset, logonName: string | undefined, now = new Date()): DayDecided {
  const buyerId = dataset.buyers.find((buyer) => buyer.logonName === logonName)?.id;
  const today = toIsoDate(now);
  const budget = buyerId === undefined ? undefined : dataset.budgets.find((entry) => entry.buyerId === buyerId && entry.beginDate.slice(0, 10) <= today && today <= entry.endDate.slice(0, 10));
  if (!budget) return new Map();
  return new Map([
    ['totalBudget', { value: budget.totalBudget, placeholder: '<budget.total>' }],
    ['availableBudget', { value: budget.availableBudget, placeholder: '<budget.available>' }],
  ]);
}
