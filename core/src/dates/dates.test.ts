import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween, formatDate, isNoDate, isWeekend, toIsoDate, windowStart, DATE_WINDOWS } from './calendar.ts';
import { easterSunday, isStatutoryHoliday, statutoryHolidays } from './holidays.ts';
import { SCHEDULED_DELIVERY_HORIZON_DAYS, addBusinessDays, businessDaysBetween, deliveryWindow, earliestScheduledDate, isBusinessDay, latestScheduledDate } from './business-days.ts';

describe('date formats', () => {
  it("spec §9: 'dd MMM yyyy', 'MMMM dd, yyyy' (en) and 'dd MMMM yyyy' (fr)", () => {
    expect(formatDate('2025-03-05', 'en-CA', 'short')).toBe('05 Mar 2025');
    expect(formatDate('2025-03-05', 'en-CA', 'long')).toBe('March 05, 2025');
    expect(formatDate('2025-03-05T10:00:00Z', 'fr-CA', 'long')).toBe('05 mars 2025');
    expect(formatDate('2025-02-05', 'fr-CA', 'short')).toBe('05 févr. 2025');
  });

  it('spec §9: 1900-01-01 means no date', () => {
    expect(formatDate('1900-01-01T00:00:00', 'en-CA')).toBe('');
    expect(formatDate(null, 'en-CA')).toBe('');
    expect(isNoDate(new Date(Date.UTC(1900, 0, 1)))).toBe(true);
    expect(isNoDate(new Date(Number.NaN))).toBe(true);
    expect(isNoDate('')).toBe(true);
    expect(() => toIsoDate('May 5')).toThrow(RangeError);
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('reads an instant as the Eastern-time calendar day', () => {
    expect(toIsoDate(new Date('2025-05-02T03:00:00Z'))).toBe('2025-05-01');
    expect(toIsoDate(new Date('2025-05-02T03:00:00Z'), 'UTC')).toBe('2025-05-02');
  });

  it('spec §9: date windows 30, 60, 90, 180 and all (-1)', () => {
    expect(DATE_WINDOWS).toEqual([30, 60, 90, 180, -1]);
    expect(windowStart('2025-03-31', 30)).toBe('2025-03-01');
    expect(windowStart('2025-03-31', -1)).toBeNull();
  });
});

describe('holidays and business days', () => {
  it('Easter and the moving holidays for 2025', () => {
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2024)).toBe('2024-03-31');
    const on = [...statutoryHolidays(2025, 'ON')];
    expect(on).toEqual(['2025-01-01', '2025-02-17', '2025-04-18', '2025-05-19', '2025-07-01', '2025-09-01', '2025-10-13', '2025-12-25', '2025-12-26']);
    expect(isStatutoryHoliday('2025-06-24', 'QC')).toBe(true);
    expect(isStatutoryHoliday('2025-06-24', 'ON')).toBe(false);
    expect(isStatutoryHoliday('2025-09-30')).toBe(true);
  });

  it('fixed-date holidays on a weekend are observed on the next free weekday', () => {
    // 2021: Christmas on Saturday, Boxing Day on Sunday.
    expect(isStatutoryHoliday('2021-12-27', 'ON')).toBe(true);
    expect(isStatutoryHoliday('2021-12-28', 'ON')).toBe(true);
    // 2023: Canada Day on Saturday.
    expect(isStatutoryHoliday('2023-07-03', 'QC')).toBe(true);
  });

  it('spec §9: business days skip weekends and statutory holidays', () => {
    expect(isBusinessDay('2025-12-24', 'ON')).toBe(true);
    expect(addBusinessDays('2025-12-24', 1, 'ON')).toBe('2025-12-29');
    expect(addBusinessDays('2025-04-17', 1, 'QC')).toBe('2025-04-21');
    expect(addBusinessDays('2025-05-03', 0)).toBe('2025-05-05');
    expect(businessDaysBetween('2025-12-24', '2025-12-31', 'ON')).toBe(3);
    expect(businessDaysBetween('2025-12-31', '2025-12-24', 'ON')).toBe(0);
    expect(deliveryWindow('2025-06-20', undefined, 'QC')).toEqual({ from: '2025-06-25', until: '2025-06-30' });
  });

  it('adding n business days lands on a business day exactly n business days later', () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2020-01-01', offset));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 40 }), fc.constantFrom(undefined, 'ON' as const, 'QC' as const, 'BC' as const, 'NU' as const), (start, n, province) => {
        const end = addBusinessDays(start, n, province);
        const first = addBusinessDays(start, 0, province);
        return isBusinessDay(end, province) && !isWeekend(end) && businessDaysBetween(first, end, province) === n && daysBetween(start, end) >= n;
      }),
      { numRuns: 300 },
    );
  });

  it('every province has between 6 and 12 observed weekday holidays a year, none on a weekend', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.constantFrom('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT', undefined), (year, province) => {
        const days = [...statutoryHolidays(year, province as never)];
        return days.length >= 6 && days.length <= 12 && days.every((d) => !isWeekend(d) && d.startsWith(String(year)));
      }),
      { numRuns: 200 },
    );
  });

  it('a scheduled delivery is booked from the first business day after today up to the last business day within the horizon', () => {
    expect(SCHEDULED_DELIVERY_HORIZON_DAYS).toBe(90);
    expect(earliestScheduledDate('2025-06-20', 'QC')).toBe('2025-06-23');
    expect(earliestScheduledDate('2025-06-23', 'QC')).toBe('2025-06-25'); // 24 June is the Fête nationale
    expect(latestScheduledDate('2025-06-20', 'ON')).toBe('2025-09-18'); // today + 90, a Thursday
    expect(latestScheduledDate('2025-06-22', 'ON')).toBe('2025-09-19'); // + 90 is a Saturday: the Friday before
    expect(latestScheduledDate('2025-06-03', 'ON')).toBe('2025-08-29'); // + 90 is Labour Day: the Friday before
  });
});
