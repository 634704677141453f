import { isProvince, taxRatesFor, type IsoDate, type OrderView } from '@comptoir/core';
import type { TaxLine, TotalsSummary } from '../cart/index.ts';

/**
 * An order view's summary in the shape OrderTotals reads. The view gives tax totals by level
 * (federal, provincial, harmonized); the kinds and rates come from the ship-to province on the order date.
 */
export const orderSummaryOf = (view: OrderView): TotalsSummary => {
  const info = view.summaryInfo;
  const province = info.shippingAddress.province;
  const rates = isProvince(province) ? taxRatesFor(province, info.orderDate as IsoDate) : [];
  const amountOf = (kind: TaxLine['kind']) => (kind === 'GST' ? info.taxes.federalTaxTotal : kind === 'HST' ? info.taxes.hSTTaxTotal : info.taxes.provincialTaxTotal);
  const lines: TaxLine[] = rates.map(({ kind, rate }) => ({ kind, rate, amount: amountOf(kind) })).filter((line) => line.amount > 0);
  return { PriceDetails: info.priceDetails, Taxes: { ...info.taxes, lines }, OrderTotal: info.orderTotal };
};
