import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { DrawerProvider, LazyAddedToCartDrawer } from '../drawer/index.ts';
import { SessionProvider, useSession } from '../session/index.ts';
import { MessageStatus, MessageType } from '@comptoir/core';
import type { SessionError } from '@comptoir/machines';
import { LazyToaster, ToastsProvider, useToasts } from '../toasts/index.ts';
import { withLaterTexts } from '../../i18n/later-texts.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { loadCart, reloadReadCart, resetCart } from './cart-store.ts';

// The drawer and the toasts load in their own chunks when first needed (lazy-*.tsx; issue 8), the drawer's
// quantity box with the drawer and its later texts (decision 044).
const DrawerQuantity = lazy(withLaterTexts(() => import('./drawer-quantity.tsx').then((m) => ({ default: m.DrawerQuantity }))));
const refreshCart = () => loadCart().then(() => undefined);

/** The cart follows the session (loaded when a buyer signs in, reset when the session ends) and the page's language. */
const CartFollowsSession = ({ children }: { children: ReactNode }) => {
  const { signedIn, profile } = useSession();
  // Reset when a session ends, not on a visitor's first render: that reset came after the header's first read (a child's
  // effect runs first) and threw its answer away, so a visitor's header said 0 items on every page but the cart.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) resetCart();
    wasSignedIn.current = signedIn;
  }, [signedIn]);
  // A switch mid-journey: the header, the drawer and the cart page read the lines again in the new language.
  const language = useLanguage();
  const readIn = useRef(language);
  useEffect(() => {
    if (readIn.current === language) return;
    readIn.current = language;
    void reloadReadCart().catch(() => undefined);
  }, [language]);
  // Back to this tab after the cart changed in another: the header, the cart page and the review show it as it now is.
  useEffect(() => {
    const onShown = () => {
      if (document.visibilityState === 'visible') void reloadReadCart().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onShown);
    return () => document.removeEventListener('visibilitychange', onShown);
  }, []);
  return (
    <DrawerProvider shopper={profile?.buyerId ?? 'guest'} signedIn={signedIn} mergeMode={profile?.mergeProductInBasket ?? false} clientNo={profile?.client?.clientNo ?? ''} onCartChanged={() => void refreshCart().catch(() => undefined)}>
      {children}
      <LazyAddedToCartDrawer renderQuantity={(props) => <DrawerQuantity {...props} />} />
    </DrawerProvider>
  );
};

/**
 * The session tells a refused auto-login link as a danger toast: the api's message (in the page's language) or the
 * catalogue's; and what the guest cart's merge at sign-in did, as the api's own messages.
 */
const ShopperSession = ({ children }: { children: ReactNode }) => {
  const toasts = useToasts();
  const tell = (error: SessionError) =>
    'text' in error ? toasts.messages([{ MessageStatus: MessageStatus.error, MessageType: MessageType.other, PrimaryMessage: error.text }]) : toasts.show(error.code, MessageStatus.error, undefined, true);
  return (
    <SessionProvider loadOrder={refreshCart} tell={tell} showCartMessages={toasts.messages}>
      <CartFollowsSession>{children}</CartFollowsSession>
    </SessionProvider>
  );
};

/** The shopper's session, toasts, cart and added-to-cart drawer, around every storefront screen. */
export const ShopperProviders = ({ children }: { children: ReactNode }) => (
  <ToastsProvider>
    <ShopperSession>{children}</ShopperSession>
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  </ToastsProvider>
);
