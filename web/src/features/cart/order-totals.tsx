import { formatMoney, type Locale } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import type { PricedCartDetails, TaxLine } from './cart-api.ts';
import './order-totals.css';

const feeKeys = [
  ['environmentalFee', 'fees.environmental'],
  ['handlingFee', 'fees.handling'],
  ['transactionalFee', 'fees.transaction'],
  ['assemblyFee', 'fees.assembly'],
  ['deliveryAndInstallFee', 'fees.deliveryInstall'],
  ['smallOrderFee', 'fees.smallOrder'],
  ['freightFee', 'fees.freight'],
  ['tariffFee', 'fees.tariff'],
] as const;

const taxKey = { GST: 'tax.gst', HST: 'tax.hst', PST: 'tax.pst', QST: 'tax.qst', RST: 'tax.rst' } as const;
/** Rates come in thousandths of a percent (9975 is 9.975 %). */
export const rateText = (rate: number, locale: Locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(rate / 100_000);

/** Totals that explain themselves (architecture §6): each fee and each tax on its own line, in the buyer's language. */
/** What the totals read: a cart's summary, or a submitted order's (features/orders/order-summary.ts). */
export type TotalsSummary = Pick<PricedCartDetails['CartInfo']['CartSummary'], 'PriceDetails' | 'Taxes' | 'OrderTotal' | 'enableContractProductTotalBreakdown'>;

export const OrderTotals = ({ summary, locale }: { summary: TotalsSummary; locale: Locale }) => {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, locale);
  const details = summary.PriceDetails;
  const taxes: TaxLine[] = summary.Taxes?.lines ?? [];
  // The client's setting (spec §3): goods under contract and the rest, above the subtotal, once the order holds contract lines.
  const contractRows: Array<[string, string]> = summary.enableContractProductTotalBreakdown && details.mobTotal > 0 ? [[t('cart.mobTotal'), money(details.mobTotal)], [t('cart.nonMobTotal'), money(details.nonMobTotal)]] : [];
  const rows: Array<[string, string]> = [
    ...contractRows,
    [t('cart.subTotal'), money(details.subTotal)],
    ...(details.promoDiscount ? [[t('cart.promoDiscount'), money(-details.promoDiscount)] as [string, string]] : []),
    ...feeKeys.filter(([field]) => details[field] > 0).map(([field, key]): [string, string] => [t(key), money(details[field])]),
    ...taxes.map((line): [string, string] => [t('cart.taxLine', { tax: t(taxKey[line.kind]), rate: rateText(line.rate, locale) }), money(line.amount)]),
  ];
  return (
    <dl className="order-totals">
      {rows.map(([label, value]) => (
        <div key={label} className="order-totals__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="order-totals__row order-totals__row--total">
        <dt>{t('cart.orderTotal')}</dt>
        <dd>{money(summary.OrderTotal ?? details.total)}</dd>
      </div>
    </dl>
  );
};
