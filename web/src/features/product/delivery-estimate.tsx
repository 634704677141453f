import { deliveryWindow, formatDate } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf } from '../../paths.ts';
import type { ProductDetailView } from './product-types.ts';

/**
 * The delivery estimate: min–max business days and the calendar dates they fall on if ordered today
 * (core skips weekends and holidays); the spec's default message when the product has no estimate.
 */
export const DeliveryEstimate = ({ product, today = new Date() }: { product: ProductDetailView; today?: Date }) => {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const min = product.EstimatedDeliveryMin ?? product.estimatedDeliveryTimeMin;
  const max = product.EstimatedDeliveryMax ?? product.estimatedDeliveryTimeMax;
  // A visitor sees the product's own estimate too: the default would promise a furniture piece's weeks as days.
  if (!(min > 0)) return <p className="delivery-estimate">{t('product.defaultDelivery')}</p>;
  const window = deliveryWindow(today, { min, max });
  // The business days themselves are on the stock line just above; this adds the calendar dates.
  return <p className="delivery-estimate">{t('product.deliveryDates', { from: formatDate(window.from, locale), to: formatDate(window.until, locale) })}</p>;
};
