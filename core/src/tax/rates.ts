import type { IsoDate } from '../dates/calendar.ts';
import type { Province } from './provinces.ts';

/** GST (federal), HST (harmonized), PST (BC, SK), QST (QC), RST (MB's retail sales tax). */
export type TaxKind = 'GST' | 'HST' | 'PST' | 'QST' | 'RST';

/** Rates are in thousandths of a percent (per 100 000), so 9.975% is exactly 9975. */
export const RATE_SCALE = 100_000;

interface RateEntry {
  kind: TaxKind;
  rate: number;
  from: IsoDate;
}

const gst = (): RateEntry => ({ kind: 'GST', rate: 5000, from: '2008-01-01' });

/**
 * Rates by province with their effective dates, newest last. Known from 2013-07-01; an earlier date
 * uses the oldest entry. Spec/issue: NS HST is 14% from 2025-04-01 (15% before).
 */
const table: Readonly<Record<Province, readonly RateEntry[]>> = {
  AB: [gst()],
  BC: [gst(), { kind: 'PST', rate: 7000, from: '2013-04-01' }],
  MB: [gst(), { kind: 'RST', rate: 8000, from: '2013-07-01' }, { kind: 'RST', rate: 7000, from: '2019-07-01' }],
  NB: [{ kind: 'HST', rate: 13000, from: '2010-07-01' }, { kind: 'HST', rate: 15000, from: '2016-07-01' }],
  NL: [{ kind: 'HST', rate: 13000, from: '2008-01-01' }, { kind: 'HST', rate: 15000, from: '2016-07-01' }],
  NS: [{ kind: 'HST', rate: 15000, from: '2010-07-01' }, { kind: 'HST', rate: 14000, from: '2025-04-01' }],
  NT: [gst()],
  NU: [gst()],
  ON: [{ kind: 'HST', rate: 13000, from: '2010-07-01' }],
  PE: [{ kind: 'HST', rate: 14000, from: '2013-04-01' }, { kind: 'HST', rate: 15000, from: '2016-10-01' }],
  QC: [gst(), { kind: 'QST', rate: 9975, from: '2013-01-01' }],
  SK: [gst(), { kind: 'PST', rate: 5000, from: '2013-01-01' }, { kind: 'PST', rate: 6000, from: '2017-03-23' }],
  YT: [gst()],
};

export interface TaxRate {
  kind: TaxKind;
  /** Per RATE_SCALE: 13000 is 13%. */
  rate: number;
}

/** The taxes that apply to a supply shipped to a province on a day: one entry per kind, the latest in effect. */
export const taxRatesFor = (province: Province, date: IsoDate): TaxRate[] => {
  const day = date.slice(0, 10);
  const byKind = new Map<TaxKind, RateEntry>();
  for (const entry of table[province]) {
    const current = byKind.get(entry.kind);
    if (!current || entry.from <= day) byKind.set(entry.kind, entry);
  }
  return [...byKind.values()].map(({ kind, rate }) => ({ kind, rate }));
};

/** A rate as a percentage number (13 for 13%) for display. */
export const ratePercent = (rate: number): number => (rate * 100) / RATE_SCALE;

/** Message key of a tax kind's label (GST/TPS, PST/TVP, HST/TVH, QST/TVQ, RST/TVD). */
export const taxLabelKey = (kind: TaxKind): string => `tax.${kind.toLowerCase()}`;
