import { formatMessage, formatMoney, type CartProduct, type Locale, type OrderView } from '@comptoir/core';
import { recordedExchange } from '@comptoir/fixtures';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { OrderLines } from './order-lines.tsx';

const recordedLine = (variant: string): CartProduct => {
  const line = (recordedExchange('orders.get', variant).response.body as OrderView).orderProducts[0];
  if (!line) throw new Error(`orders.get#${variant} has no line`);
  return line;
};

describe.each([
  ['en', 'en-CA', 'success-en', 'Fees included: Environmental Handling Fee $3.75, Tariff Fees $2.55'],
  ['fr', 'fr-CA', 'success-fr', 'Frais inclus\u00a0: Frais de gestion environnementale 3,75\u00a0$ et Frais tarifaires 2,55\u00a0$'],
] as const)('an order line in %s', (language, locale: Locale, variant, expected) => {
  it('says which fees its total includes beside the unit price, so 3 × 112,99 $ shown as 345,27 $ adds up', () => {
    // As the api answers a submitted line: FeeTotal is the fee for the line's quantity; the price counts eco and tariff.
    const fees = [
      { FeeType: 1, FeeAmount: 125, FeeTotal: 375, isExemptFromAssemblyFees: false },
      { FeeType: 9, FeeAmount: 85, FeeTotal: 255, isExemptFromAssemblyFees: false },
    ];
    const line = { ...recordedLine(variant), UnitSellPrice: 11299, Quantity: 3, CombinedLinePrice: (11299 + 125 + 85) * 3, OrderProductFees: fees };
    renderAt(`/${language}/orders/submitted`, <OrderLines lines={[line]} locale={locale} labelledBy="lines" />);
    const total = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell').at(-1);
    expect(total?.textContent).toBe(`${formatMoney(34527, locale)}${expected}`);
    expect(total?.querySelector('p')?.textContent).toBe(expected);
  });

  it('a line without fees, or with only a waived assembly fee, shows its total alone', () => {
    const waived = [{ FeeType: 4, FeeAmount: 3288, FeeTotal: 0, isExemptFromAssemblyFees: true }];
    const plain = { ...recordedLine(variant), OrderProductId: 1, OrderProductFees: [] };
    renderAt(`/${language}/orders/submitted`, <OrderLines lines={[plain, { ...plain, OrderProductId: 2, OrderProductFees: waived }]} locale={locale} labelledBy="lines" />);
    expect(screen.queryByText(formatMessage(locale, 'orderDetails.lineFeesIncluded', { fees: '' }).trim(), { exact: false })).toBeNull();
  });

  it('is named by the heading above it, so a screen reader does not hear the name twice (no caption of its own)', () => {
    renderAt(`/${language}/orders/submitted`, <section><h2 id="lines">{formatMessage(locale, 'orderDetails.lines')}</h2><OrderLines lines={[recordedLine(variant)]} locale={locale} labelledBy="lines" /></section>);
    expect(screen.getByRole('table', { name: formatMessage(locale, 'orderDetails.lines') }).querySelector('caption')).toBeNull();
    expect(screen.getAllByText(formatMessage(locale, 'orderDetails.lines'))).toHaveLength(1);
  });
});
