import { formatDate, formatMoney, type OrderListItem } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { hrefWith, localeOf } from '../../paths.ts';
import { orderStatusKey } from './order-status.ts';

/** Which of the optional cells a listing shows: who placed the order (an approver's listings), its status (unless all share one). */
export interface OrderCellsShown {
  orderedBy?: boolean;
  status?: boolean;
}

/**
 * A listed order's cells (number opening its details, date, status, total), shared by the buyer's and the approver's listings;
 * an approver's also say who placed the order (after the number), as `orderListColumns` heads them.
 */
export const OrderRowCells = ({ order, shown = {} }: { order: OrderListItem; shown?: OrderCellsShown }) => {
  const { orderedBy = false, status = true } = shown;
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  return (
    <>
      <th scope="row"><Link to={hrefWith(language, 'orderDetails', { id: order.orderId })} aria-label={t('orders.viewOrder', { orderNumber: order.displayNumber })}>{order.displayNumber}</Link></th>
      {orderedBy && <td>{order.orderedBy}</td>}
      <td>{formatDate(order.SubmittedDate, locale)}</td>
      {status && <td>{t(orderStatusKey(order))}</td>}
      <td className="numeric">{formatMoney(order.total, locale)}</td>
    </>
  );
};

/** The column headings of `OrderRowCells`' cells, in the same order. */
export const orderListColumns = (t: (key: string) => string, { orderedBy = false, status = true }: OrderCellsShown = {}) => [
  { label: t('orders.orderNumber') },
  ...(orderedBy ? [{ label: t('orders.orderedBy') }] : []),
  { label: t('orders.orderDate') },
  ...(status ? [{ label: t('orders.status') }] : []),
  { label: t('orders.total'), numeric: true },
];
