import { FeeType, assemblyFeeDisplay, ecoFeeDisplay, feeDisplayKey, feeLabelKey, feeLineTotal, formatMoney, handlingFeeDisplay } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf } from '../../paths.ts';
import type { ProductDetailView } from './product-types.ts';

/**
 * Per-unit fees with core's display rules: the eco fee only above 0 and when not already in the price,
 * the handling fee only above 0, an assembly fee the product is exempt from as included; other fee types by their label.
 */
export const ProductFees = ({ product }: { product: ProductDetailView }) => {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const lines = (product.Fees ?? []).flatMap((fee) => {
    const display = fee.FeeType === FeeType.environmental ? ecoFeeDisplay(fee.FeeAmount, false)
      : fee.FeeType === FeeType.handling ? handlingFeeDisplay(fee.FeeAmount)
      : fee.FeeType === FeeType.assembly ? assemblyFeeDisplay(feeLineTotal(fee, 1))
      : fee.FeeAmount > 0 ? { kind: 'amount' as const, cents: fee.FeeAmount } : { kind: 'hidden' as const };
    const key = feeDisplayKey(display);
    const amount = display.kind === 'amount' ? formatMoney(display.cents, locale) : key ? t(key) : null;
    if (amount === null) return [];
    const text = fee.FeeType === FeeType.environmental ? t('product.ecoFeeNote', { amount })
      : fee.FeeType === FeeType.handling ? t('product.handlingFeeNote', { amount })
      : t('product.feeAmount', { label: t(feeLabelKey(fee.FeeType)), amount });
    return [{ key: `${fee.FeeType}`, text }];
  });
  if (lines.length === 0) return null;
  return (
    <section className="product-fees" aria-labelledby="product-fees-title">
      <h2 id="product-fees-title">{t('product.fees')}</h2>
      <ul>{lines.map((line) => <li key={line.key}>{line.text}</li>)}</ul>
    </section>
  );
};
