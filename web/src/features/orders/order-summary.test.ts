import type { OrderView } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { orderSummaryOf } from './order-summary.ts';

const priceDetails = { subTotal: 10_000, promoDiscount: 0, environmentalFee: 0, handlingFee: 0, transactionalFee: 0, assemblyFee: 0, deliveryAndInstallFee: 0, smallOrderFee: 0, freightFee: 0, tariffFee: 0, total: 10_000 };
const viewIn = (province: string, taxes: { federalTaxTotal: number; provincialTaxTotal: number; hSTTaxTotal: number }) =>
  ({
    summaryInfo: {
      orderDate: '2026-03-02',
      shippingAddress: { name: 'A', line1: '1 rue', line2: null, city: 'Montréal', province, postalCode: 'H2X 1Y4', country: 'CA' },
      priceDetails,
      taxes: { ...taxes, taxesTotal: taxes.federalTaxTotal + taxes.provincialTaxTotal + taxes.hSTTaxTotal },
      orderTotal: 10_000 + taxes.federalTaxTotal + taxes.provincialTaxTotal + taxes.hSTTaxTotal,
    },
  }) as unknown as OrderView;

describe('orderSummaryOf', () => {
  it('names a Quebec order’s taxes GST and QST with their rates and the order’s amounts', () => {
    const summary = orderSummaryOf(viewIn('QC', { federalTaxTotal: 500, provincialTaxTotal: 998, hSTTaxTotal: 0 }));
    expect(summary.Taxes?.lines).toEqual([{ kind: 'GST', rate: 5000, amount: 500 }, { kind: 'QST', rate: 9975, amount: 998 }]);
    expect(summary.OrderTotal).toBe(11_498);
  });
  it('gives an Ontario order one HST line', () => {
    expect(orderSummaryOf(viewIn('ON', { federalTaxTotal: 0, provincialTaxTotal: 0, hSTTaxTotal: 1300 })).Taxes?.lines).toEqual([{ kind: 'HST', rate: 13000, amount: 1300 }]);
  });
});
