import type { IsoDate } from '../dates/calendar.ts';
import { roundHalfAwayFromZero, sumCents, type Cents } from '../money/money.ts';
import type { Province } from './provinces.ts';
import { RATE_SCALE, taxRatesFor, type TaxKind } from './rates.ts';

export interface TaxLine {
  kind: TaxKind;
  rate: number;
  /** The taxable base this line was computed on. */
  base: Cents;
  amount: Cents;
}

/** Spec §3 'Tax totals' with the lines that make them. */
export interface TaxTotals {
  lines: TaxLine[];
  /** GST/TPS. */
  federalTaxTotal: Cents;
  /** PST/TVP, QST/TVQ and RST/TVD. */
  provincialTaxTotal: Cents;
  /** HST/TVH. */
  hSTTaxTotal: Cents;
  taxesTotal: Cents;
}

/**
 * Decision 003: each tax is computed once per order on the order's taxable total (never per line)
 * and rounded half away from zero to the cent; the totals are sums of those rounded lines. QST is
 * computed on the price excluding GST (Quebec has not compounded since 2013). A negative base
 * (discounts larger than the goods) is taxed as zero.
 */
export const computeTaxes = (province: Province, date: IsoDate, taxableCents: Cents): TaxTotals => {
  const base = Math.max(0, taxableCents);
  const lines = taxRatesFor(province, date).map(({ kind, rate }) => ({ kind, rate, base, amount: roundHalfAwayFromZero((base * rate) / RATE_SCALE) }));
  const total = (kinds: readonly TaxKind[]): Cents => sumCents(lines.filter((line) => kinds.includes(line.kind)).map((line) => line.amount));
  return {
    lines,
    federalTaxTotal: total(['GST']),
    provincialTaxTotal: total(['PST', 'QST', 'RST']),
    hSTTaxTotal: total(['HST']),
    taxesTotal: total(['GST', 'HST', 'PST', 'QST', 'RST']),
  };
};

/** The level of Tax totals (spec §3) a tax kind is reported under. */
const levelOf = (kind: TaxKind): 'federalTaxTotal' | 'provincialTaxTotal' | 'hSTTaxTotal' => (kind === 'GST' ? 'federalTaxTotal' : kind === 'HST' ? 'hSTTaxTotal' : 'provincialTaxTotal');

/**
 * The tax lines of stored Tax totals (a submitted order keeps its totals, decision 003): each tax of the
 * province on the date with its rate, carrying its level's amount. A province has at most one tax per
 * level (GST; HST; one of PST, QST, RST), so the lines are exactly those `computeTaxes` gave at submission.
 */
export const taxLinesOf = (province: Province, date: IsoDate, totals: Pick<TaxTotals, 'federalTaxTotal' | 'provincialTaxTotal' | 'hSTTaxTotal'>): Array<Omit<TaxLine, 'base'>> =>
  taxRatesFor(province, date).map(({ kind, rate }) => ({ kind, rate, amount: totals[levelOf(kind)] }));
