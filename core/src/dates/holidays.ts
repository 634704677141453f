import { addDays, dayOfWeek, isoDate, type IsoDate } from './calendar.ts';
import type { Province } from '../tax/provinces.ts';

/** Easter Sunday (anonymous Gregorian computus). */
export const easterSunday = (year: number): IsoDate => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
};

/** The nth given weekday (0 Sunday … 6 Saturday) of a month. */
const nthWeekday = (year: number, month: number, weekday: number, n: number): IsoDate => {
  const first = isoDate(year, month, 1);
  return addDays(first, ((weekday - dayOfWeek(first) + 7) % 7) + 7 * (n - 1));
};

/** Victoria Day (and Quebec's National Patriots' Day): the Monday before May 25. */
const mondayBeforeMay25 = (year: number): IsoDate => {
  const may24 = isoDate(year, 5, 24);
  return addDays(may24, -((dayOfWeek(may24) + 6) % 7));
};

type HolidayId =
  | 'newYear' | 'familyDay' | 'goodFriday' | 'victoriaDay' | 'indigenousPeoplesDay' | 'saintJeanBaptiste' | 'canadaDay'
  | 'nunavutDay' | 'civicHoliday' | 'discoveryDay' | 'labourDay' | 'truthAndReconciliation' | 'thanksgiving'
  | 'remembranceDay' | 'christmas' | 'boxingDay';

/** Fixed-date holidays move to the next weekday when they fall on a weekend (the day businesses close in lieu). */
const rules: Readonly<Record<HolidayId, { date: (year: number) => IsoDate; fixed: boolean }>> = {
  newYear: { date: (y) => isoDate(y, 1, 1), fixed: true },
  familyDay: { date: (y) => nthWeekday(y, 2, 1, 3), fixed: false },
  goodFriday: { date: (y) => addDays(easterSunday(y), -2), fixed: false },
  victoriaDay: { date: mondayBeforeMay25, fixed: false },
  indigenousPeoplesDay: { date: (y) => isoDate(y, 6, 21), fixed: true },
  saintJeanBaptiste: { date: (y) => isoDate(y, 6, 24), fixed: true },
  canadaDay: { date: (y) => isoDate(y, 7, 1), fixed: true },
  nunavutDay: { date: (y) => isoDate(y, 7, 9), fixed: true },
  civicHoliday: { date: (y) => nthWeekday(y, 8, 1, 1), fixed: false },
  discoveryDay: { date: (y) => nthWeekday(y, 8, 1, 3), fixed: false },
  labourDay: { date: (y) => nthWeekday(y, 9, 1, 1), fixed: false },
  truthAndReconciliation: { date: (y) => isoDate(y, 9, 30), fixed: true },
  thanksgiving: { date: (y) => nthWeekday(y, 10, 1, 2), fixed: false },
  remembranceDay: { date: (y) => isoDate(y, 11, 11), fixed: true },
  christmas: { date: (y) => isoDate(y, 12, 25), fixed: true },
  boxingDay: { date: (y) => isoDate(y, 12, 26), fixed: true },
};

const everywhere: HolidayId[] = ['newYear', 'goodFriday', 'canadaDay', 'labourDay', 'christmas'];

/**
 * Statutory holidays by province (employment-standards lists; BC Day, Saskatchewan Day, New Brunswick Day,
 * Louis Riel Day, Islander Day and Heritage Day fall on the same Mondays as the civic holiday and Family Day).
 * Without a province, the federal list (Canada Labour Code) applies.
 */
const byProvince: Readonly<Record<Province | 'federal', HolidayId[]>> = {
  federal: ['victoriaDay', 'truthAndReconciliation', 'thanksgiving', 'remembranceDay', 'boxingDay'],
  AB: ['familyDay', 'victoriaDay', 'thanksgiving', 'remembranceDay'],
  BC: ['familyDay', 'victoriaDay', 'civicHoliday', 'truthAndReconciliation', 'thanksgiving', 'remembranceDay'],
  MB: ['familyDay', 'victoriaDay', 'truthAndReconciliation', 'thanksgiving', 'remembranceDay'],
  NB: ['familyDay', 'civicHoliday', 'remembranceDay'],
  NL: ['remembranceDay'],
  NS: ['familyDay', 'remembranceDay'],
  NT: ['victoriaDay', 'indigenousPeoplesDay', 'civicHoliday', 'truthAndReconciliation', 'thanksgiving', 'remembranceDay'],
  NU: ['victoriaDay', 'nunavutDay', 'civicHoliday', 'truthAndReconciliation', 'thanksgiving', 'remembranceDay'],
  ON: ['familyDay', 'victoriaDay', 'thanksgiving', 'boxingDay'],
  PE: ['familyDay', 'truthAndReconciliation', 'remembranceDay'],
  QC: ['victoriaDay', 'saintJeanBaptiste', 'thanksgiving'],
  SK: ['familyDay', 'victoriaDay', 'civicHoliday', 'thanksgiving', 'remembranceDay'],
  YT: ['victoriaDay', 'indigenousPeoplesDay', 'discoveryDay', 'truthAndReconciliation', 'thanksgiving', 'remembranceDay', 'boxingDay'],
};

const cache = new Map<string, ReadonlySet<IsoDate>>();

/** The days businesses are closed for statutory holidays in a year (observed days, weekends moved to weekdays). */
export const statutoryHolidays = (year: number, province?: Province | null): ReadonlySet<IsoDate> => {
  const cacheKey = `${year}:${province ?? 'federal'}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const days = new Set<IsoDate>();
  for (const id of [...everywhere, ...byProvince[province ?? 'federal']].sort((a, b) => rules[a].date(year).localeCompare(rules[b].date(year)))) {
    let day = rules[id].date(year);
    if (rules[id].fixed) while (dayOfWeek(day) === 0 || dayOfWeek(day) === 6 || days.has(day)) day = addDays(day, 1);
    days.add(day);
  }
  cache.set(cacheKey, days);
  return days;
};

export const isStatutoryHoliday = (iso: IsoDate, province?: Province | null): boolean =>
  statutoryHolidays(Number(iso.slice(0, 4)), province).has(iso.slice(0, 10));
