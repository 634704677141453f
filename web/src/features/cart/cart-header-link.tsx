import { formatMoney } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, localeOf } from '../../paths.ts';
import { useCart } from './cart-store.ts';
import './cart-header-link.css';

/** The header's cart: item count and subtotal (architecture §6), for signed-in buyers. */
export const CartHeaderLink = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { signedIn } = useSession();
  const state = useCart();
  if (!signedIn) return null;
  const cart = 'cart' in state ? state.cart : null;
  const count = cart?.CartInfo.Products.reduce((total, line) => total + line.Quantity, 0) ?? 0;
  const subtotal = formatMoney(cart?.CartInfo.CartSummary.PriceDetails.subTotal ?? 0, localeOf(language));
  return (
    <Link className="site-header__cart" to={href(language, 'cart')}>
      {t('cart.headerLink', { count, subtotal })}
    </Link>
  );
};
