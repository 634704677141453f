import type { OrderView } from '@comptoir/core';
import type { TotalsSummary } from '../cart/index.ts';

/** An order view's summary in the shape OrderTotals reads: the api gives each tax of the ship-to's province on its own line. */
export const orderSummaryOf = (view: OrderView): TotalsSummary => {
  const info = view.summaryInfo;
  return { PriceDetails: info.priceDetails, Taxes: info.taxes, OrderTotal: info.orderTotal, enableContractProductTotalBreakdown: info.enableContractProductTotalBreakdown };
};
