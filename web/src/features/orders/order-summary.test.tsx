import { formatMessage, formatMoney, type OrderView } from '@comptoir/core';
import { recordedExchange } from '@comptoir/fixtures';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { OrderTotals } from '../cart/index.ts';
import { orderSummaryOf } from './order-summary.ts';

// GET orders/{id} as the api answered it (contract-tests recordings): an Ontario order in English, a Quebec one in French.
const recordedView = (variant: string) => recordedExchange('orders.get', variant).response.body as OrderView;

describe('a submitted order’s totals', () => {
  it.each([
    ['en', 'success-en', [['HST', 0.13]]],
    ['fr', 'success-fr', [['TPS', 0.05], ['TVQ', 0.09975]]],
  ] as const)('shows each tax line of the order in the page language (%s)', (language, variant, labels) => {
    const view = recordedView(variant);
    const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
    renderAt(`/${language}/orders/submitted`, <OrderTotals summary={orderSummaryOf(view)} locale={locale} />);
    const lines = view.summaryInfo.taxes.lines;
    expect(lines.map((line) => line.amount).reduce((sum, amount) => sum + amount, 0)).toBe(view.summaryInfo.taxes.taxesTotal);
    labels.forEach(([tax, rate], index) => {
      // Testing Library reads the page's no-break spaces as plain ones.
      const term = screen.getByText(`${tax} (${new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(rate)})`.replace(/\s/g, ' '));
      expect(term.nextElementSibling?.textContent).toBe(formatMoney(lines[index]?.amount ?? -1, locale));
    });
    expect(screen.getByText(formatMoney(view.summaryInfo.orderTotal, locale).replace(/\s/g, ' '))).toBeTruthy();
  });

  it.each([
    ['en', 'success-en', true],
    ['fr', 'success-fr', false],
  ] as const)('says the contract and non-contract products above the subtotal as the order view’s client setting says (%s)', (language, variant, shown) => {
    const view = recordedView(variant);
    const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
    const priceDetails = { ...view.summaryInfo.priceDetails, mobTotal: 995, nonMobTotal: view.summaryInfo.priceDetails.subTotal - 995 };
    // The recordings: Lakeshore (Ontario) has the setting on, Groupe Conseil Beauport (Quebec) off.
    expect(view.summaryInfo.enableContractProductTotalBreakdown).toBe(shown);
    renderAt(`/${language}/orders/submitted`, <OrderTotals summary={orderSummaryOf({ ...view, summaryInfo: { ...view.summaryInfo, priceDetails } })} locale={locale} />);
    const first = screen.getAllByRole('term')[0];
    expect([first?.textContent, first?.nextElementSibling?.textContent]).toEqual(
      shown ? [formatMessage(locale, 'cart.mobTotal'), formatMoney(995, locale)] : [formatMessage(locale, 'cart.subTotal'), formatMoney(priceDetails.subTotal, locale)],
    );
  });
});
