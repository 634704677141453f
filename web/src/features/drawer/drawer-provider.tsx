import { addedToCartDrawerMachine, type AddedProduct, type DrawerProduct, type QuantityChange, type RecommendedProduct } from '@comptoir/machines';
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useLanguage } from '../../i18n/use-language.ts';
import { href } from '../../paths.ts';
import { updateDrawerQuantity } from './drawer-api.ts';

export type DrawerActor = ActorRefFrom<typeof addedToCartDrawerMachine>;
const DrawerContext = createContext<DrawerActor | null>(null);

interface Props {
  children: ReactNode;
  signedIn: boolean;
  /** The buyer's mergeProductInBasket (spec §4: products listed in the order added). */
  mergeMode: boolean;
  clientNo: string;
  /** Refreshes the cart after a quantity changed in the drawer. */
  onCartChanged: () => void;
}

/** Spec §4: closing the drawer flushes the quantity changes to analytics — published for the site's tag manager. */
const trackQuantityChanges = (changes: QuantityChange[]) => window.dispatchEvent(new CustomEvent('comptoir:analytics', { detail: { event: 'cartQuantityChanged', changes } }));

/** The added-to-cart drawer's actor (spec §2.1), shared by every add-to-cart button. */
export const DrawerProvider = ({ children, signedIn, mergeMode, clientNo, onCartChanged }: Props) => {
  const navigate = useNavigate();
  const language = useLanguage();
  // Effects are bound once; they read the latest page language, client and cart refresher when they run.
  const latest = useRef({ language, clientNo, onCartChanged });
  latest.current = { language, clientNo, onCartChanged };
  const actor = useActorRef(
    addedToCartDrawerMachine.provide({
      actions: {
        trackQuantityChanges: (_, { changes }) => trackQuantityChanges(changes),
        navigateToCart: () => navigate(href(latest.current.language, 'cart')),
        // Spec §8: a failed quantity update is logged only.
        logUpdateFailure: (_, { orderProductId, error }) => console.warn('drawer quantity update failed', orderProductId, error),
      },
      actors: {
        updateDrawerQuantity: fromPromise(async ({ input }) => {
          const answer = await updateDrawerQuantity({ language: latest.current.language, orderProductId: input.orderProductId, quantity: input.quantity, clientNo: latest.current.clientNo });
          if (answer.isSuccess) latest.current.onCartChanged();
          return answer;
        }),
        // The api has no Recommendations call yet, so the block stays off (recommendationsEnabled: false);
        // should it ever run, spec §8 reads a failure as an empty result.
        fetchRecommendations: fromPromise<RecommendedProduct[], { productCodes: string[] }>(() => Promise.reject(new Error('the api has no recommendations call'))),
      },
    }),
    { input: { loggedIn: signedIn, recommendationsEnabled: false, mergeMode } },
  );
  return <DrawerContext.Provider value={actor}>{children}</DrawerContext.Provider>;
};

export const useDrawerActor = (): DrawerActor => {
  const actor = useContext(DrawerContext);
  if (!actor) throw new Error('the drawer needs a DrawerProvider above it');
  return actor;
};

/** Opens the drawer on the products just added, found in the refreshed cart (spec §4). */
export const useDrawer = () => {
  const actor = useDrawerActor();
  return useMemo(() => ({ itemsAdded: (added: AddedProduct[], cartProducts: DrawerProduct[]) => actor.send({ type: 'cart.itemsAdded', added, cartProducts }) }), [actor]);
};
