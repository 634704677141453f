import type { Province } from '../tax/provinces.ts';
import { addDays, isWeekend, toIsoDate, type DateInput, type IsoDate } from './calendar.ts';
import { isStatutoryHoliday } from './holidays.ts';

/** A business day is a weekday that is not a statutory holiday (spec §9; holidays so delivery estimates skip them). */
export const isBusinessDay = (input: DateInput, province?: Province | null): boolean => {
  const iso = toIsoDate(input);
  return !isWeekend(iso) && !isStatutoryHoliday(iso, province);
};

/** The date `count` business days after `start` (count 0: start itself if a business day, else the next one). */
export const addBusinessDays = (start: DateInput, count: number, province?: Province | null): IsoDate => {
  let day = toIsoDate(start);
  while (!isBusinessDay(day, province)) day = addDays(day, 1);
  for (let remaining = Math.max(0, Math.trunc(count)); remaining > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day, province)) remaining -= 1;
  }
  return day;
};

/** Business days after `from` up to and including `to` (0 when `to` is not later). */
export const businessDaysBetween = (from: DateInput, to: DateInput, province?: Province | null): number => {
  const end = toIsoDate(to);
  let count = 0;
  for (let day = addDays(toIsoDate(from), 1); day <= end; day = addDays(day, 1)) if (isBusinessDay(day, province)) count += 1;
  return count;
};

/** Spec §9: the default delivery message is 'usually ships within 2 to 5 business days'. */
export const DEFAULT_DELIVERY_BUSINESS_DAYS = { min: 2, max: 5 } as const;

/** The delivery window for an order placed on a day, by the product's estimated delivery days (spec §3 min and max). */
export const deliveryWindow = (
  orderDate: DateInput,
  days: { min: number; max: number } = DEFAULT_DELIVERY_BUSINESS_DAYS,
  province?: Province | null,
): { from: IsoDate; until: IsoDate } => ({
  from: addBusinessDays(orderDate, days.min, province),
  until: addBusinessDays(orderDate, Math.max(days.min, days.max), province),
});

/** Spec §4: a scheduled delivery is on a business day after today; the earliest is the first business day after `today`. */
export const earliestScheduledDate = (today: IsoDate, province?: Province | null): IsoDate => addBusinessDays(addDays(today, 1), 0, province);

/**
 * How far ahead a scheduled delivery may be booked. The spec gives no limit; B2B stores book a few weeks
 * to a quarter ahead (stock and prices are not held longer), so 90 days, the spec's longest usual window (§9).
 */
export const SCHEDULED_DELIVERY_HORIZON_DAYS = 90;

/** The last date a scheduled delivery may take: the last business day on or before `today` + the horizon. */
export const latestScheduledDate = (today: IsoDate, province?: Province | null): IsoDate => {
  let day = addDays(today, SCHEDULED_DELIVERY_HORIZON_DAYS);
  while (!isBusinessDay(day, province)) day = addDays(day, -1);
  return day;
};
