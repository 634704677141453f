import { formatMoney } from '@comptoir/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, localeOf } from '../../paths.ts';
import { isGuestCart } from './cart-api.ts';
import { loadCart, useCart } from './cart-store.ts';
import './cart-header-link.css';

/** The header's cart: item count and subtotal (architecture §6); a guest's cart shows its count only (no prices). */
export const CartHeaderLink = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { signedIn } = useSession();
  const state = useCart();
  // A guest's cart lives in its cookie: read it once per visit (a buyer's is loaded with the session).
  const unread = !signedIn && state.status === 'empty';
  useEffect(() => {
    if (unread) void loadCart().catch(() => undefined);
  }, [unread]);
  const cart = 'cart' in state ? state.cart : null;
  const count = cart?.CartInfo.Products.reduce((total, line) => total + line.Quantity, 0) ?? 0;
  if (!signedIn) return <Link className="site-header__cart" to={href(language, 'cart')}>{t('cart.headerLinkGuest', { count })}</Link>;
  const subtotal = formatMoney(cart && !isGuestCart(cart) ? cart.CartInfo.CartSummary.PriceDetails.subTotal : 0, localeOf(language));
  return (
    <Link className="site-header__cart site-header__cart--priced" to={href(language, 'cart')}>
      {t('cart.headerLink', { count, subtotal })}
    </Link>
  );
};
