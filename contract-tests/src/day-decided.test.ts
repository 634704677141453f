import { generateDataset } from '@comptoir/fixtures';
import { describe, expect, it } from 'vitest';
import { dayDecidedFor } from './runner/day-decided.ts';
import { RECORDING_PRODUCT_COUNT, RECORDING_SEED } from './runner/world.ts';

// The seeding instant: 1 December at 03:00 UTC is still 30 November in Toronto, the api's business day.
const now = new Date('2026-12-01T03:00:00Z');
const dataset = generateDataset({ seed: RECORDING_SEED, productCount: RECORDING_PRODUCT_COUNT, now });
const budgetsOf = (logonName: string) => dataset.budgets.filter((budget) => budget.buyerId === dataset.buyers.find((buyer) => buyer.logonName === logonName)?.id);

describe("the numbers the day decides in the recordings' answers", () => {
  it("are the buyer's budget of the Eastern business day's month, as the api picks it", () => {
    const november = budgetsOf('buyer-mb').find((budget) => budget.beginDate.startsWith('2026-11'));
    expect(november).toBeDefined();
    expect(Object.fromEntries(dayDecidedFor(dataset, 'buyer-mb', now))).toEqual({
      totalBudget: { value: november?.totalBudget, placeholder: '<budget.total>' },
      availableBudget: { value: november?.availableBudget, placeholder: '<budget.available>' },
    });
    const december = budgetsOf('buyer-mb').find((budget) => budget.beginDate.startsWith('2026-12'));
    expect(dayDecidedFor(dataset, 'buyer-mb', new Date('2026-12-01T12:00:00Z')).get('totalBudget')?.value).toBe(december?.totalBudget);
  });

  it('are none for a guest, an anonymous exchange or a buyer without a budget', () => {
    expect(dayDecidedFor(dataset, undefined, now).size).toBe(0);
    expect(dayDecidedFor(dataset, 'guest', now).size).toBe(0);
    const withoutBudget = dataset.buyers.find((buyer) => !dataset.budgets.some((budget) => budget.buyerId === buyer.id));
    expect(withoutBudget).toBeDefined();
    expect(dayDecidedFor(dataset, withoutBudget?.logonName, now).size).toBe(0);
  });
});
