import { formatDate, formatMoney, isUnderMinimumOrderAmount, minimumOrderShortfall, toIsoDate } from '@comptoir/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../features/api-client/index.ts';
import { cartApi, isGuestCart, loadCart, OrderTotals, useCart } from '../../features/cart/index.ts';
import { useSession } from '../../features/session/index.ts';
import { SaveTemplateButton } from '../../features/templates/index.ts';
import { useToasts } from '../../features/toasts/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, localeOf, signInHref } from '../../paths.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { CartLineRow } from './cart-line-row.tsx';
import { ClearCartButton } from './clear-cart-dialog.tsx';
import { CouponForm } from './coupon-form.tsx';
import { useFocusAfterRemoval } from '../../ui/use-focus-after-removal.ts';
import '../../ui/stacked-table.css';
import './cart-page.css';
import '../../ui/forms.css';

/**
 * Spec §2.2 Shopping cart (/shopping-cart): lines with the quantity rules, totals with each fee and tax,
 * checkout. A guest sees the cart of its cookie with the same lines but no prices (spec §6), and signs in to
 * price and check out.
 */
export const CartPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const { signedIn, profile } = useSession();
  const state = useCart();
  const toasts = useToasts();
  const [clearedCount, setClearedCount] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const lineIds = 'cart' in state && state.cart ? state.cart.CartInfo.Products.map((line) => line.OrderProductId).join(' ') : null;
  useDocumentTitle(t('cart.title'));
  useEffect(() => {
    void loadCart().catch(() => undefined);
  }, [signedIn]);
  useFocusAfterRemoval(lineIds, table, heading);

  const cart = 'cart' in state ? state.cart : null;
  if (!cart) {
    if (state.status === 'failed') return <div className="page"><p className="alert" role="alert">{t('errors.generic')}</p></div>;
    return <div className="page" aria-busy="true"><h1>{t('cart.title')}</h1><Skeleton height="12rem" /></div>;
  }

  const clear = async () => {
    try {
      toasts.messages((await cartApi.clearOrder()).Messages);
      setClearedCount((count) => count + 1);
    } catch (error) {
      toasts.messages(error instanceof ApiError ? error.messages : []);
    } finally {
      await loadCart().catch(() => undefined);
    }
  };
  const lines = cart.CartInfo.Products;
  const guest = isGuestCart(cart);
  // Spec §5 'Order under minimum': said beside the totals, before the buyer fills in Delivery Details only to be stopped.
  const minimum = profile?.client?.minimumOrderAmount ?? null;
  const underMinimum = !guest && minimum !== null && isUnderMinimumOrderAmount(cart.CartInfo.CartSummary.PriceDetails.subTotal, minimum);
  const empty = guest ? (
    <div className="empty-state">
      <p>{t('cart.empty')}</p>
      <p>{t('cart.guestEmptyHint')}</p>
      <Link to={href(language, 'home')}>{t('checkout.continueShopping')}</Link>
    </div>
  ) : (
    <div className="empty-state">
      <p>{t('cart.empty')}</p>
      <p>{t('cart.emptyHint')}</p>
      <Link to={href(language, 'buyAgain')}>{t('cart.buyAgain')}</Link>
    </div>
  );

  return (
    <div className="page cart-page">
      <h1 ref={heading} tabIndex={-1}>{t('cart.title')}</h1>
      {/* Print View: on paper, whose cart it is and when it was printed (the site's header stays off paper). */}
      {!guest && profile && (
        <p className="cart-page__printed">
          {t('cartTools.printedBy', { date: formatDate(toIsoDate(new Date()), locale), name: `${profile.firstName} ${profile.lastName}`, clientNo: profile.client?.clientNo ?? '' })}
        </p>
      )}
      {guest && (
        <p className="cart-page__guest">
          {t('cart.guestNote')} <Link to={signInHref(language, href(language, 'cart'))}>{t('signIn.guestPrompt')}</Link>
        </p>
      )}
      {!guest && lines.length > 0 && (
        <div className="cart-tools">
          <button type="button" className="button button--secondary" onClick={() => window.print()}>{t('cartTools.printView')}</button>
          {cart.OrderId !== null && <SaveTemplateButton orderId={cart.OrderId} text={t('templates.saveCartText')} />}
          <ClearCartButton onConfirm={clear} />
        </div>
      )}
      {lines.length === 0 ? (
        empty
      ) : (
        <div className="cart-page__layout">
          <div className="cart-table-wrap">
            <table ref={table} className="cart-table stacked-table">
              <caption className="visually-hidden">{t('cart.lines')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cart.product')}</th>
                  <th scope="col">{t('cart.productCode')}</th>
                  {!guest && <th scope="col" className="numeric">{t('cart.unitPrice')}</th>}
                  <th scope="col">{t('quantity.label')}</th>
                  {!guest && <th scope="col" className="numeric">{t('cart.lineTotal')}</th>}
                  <th scope="col"><span className="visually-hidden">{t('common.remove')}</span></th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <CartLineRow key={line.OrderProductId} line={line} locale={locale} clearedCount={clearedCount} toasts={toasts} />
                ))}
              </tbody>
            </table>
          </div>
          {!guest && (
            <aside className="cart-summary" aria-labelledby="cart-summary-title">
              <h2 id="cart-summary-title">{t('cart.summary')}</h2>
              <OrderTotals summary={cart.CartInfo.CartSummary} locale={locale} />
              <p className={underMinimum ? 'alert' : 'visually-hidden'} role="status">{underMinimum && minimum !== null ? t('cart.underMinimumShortfall', { amount: formatMoney(minimum, locale), shortfall: formatMoney(minimumOrderShortfall(cart.CartInfo.CartSummary.PriceDetails.subTotal, minimum), locale) }) : ''}</p>
              <CouponForm applied={cart.CartInfo.PromotionCouponCode} notice={cart.Messages.find((message) => message.Type?.startsWith('cart.coupon'))?.PrimaryMessage} />
              <Link className="button cart-summary__checkout" to={href(language, 'checkout')}>{t('cart.checkout')}</Link>
            </aside>
          )}
        </div>
      )}
    </div>
  );
};
