import { feeLabelKey, feesInPrice, feeLineTotal, formatMoney, type CartProduct, type Locale } from '@comptoir/core';
import { useTranslation } from 'react-i18next';

/**
 * The fees a line's total includes beside its unit price (eco, tariff, handling, assembly …), so 16,99 $ × 1 shown as
 * 17,84 $ says why, and the lines add up to the summary's subtotal plus its fee lines. Nothing when the price has none.
 */
export const LineFeesNote = ({ line, locale, className }: { line: Pick<CartProduct, 'OrderProductFees' | 'Quantity'>; locale: Locale; className: string }) => {
  const { t } = useTranslation();
  const fees = feesInPrice(line.OrderProductFees);
  if (fees.length === 0) return null;
  const listed = fees.map((fee) => t('orderDetails.lineFee', { label: t(feeLabelKey(fee.FeeType)), amount: formatMoney(feeLineTotal(fee, line.Quantity), locale) }));
  return <p className={className}>{t('orderDetails.lineFeesIncluded', { fees: new Intl.ListFormat(locale, { type: 'unit' }).format(listed) })}</p>;
};
