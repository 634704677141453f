import { formatDate, formatMoney, type OrderListItem } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { hrefWith, localeOf } from '../../paths.ts';
import { orderStatusKey } from './order-status.ts';

/**
 * A listed order's cells (number opening its details, date, status, total), shared by the buyer's and the approver's listings;
 * an approver's also say who placed the order (`withOrderedBy`, after the number, as `orderListColumns` heads them).
 */
export const OrderRowCells = ({ order, withOrderedBy = false }: { order: OrderListItem; withOrderedBy?: boolean }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  return (
    <>
      <th scope="row"><Link to={hrefWith(language, 'orderDetails', { id: order.orderId })} aria-label={t('orders.viewOrder', { orderNumber: order.displayNumber })}>{order.displayNumber}</Link></th>
      {withOrderedBy && <td>{order.orderedBy}</td>}
      <td>{formatDate(order.SubmittedDate, locale)}</td>
      <td>{t(orderStatusKey(order))}</td>
      <td className="numeric">{formatMoney(order.total, locale)}</td>
    </>
  );
};

/** The column headings of `OrderRowCells`' cells, in the same order. */
export const orderListColumns = (t: (key: string) => string, withOrderedBy = false) => [
  { label: t('orders.orderNumber') },
  ...(withOrderedBy ? [{ label: t('orders.orderedBy') }] : []),
  { label: t('orders.orderDate') },
  { label: t('orders.status') },
  { label: t('orders.total'), numeric: true },
];
