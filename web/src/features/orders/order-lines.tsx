import { formatMoney, type CartProduct, type Locale } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { productHref } from '../../paths.ts';
import { LineFeesNote } from './line-fees-note.tsx';
import { ListingTable } from './order-listing.tsx';
import './order-lines.css';

/**
 * An order's lines: product, code, unit price, quantity (with back-ordered), line total (with the fees it includes), note. The same table
 * for an order being confirmed (Review & Confirm) and one placed (its details); a phone stacks each line. Both pages head
 * it: the heading (its id, `labelledBy`) names the table.
 */
export const OrderLines = ({ lines, locale, labelledBy }: { lines: readonly CartProduct[]; locale: Locale; labelledBy: string }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns = [
    { label: t('cart.product') },
    { label: t('cart.productCode') },
    { label: t('cart.unitPrice'), numeric: true },
    { label: t('quantity.label'), numeric: true },
    { label: t('cart.lineTotal'), numeric: true },
  ];
  return (
    <ListingTable
      className="order-lines"
      labelledBy={labelledBy}
      columns={columns}
      records={lines}
      keyOf={(line) => line.OrderProductId}
      row={(line) => (
        <>
          <th scope="row">
            <Link to={productHref(language, line.ProductCode)}>{line.Description}</Link>
            {line.IsContract && <> <span className="badge">{t('cart.contractBadge')}</span></>}
            {line.LineNote && <p className="order-lines__note">{t('orderDetails.lineNote', { note: line.LineNote })}</p>}
          </th>
          <td>{line.ProductCode}</td>
          <td className="numeric">{formatMoney(line.UnitSellPrice, locale)}</td>
          <td className="numeric">
            {line.Quantity}
            {line.QuantityBO > 0 && <p className="order-lines__note">{t('cart.backOrdered', { quantity: line.QuantityBO })}</p>}
          </td>
          <td className="numeric">
            {formatMoney(line.CombinedLinePrice, locale)}
            <LineFeesNote line={line} locale={locale} className="order-lines__note" />
          </td>
        </>
      )}
    />
  );
};
