import { formatMoney, type CartProduct, type GuestCartProduct, type Locale } from '@comptoir/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityInput } from '../../features/cart/index.ts';
import { useCartLine, type LineToasts } from '../../features/cart-line/index.ts';
import { LineFeesNote } from '../../features/orders/index.ts';
import { LineNote } from './line-note.tsx';

interface Props {
  /** A buyer's priced line, or a guest's: a guest's has no price and no note. */
  line: CartProduct | GuestCartProduct;
  locale: Locale;
  /** How many times the cart was cleared while this page is open (spec §4: clearing ends the lines). */
  clearedCount: number;
  toasts: LineToasts;
}

const isPriced = (line: CartProduct | GuestCartProduct): line is CartProduct => 'UnitSellPrice' in line;

/**
 * One cart line: product (with its note), code, unit price, the shared quantity box, line total (with the fees it includes), remove — its behaviour
 * from the cart-line machine. Each cell names its column (data-label) for the phone's stacked lines (ui/stacked-table.css).
 */
export const CartLineRow = ({ line, locale, clearedCount, toasts }: Props) => {
  const { t } = useTranslation();
  const cartLine = useCartLine(line, { clearedCount, toasts });
  // The box shows what the buyer types; it follows the line's quantity whenever the machine's changes.
  const [value, setValue] = useState(String(cartLine.quantity));
  const [shown, setShown] = useState(cartLine.quantity);
  if (shown !== cartLine.quantity) {
    setShown(cartLine.quantity);
    setValue(String(cartLine.quantity));
  }
  // Spec §5: a refused quantity resets the box to what the cart holds, so the box agrees with the line's total; the message says why.
  const [refused, setRefused] = useState(cartLine.problem);
  if (refused !== cartLine.problem) {
    setRefused(cartLine.problem);
    if (cartLine.problem) setValue(String(cartLine.quantity));
  }
  const commit = () => cartLine.changeQuantity(value);
  const priced = isPriced(line) ? line : null;
  return (
    <tr aria-busy={cartLine.busy || undefined}>
      <td>
        <div className="cart-line__product">
          {line.ImageUrl && <img src={line.ImageUrl} alt="" width={64} height={64} />}
          <div>
            <p className="cart-line__name">{line.Description}</p>
            {priced?.IsContract && <span className="badge">{t('cart.contractBadge')}</span>}
            {priced && priced.QuantityBO > 0 && <p className="cart-line__note">{t('cart.backOrdered', { quantity: priced.QuantityBO })}</p>}
            {priced && <LineNote productCode={line.ProductCode} saved={cartLine.lineNote} busy={cartLine.busy} outcome={cartLine.noteOutcome} failure={cartLine.noteFailure} onSave={cartLine.saveNote} onLeave={cartLine.leaveNote} />}
          </div>
        </div>
      </td>
      <td data-label={t('cart.productCode')}>{line.ProductCode}</td>
      {priced && <td className="numeric" data-label={t('cart.unitPrice')}>{formatMoney(priced.UnitSellPrice, locale)}</td>}
      <td data-label={t('quantity.label')}>
        <QuantityInput value={value} onChange={setValue} rule={{ salesMultiple: line.Multiple, minimumQuantity: line.MinimumQuantity }} productLabel={line.Description} onEnter={commit} onBlur={commit} error={cartLine.error} busy={cartLine.busy} />
      </td>
      {priced && (
        <td className="numeric" data-label={t('cart.lineTotal')}>
          {formatMoney(priced.CombinedLinePrice, locale)}
          <LineFeesNote line={priced} locale={locale} className="cart-line__note" />
        </td>
      )}
      <td>
        {/* aria-disabled, not disabled, while a change is saved: a disabled button would drop the keyboard to the page body. */}
        <button type="button" className="link-button" onClick={() => !cartLine.busy && cartLine.remove()} aria-disabled={cartLine.busy || undefined}>
          {t('cart.removeLine', { productCode: line.ProductCode })}
        </button>
      </td>
    </tr>
  );
};
