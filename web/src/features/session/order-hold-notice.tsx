import { formatDate } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf } from '../../paths.ts';
import { useSession } from './use-session.ts';

/** Spec §4, §8: the order-hold notice while the organisation's suspension applies. */
export const OrderHoldNotice = () => {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const { orderHold } = useSession();
  if (!orderHold) return null;
  const params = orderHold.key === 'orderHold.withDates' ? { from: formatDate(orderHold.params.from, locale), until: formatDate(orderHold.params.until, locale) } : {};
  return <p className="alert" role="alert">{t(orderHold.key, params)}</p>;
};
