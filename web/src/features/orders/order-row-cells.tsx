import { formatDate, formatMoney, type OrderListItem } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { hrefWith, localeOf } from '../../paths.ts';
import { orderStatusKey } from './order-status.ts';

/** A listed order's cells (number opening its details, date, status, total), shared by the buyer's and the approver's listings. */
export const OrderRowCells = ({ order }: { order: OrderListItem }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  return (
    <>
      <th scope="row"><Link to={hrefWith(language, 'orderDetails', { id: order.orderId })} aria-label={t('orders.viewOrder', { orderNumber: order.displayNumber })}>{order.displayNumber}</Link></th>
      <td>{formatDate(order.SubmittedDate, locale)}</td>
      <td>{t(orderStatusKey(order))}</td>
      <td className="numeric">{formatMoney(order.total, locale)}</td>
    </>
  );
};
