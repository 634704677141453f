import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FeeType, assemblyFeeDisplay, deliveryFeeDisplay, ecoFeeDisplay, feeDisplayKey, feeLabelKey, feeLineTotal, feesInPrice, handlingFeeDisplay, isWaivedFee, priceTotal, type FeeEntry } from './fee-types.ts';
import { priceDetailFeeFields, priceDetailLabelKey, summarizeCart, taxableBase, type SummaryLine } from './price-details.ts';
import { formatMessage } from '../i18n/messages.ts';

describe('fees', () => {
  it('spec §3: labels by index 0 to 9, type 2 is handling (decision 002)', () => {
    expect(Array.from({ length: 10 }, (_, i) => formatMessage('en-CA', feeLabelKey(i)))).toEqual([
      'No fee', 'Environmental Handling Fee', 'Product Handling', 'Transaction Fee', 'Assembly', 'Delivery and Install', 'Delivery', 'Remote Location', 'Delivery Area Surcharge', 'Tariff Fees',
    ]);
    expect(FeeType.handling).toBe(2);
    expect(feeLabelKey(42)).toBe('fees.none');
    expect(formatMessage('en-CA', 'fees.smallOrder')).toBe('50 Green');
  });

  it('spec §5: eco fee row only above 0 and not included; handling only above 0', () => {
    expect(ecoFeeDisplay(25, false)).toEqual({ kind: 'amount', cents: 25 });
    expect(ecoFeeDisplay(25, true)).toEqual({ kind: 'hidden' });
    expect(ecoFeeDisplay(0, false)).toEqual({ kind: 'hidden' });
    expect(handlingFeeDisplay(0)).toEqual({ kind: 'hidden' });
    expect(handlingFeeDisplay(300)).toEqual({ kind: 'amount', cents: 300 });
  });

  it("spec §5 / §3: zero with known delivery is 'Included'/'Inclus'; unknown delivery is the 'extra' message; assembly without a total is included", () => {
    const included = deliveryFeeDisplay(0, true);
    expect(included).toEqual({ kind: 'included' });
    expect(formatMessage('fr-CA', feeDisplayKey(included) as string)).toBe('Inclus');
    expect(feeDisplayKey(deliveryFeeDisplay(0, false))).toBe('fees.extra');
    expect(deliveryFeeDisplay(4500, true)).toEqual({ kind: 'amount', cents: 4500 });
    expect(feeDisplayKey({ kind: 'amount', cents: 1 })).toBeUndefined();
    expect(assemblyFeeDisplay(null)).toEqual({ kind: 'included' });
    expect(assemblyFeeDisplay(2500)).toEqual({ kind: 'amount', cents: 2500 });
  });

  it('spec §3: price total is the final sell price, or base minus saving plus eco, tariff and the first other fee', () => {
    expect(priceTotal({ FinalSellPrice: 1234, BasePrice: 2000 })).toBe(1234);
    const fees = [
      { FeeType: 2, FeeAmount: 100 },
      { FeeType: 1, FeeAmount: 25 },
      { FeeType: 9, FeeAmount: 40 },
      { FeeType: 4, FeeAmount: 999 },
    ];
    expect(priceTotal({ BasePrice: 2000, Saving: 300, fees })).toBe(2000 - 300 + 25 + 40 + 100);
    expect(priceTotal({ BasePrice: 2000 })).toBe(2000);
  });

  it('an assembly fee the line is exempt from is waived: in neither the price total, the line total nor the summary, and shown as included', () => {
    const waived = { FeeType: FeeType.assembly, FeeAmount: 3288, isExemptFromAssemblyFees: true };
    expect(isWaivedFee(waived)).toBe(true);
    expect(isWaivedFee({ ...waived, isExemptFromAssemblyFees: false })).toBe(false);
    expect(isWaivedFee({ ...waived, FeeType: FeeType.environmental })).toBe(false);
    expect(priceTotal({ BasePrice: 41099, Saving: 6165, fees: [waived] })).toBe(34934);
    // The first fee charged counts, not the waived one before it.
    expect(priceTotal({ BasePrice: 2000, fees: [waived, { FeeType: FeeType.deliveryInstall, FeeAmount: 700 }] })).toBe(2700);
    expect(feeLineTotal(waived, 6)).toBe(0);
    expect(assemblyFeeDisplay(feeLineTotal(waived, 6))).toEqual({ kind: 'included' });
  });

  it('the fees a price includes are what it adds to the base: a line names them and its total adds up', () => {
    const fee = fc.record({ FeeType: fc.integer({ min: 0, max: 9 }), FeeAmount: fc.nat({ max: 10_000 }), isExemptFromAssemblyFees: fc.boolean() });
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.array(fee, { maxLength: 6 }), (base, fees) => {
        const included = feesInPrice(fees);
        expect(included.every((entry) => fees.includes(entry) && !isWaivedFee(entry) && entry.FeeAmount !== 0)).toBe(true);
        expect(new Set(included).size).toBe(included.length);
        return priceTotal({ BasePrice: base, fees }) === base + included.reduce((sum, entry) => sum + entry.FeeAmount, 0);
      }),
      { numRuns: 300 },
    );
    expect(feesInPrice([{ FeeType: 2, FeeAmount: 100 }, { FeeType: 1, FeeAmount: 25 }, { FeeType: 4, FeeAmount: 999 }]).map((entry) => entry.FeeType)).toEqual([1, 2]);
  });

  it('what a line adds to its unit price is charged in the summary: the lines and the summary add up to the same total', () => {
    // One fee per type (the price total counts the first 'other' fee), taxes aside; no small order fee.
    const fee = fc.record({ FeeType: fc.constantFrom(1, 2, 3, 4, 5, 6, 9), FeeAmount: fc.nat({ max: 10_000 }), isExemptFromAssemblyFees: fc.boolean() });
    const line = fc.record({ unitSellPrice: fc.nat({ max: 100_000 }), quantity: fc.integer({ min: 1, max: 9999 }), fee: fc.option(fee, { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (lines) => {
        const fees = (entry: (typeof lines)[number]): FeeEntry[] => (entry.fee ? [entry.fee] : []);
        const lineTotals = lines.reduce((sum, entry) => sum + priceTotal({ BasePrice: entry.unitSellPrice, fees: fees(entry) }) * entry.quantity, 0);
        const { priceDetails } = summarizeCart({ lines: lines.map((entry) => ({ unitSellPrice: entry.unitSellPrice, quantity: entry.quantity, isContract: false, fees: fees(entry) })), smallOrderFee: null });
        return lineTotals === priceDetails.total;
      }),
      { numRuns: 300 },
    );
  });
});

describe('cart summary priceDetails', () => {
  const lines: SummaryLine[] = [
    { unitSellPrice: 1000, quantity: 2, isContract: true, fees: [{ FeeType: 1, FeeAmount: 10 }, { FeeType: 9, FeeAmount: 5 }] },
    { unitSellPrice: 50000, quantity: 1, isContract: false, isSpecialDelivery: true, fees: [{ FeeType: 4, FeeAmount: 2500, FeeTotal: 2500 }, { FeeType: 5, FeeAmount: 7500 }, { FeeType: 6, FeeAmount: 1500 }, { FeeType: 2, FeeAmount: 300 }] },
  ];

  it('spec §3: every field of priceDetails and the flags', () => {
    const { priceDetails, flags } = summarizeCart({ lines, promoDiscount: 1000, freightFee: 700 });
    expect(priceDetails).toEqual({
      subTotal: 52000, promoDiscount: 1000, mobTotal: 2000, nonMobTotal: 50000,
      environmentalFee: 20, tariffFee: 10, assemblyFee: 2500, deliveryAndInstallFee: 7500, transactionalFee: 1500, handlingFee: 300,
      freightFee: 700, smallOrderFee: 0, total: 52000 - 1000 + 20 + 10 + 2500 + 7500 + 1500 + 300 + 700,
    });
    expect(flags).toEqual({
      hasSpecialDeliveryItem: true, isExemptFromDeliveryFees: false, isExemptFromDeliveryAndInstallFees: false, isExemptFromAssemblyFees: false,
      hasReallyTariffFeeCombinedPrice: true, hasReallyWeeFeeCombinedPrice: true,
    });
    expect(priceDetailLabelKey.smallOrderFee).toBe('fees.smallOrder');
  });

  it('spec §3: exemption flags zero their fee kinds', () => {
    const { priceDetails } = summarizeCart({ lines, freightFee: 700, exemptions: { isExemptFromAssemblyFees: true, isExemptFromDeliveryAndInstallFees: true, isExemptFromDeliveryFees: true } });
    expect(priceDetails).toMatchObject({ assemblyFee: 0, deliveryAndInstallFee: 0, transactionalFee: 0, freightFee: 0, handlingFee: 300 });
  });

  it("spec §3: the small order fee ('50 Green') applies under the threshold, never to an empty cart", () => {
    expect(summarizeCart({ lines: [{ unitSellPrice: 999, quantity: 1, isContract: false }] }).priceDetails.smallOrderFee).toBe(500);
    expect(summarizeCart({ lines: [] }).priceDetails).toMatchObject({ smallOrderFee: 0, total: 0 });
    expect(summarizeCart({ lines: [{ unitSellPrice: 999, quantity: 1, isContract: false }], smallOrderFee: null }).priceDetails.smallOrderFee).toBe(0);
  });

  it('the total is goods minus the discount plus every fee; mob + non-mob is the subtotal; nothing is negative', () => {
    const fee = fc.record({ FeeType: fc.integer({ min: 0, max: 9 }), FeeAmount: fc.nat({ max: 10_000 }), isExemptFromAssemblyFees: fc.boolean() });
    const line = fc.record({ unitSellPrice: fc.nat({ max: 100_000 }), quantity: fc.integer({ min: 1, max: 9999 }), isContract: fc.boolean(), isSpecialDelivery: fc.boolean(), fees: fc.array(fee, { maxLength: 4 }) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.integer({ min: -100, max: 10_000_000 }), fc.nat({ max: 10_000 }), (ls, discount, freight) => {
        const { priceDetails: d } = summarizeCart({ lines: ls, promoDiscount: discount, freightFee: freight });
        const fees = priceDetailFeeFields.reduce((sum, field) => sum + d[field], 0);
        return (
          d.mobTotal + d.nonMobTotal === d.subTotal &&
          d.total === d.subTotal - d.promoDiscount + fees &&
          Object.values(d).every((value) => Number.isInteger(value) && value >= 0) &&
          taxableBase(d) === d.total
        );
      }),
      { numRuns: 300 },
    );
  });
});
