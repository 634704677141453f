import type { AddedProduct, DrawerProduct } from '@comptoir/machines';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLazyActor, type LazyActor } from '../../actors/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import type { DrawerActor, DrawerPage } from './drawer-actor.ts';

const DrawerContext = createContext<LazyActor<DrawerActor> | null>(null);

interface Props extends Pick<DrawerPage, 'clientNo' | 'onCartChanged'> {
  children: ReactNode;
  signedIn: boolean;
  /** The buyer's mergeProductInBasket (spec §4: products listed in the order added). */
  mergeMode: boolean;
  /** Who shops (a buyer id, or 'guest'): another one gets a fresh drawer. */
  shopper: string;
}

/** The added-to-cart drawer's actor (spec §2.1), shared by every add-to-cart button; started by the first add (issue 8). */
export const DrawerProvider = ({ children, signedIn, mergeMode, clientNo, onCartChanged, shopper }: Props) => {
  const navigate = useNavigate();
  const language = useLanguage();
  // Effects are bound once; they read the latest page language, client and cart refresher when they run.
  const page = useRef<DrawerPage>({ navigate, language, clientNo, onCartChanged });
  page.current = { navigate, language, clientNo, onCartChanged };
  const input = useRef({ loggedIn: signedIn, mergeMode });
  input.current = { loggedIn: signedIn, mergeMode };
  const actor = useLazyActor(() => import('./drawer-actor.ts').then(({ createDrawerActor }) => createDrawerActor(page, input.current)), `${shopper}:${signedIn}:${mergeMode}`);
  return <DrawerContext.Provider value={actor}>{children}</DrawerContext.Provider>;
};

export const useDrawerActor = (): LazyActor<DrawerActor> => {
  const actor = useContext(DrawerContext);
  if (!actor) throw new Error('the drawer needs a DrawerProvider above it');
  return actor;
};

/** Opens the drawer on the products just added, found in the refreshed cart (spec §4). */
export const useDrawer = () => {
  const actor = useDrawerActor();
  return useMemo(() => ({ itemsAdded: (added: AddedProduct[], cartProducts: DrawerProduct[]) => actor.send({ type: 'cart.itemsAdded', added, cartProducts }) }), [actor]);
};
