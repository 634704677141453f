import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../features/api-client/index.ts';
import { loadCart, useCart } from '../../features/cart/index.ts';
import { fetchDeliveryDetails, type DeliveryDetails } from '../../features/checkout/index.ts';
import { SignInFirst, useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href } from '../../paths.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { CheckoutFlow } from './checkout-flow.tsx';
import './checkout-page.css';
import '../../ui/forms.css';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'empty' } | { status: 'ready'; details: DeliveryDetails };

/** Spec §2.2 Checkout (/checkout): Delivery Details, then Review & Confirm. */
export const CheckoutPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { signedIn, profile, orderHold } = useSession();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useDocumentTitle(t('checkout.title'));
  // Asked once the cart is read: a cart read without lines (the order just submitted, come Back to from the confirmation, or
  // none started) has no delivery details, and asking would only get the api's 404.
  const cart = useCart();
  const unread = cart.status === 'empty';
  const [cartKnown, setCartKnown] = useState(false);
  if (!cartKnown && (cart.status === 'ready' || cart.status === 'failed')) setCartKnown(true);
  const emptyCart = cart.status === 'ready' && cart.cart.CartInfo.Products.length === 0;
  useEffect(() => {
    if (signedIn && unread) void loadCart().catch(() => undefined);
  }, [signedIn, unread]);
  // Read again on a language switch (billing options and prompts are named by the api): the flow below keeps what the buyer chose.
  useEffect(() => {
    if (!signedIn || !cartKnown) return;
    if (emptyCart) return setLoad({ status: 'empty' });
    let live = true;
    fetchDeliveryDetails().then(
      (details) => live && setLoad({ status: 'ready', details }),
      // No open order (none started yet, or the last one was just submitted): the api answers 404, which is an empty cart.
      (error: unknown) => live && setLoad({ status: error instanceof ApiError && error.status === 404 ? 'empty' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [signedIn, language, cartKnown, emptyCart]);

  if (!signedIn || !profile) return <SignInFirst />;
  if (load.status === 'failed') return <div className="page"><h1>{t('checkout.title')}</h1><p className="alert" role="alert">{t('errors.generic')}</p></div>;
  if (load.status === 'loading') return <div className="page" aria-busy="true"><h1>{t('checkout.title')}</h1><Skeleton height="16rem" /></div>;
  if (load.status === 'empty' || load.details.CartSummary.PriceDetails.subTotal === 0) {
    return (
      <div className="page">
        <h1>{t('checkout.title')}</h1>
        <p>{t('checkout.emptyCart')}</p>
        <Link to={href(language, 'cart')}>{t('cart.title')}</Link>
      </div>
    );
  }
  const hold = orderHold ? { from: ('from' in orderHold.params ? orderHold.params.from : null) ?? null, until: ('until' in orderHold.params ? orderHold.params.until : null) ?? null } : null;
  return <CheckoutFlow details={load.details} client={profile.client} orderHold={hold} mayManageShipToCards={profile.isAdminFlag === true} buyerId={profile.buyerId} />;
};
