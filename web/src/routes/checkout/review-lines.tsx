import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isGuestCart, loadCart, useCart } from '../../features/cart/index.ts';
import { OrderLines } from '../../features/orders/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf } from '../../paths.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

const retry = () => void loadCart().catch(() => undefined);

/**
 * Review & Confirm: what the buyer is about to order, line by line, from the cart the session already read
 * (GET /api/cart/cartDetails, read again in the page's language on a switch) rather than another call.
 */
export const ReviewLines = () => {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const state = useCart();
  // A cart not read yet (the session's read still to come) is asked for once.
  const unread = state.status === 'empty';
  useEffect(() => {
    if (unread) retry();
  }, [unread]);
  const cart = 'cart' in state ? state.cart : null;
  return (
    <section aria-labelledby="review-items">
      <h3 id="review-items">{t('checkout.items')}</h3>
      {cart && !isGuestCart(cart) ? (
        <OrderLines lines={cart.CartInfo.Products} locale={locale} labelledBy="review-items" />
      ) : state.status === 'failed' ? (
        <LoadError error={null} onRetry={retry} />
      ) : (
        <Skeleton height="6rem" />
      )}
    </section>
  );
};
