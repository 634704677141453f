import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../dates/calendar.ts';
import { computeTaxes, taxLinesOf } from './tax.ts';
import { RATE_SCALE, ratePercent, taxLabelKey, taxRatesFor } from './rates.ts';
import { isProvince, provinceOfPostalCode, provinces } from './provinces.ts';

describe('Canadian sales tax', () => {
  it('issue 3 / architecture §1: rates by province on 2025-06-01', () => {
    const percent = (p: (typeof provinces)[number]) => taxRatesFor(p, '2025-06-01').map((r) => `${r.kind} ${ratePercent(r.rate)}`);
    expect(percent('ON')).toEqual(['HST 13']);
    expect(percent('NS')).toEqual(['HST 14']);
    expect(percent('NB')).toEqual(['HST 15']);
    expect(percent('NL')).toEqual(['HST 15']);
    expect(percent('PE')).toEqual(['HST 15']);
    expect(percent('QC')).toEqual(['GST 5', 'QST 9.975']);
    expect(percent('BC')).toEqual(['GST 5', 'PST 7']);
    expect(percent('MB')).toEqual(['GST 5', 'RST 7']);
    expect(percent('SK')).toEqual(['GST 5', 'PST 6']);
    for (const p of ['AB', 'YT', 'NT', 'NU'] as const) expect(percent(p)).toEqual(['GST 5']);
  });

  it('architecture §1: Nova Scotia HST is 14% from 2025-04-01 and 15% before', () => {
    expect(taxRatesFor('NS', '2025-03-31')).toEqual([{ kind: 'HST', rate: 15000 }]);
    expect(taxRatesFor('NS', '2025-04-01T00:00:00')).toEqual([{ kind: 'HST', rate: 14000 }]);
    expect(taxRatesFor('NS', '2001-01-01')).toEqual([{ kind: 'HST', rate: 15000 }]);
  });

  it('spec §3 tax totals: federal, provincial, HST and the taxes total (Quebec, $100.00)', () => {
    expect(computeTaxes('QC', '2025-06-01', 10000)).toMatchObject({ federalTaxTotal: 500, provincialTaxTotal: 998, hSTTaxTotal: 0, taxesTotal: 1498 });
    expect(computeTaxes('ON', '2025-06-01', 1999)).toMatchObject({ federalTaxTotal: 0, provincialTaxTotal: 0, hSTTaxTotal: 260, taxesTotal: 260 });
    expect(computeTaxes('AB', '2025-06-01', -500).taxesTotal).toBe(0);
    expect(taxLabelKey('QST')).toBe('tax.qst');
  });

  it('provinces from postal codes', () => {
    expect(provinceOfPostalCode('h2x 1y4')).toBe('QC');
    expect(provinceOfPostalCode('X0A 0H0')).toBe('NU');
    expect(provinceOfPostalCode('X1A 2P7')).toBe('NT');
    expect(provinceOfPostalCode('D1A 1A1')).toBeUndefined();
    expect(isProvince('ON')).toBe(true);
    expect(isProvince('ZZ')).toBe(false);
  });

  it('the taxes total is the sum of its parts, never negative, and each line is within one cent of the exact value', () => {
    const day = fc.integer({ min: 0, max: 4000 }).map((offset) => addDays('2015-01-01', offset));
    fc.assert(
      fc.property(fc.constantFrom(...provinces), day, fc.integer({ min: -1_000_000, max: 100_000_000 }), (province, date, base) => {
        const totals = computeTaxes(province, date, base);
        const sumOfLines = totals.lines.reduce((sum, line) => sum + line.amount, 0);
        const sumOfGroups = totals.federalTaxTotal + totals.provincialTaxTotal + totals.hSTTaxTotal;
        const exactOk = totals.lines.every((line) => Math.abs(line.amount - (Math.max(0, base) * line.rate) / RATE_SCALE) <= 0.5 + 1e-9);
        return totals.taxesTotal === sumOfLines && totals.taxesTotal === sumOfGroups && totals.taxesTotal >= 0 && exactOk && totals.lines.every((l) => Number.isInteger(l.amount));
      }),
      { numRuns: 500 },
    );
  });

  it('decision 003: the lines of stored totals are exactly the lines computed at submission (every province, dates across rate changes)', () => {
    const day = fc.integer({ min: 0, max: 5000 }).map((offset) => addDays('2014-01-01', offset));
    fc.assert(
      fc.property(fc.constantFrom(...provinces), day, fc.integer({ min: -1_000_000, max: 100_000_000 }), (province, date, base) => {
        const computed = computeTaxes(province, date, base);
        const lines = taxLinesOf(province, date, computed);
        return JSON.stringify(lines) === JSON.stringify(computed.lines.map(({ kind, rate, amount }) => ({ kind, rate, amount }))) && lines.reduce((sum, line) => sum + line.amount, 0) === computed.taxesTotal;
      }),
      { numRuns: 500 },
    );
    expect(taxLinesOf('QC', '2026-03-02', { federalTaxTotal: 500, provincialTaxTotal: 998, hSTTaxTotal: 0 })).toEqual([{ kind: 'GST', rate: 5000, amount: 500 }, { kind: 'QST', rate: 9975, amount: 998 }]);
    expect(taxLinesOf('NS', '2025-03-31', { federalTaxTotal: 0, provincialTaxTotal: 0, hSTTaxTotal: 1500 })).toEqual([{ kind: 'HST', rate: 15000, amount: 1500 }]);
  });
});
