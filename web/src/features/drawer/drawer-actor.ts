import { addedToCartDrawerMachine, type QuantityChange, type RecommendedProduct } from '@comptoir/machines';
import { createActor, fromPromise } from 'xstate';
import { href, type Language } from '../../paths.ts';
import { updateDrawerQuantity } from './drawer-api.ts';

/** What the drawer's effects need from the page, read when they run. */
export interface DrawerPage {
  readonly navigate: (to: string) => void;
  readonly language: Language;
  readonly clientNo: string;
  /** Refreshes the cart after a quantity changed in the drawer. */
  readonly onCartChanged: () => void;
}

export interface DrawerInput {
  loggedIn: boolean;
  /** The buyer's mergeProductInBasket (spec §4: products listed in the order added). */
  mergeMode: boolean;
}

/** Spec §4: closing the drawer flushes the quantity changes to analytics — published for the site's tag manager. */
const trackQuantityChanges = (changes: QuantityChange[]) => window.dispatchEvent(new CustomEvent('comptoir:analytics', { detail: { event: 'cartQuantityChanged', changes } }));

/** The added-to-cart drawer's actor (spec §2.1). Its own chunk, loaded with the first add to cart. */
export const createDrawerActor = (page: { readonly current: DrawerPage }, { loggedIn, mergeMode }: DrawerInput) =>
  createActor(
    addedToCartDrawerMachine.provide({
      actions: {
        trackQuantityChanges: (_, { changes }) => trackQuantityChanges(changes),
        navigateToCart: () => page.current.navigate(href(page.current.language, 'cart')),
        // Spec §8: a failed quantity update is logged only.
        logUpdateFailure: (_, { orderProductId, error }) => console.warn('drawer quantity update failed', orderProductId, error),
      },
      actors: {
        updateDrawerQuantity: fromPromise(async ({ input }) => {
          const answer = await updateDrawerQuantity({ language: page.current.language, orderProductId: input.orderProductId, quantity: input.quantity, clientNo: page.current.clientNo });
          if (answer.isSuccess) page.current.onCartChanged();
          return answer;
        }),
        // The api has no Recommendations call yet, so the block stays off (recommendationsEnabled: false);
        // should it ever run, spec §8 reads a failure as an empty result.
        fetchRecommendations: fromPromise<RecommendedProduct[], { productCodes: string[] }>(() => Promise.reject(new Error('the api has no recommendations call'))),
      },
    }),
    { input: { loggedIn, recommendationsEnabled: false, mergeMode } },
  );

export type DrawerActor = ReturnType<typeof createDrawerActor>;
