import { formatMoney, parseQuantity, type Locale } from '@comptoir/core';
import type { CartProduct } from '@comptoir/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityInput } from '../../features/cart/index.ts';
import { LineNote } from './line-note.tsx';

interface Props {
  line: CartProduct;
  locale: Locale;
  busy: boolean;
  onQuantity: (line: CartProduct, quantity: number | null) => void;
  onRemove: (line: CartProduct) => void;
  onSaveNote: (line: CartProduct, note: string) => void;
  error: string | null;
}

/** One cart line: product (with its note), code, unit price, the shared quantity box, line total, remove. */
export const CartLineRow = ({ line, locale, busy, onQuantity, onRemove, onSaveNote, error }: Props) => {
  const { t } = useTranslation();
  const [value, setValue] = useState(String(line.Quantity));
  const [shown, setShown] = useState(line.Quantity);
  if (shown !== line.Quantity) {
    setShown(line.Quantity);
    setValue(String(line.Quantity));
  }
  const commit = () => {
    const quantity = parseQuantity(value);
    if (quantity !== line.Quantity) onQuantity(line, quantity);
  };
  return (
    <tr>
      <td>
        <div className="cart-line__product">
          {line.ImageUrl && <img src={line.ImageUrl} alt="" width={64} height={64} />}
          <div>
            <p className="cart-line__name">{line.Description}</p>
            {line.IsContract && <span className="badge">{t('cart.contractBadge')}</span>}
            {line.QuantityBO > 0 && <p className="cart-line__note">{t('cart.backOrdered', { quantity: line.QuantityBO })}</p>}
            <LineNote line={line} busy={busy} onSave={onSaveNote} />
          </div>
        </div>
      </td>
      <td>{line.ProductCode}</td>
      <td className="numeric">{formatMoney(line.UnitSellPrice, locale)}</td>
      <td>
        <QuantityInput value={value} onChange={setValue} rule={{ salesMultiple: line.Multiple, minimumQuantity: line.MinimumQuantity }} productLabel={line.Description} onEnter={commit} onBlur={commit} error={error} disabled={busy} />
      </td>
      <td className="numeric">{formatMoney(line.CombinedLinePrice, locale)}</td>
      <td>
        <button type="button" className="link-button" onClick={() => onRemove(line)} disabled={busy}>
          {t('cart.removeLine', { productCode: line.ProductCode })}
        </button>
      </td>
    </tr>
  );
};
