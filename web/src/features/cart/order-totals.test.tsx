import { formatMoney, type Locale } from '@comptoir/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { OrderTotals, type TotalsSummary } from './order-totals.tsx';

const zeroFees = { transactionalFee: 0, deliveryAndInstallFee: 0, assemblyFee: 0, handlingFee: 0, environmentalFee: 0, smallOrderFee: 0, freightFee: 0, tariffFee: 0 };

/** A summary of goods under contract (mobTotal) and others (nonMobTotal), with the client's setting. */
const summaryOf = (mobTotal: number, nonMobTotal: number, enableContractProductTotalBreakdown: boolean): TotalsSummary => ({
  PriceDetails: { subTotal: mobTotal + nonMobTotal, promoDiscount: 0, total: mobTotal + nonMobTotal, mobTotal, nonMobTotal, ...zeroFees },
  Taxes: { federalTaxTotal: 0, provincialTaxTotal: 0, hSTTaxTotal: 0, taxesTotal: 0, lines: [] },
  OrderTotal: mobTotal + nonMobTotal,
  enableContractProductTotalBreakdown,
});

/** The summary's rows as the buyer reads them: each term with the amount beside it. */
const rows = () => screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the contract products breakdown of the totals', () => {
  it.each([
    ['en', 'en-CA', ['Contract products', 'Non-contract products', 'Subtotal']],
    ['fr', 'fr-CA', ['Produits sous contrat', 'Produits hors contrat', 'Sous-total']],
  ] as const)('shows the contract and non-contract products above the subtotal when the client asks for it (%s)', (language, locale: Locale, labels) => {
    renderAt(`/${language}/cart`, <OrderTotals summary={summaryOf(1_234_567, 3_503, true)} locale={locale} />);
    expect(rows().slice(0, 3)).toEqual([
      [labels[0], formatMoney(1_234_567, locale)],
      [labels[1], formatMoney(3_503, locale)],
      [labels[2], formatMoney(1_238_070, locale)],
    ]);
  });

  it.each([
    ['the client’s setting is off', summaryOf(1_234_567, 3_503, false)],
    ['the order holds no contract line', summaryOf(0, 3_503, true)],
  ])('shows the subtotal alone when %s', (_case, summary) => {
    renderAt('/fr/cart', <OrderTotals summary={summary} locale="fr-CA" />);
    expect(screen.queryByRole('term', { name: 'Produits sous contrat' })).toBeNull();
    expect(screen.queryByText('Produits hors contrat')).toBeNull();
    expect(rows()[0]?.[0]).toBe('Sous-total');
  });
});
