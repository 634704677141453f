import { useSyncExternalStore } from 'react';
import { fetchCartDetails, type CartDetails } from './cart-api.ts';

export type CartState =
  | { status: 'empty' }
  | { status: 'loading'; cart: CartDetails | null }
  | { status: 'ready'; cart: CartDetails; updatedAt: number }
  | { status: 'failed'; cart: CartDetails | null };

let state: CartState = { status: 'empty' };
const listeners = new Set<() => void>();
const set = (next: CartState) => {
  state = next;
  listeners.forEach((listener) => listener());
};
const cartOf = (current: CartState) => ('cart' in current ? current.cart : null);

let latest = 0;

/**
 * Loads the buyer's open order (the cart) and tells every reader (header count, drawer, cart page).
 * Spec §4 'Cart refresh: triggered by a cart update timestamp' — each load stamps the state; when loads
 * overlap, only the last one asked for is kept (it saw every change before it).
 */
export const loadCart = async (): Promise<CartDetails> => {
  const ticket = ++latest;
  set({ status: 'loading', cart: cartOf(state) });
  try {
    const cart = await fetchCartDetails();
    if (ticket === latest) set({ status: 'ready', cart, updatedAt: Date.now() });
    return cart;
  } catch (error) {
    if (ticket === latest) set({ status: 'failed', cart: cartOf(state) });
    throw error;
  }
};

/** Reloads a cart that was read: its product names come in the page's language, so a language switch asks again. */
export const reloadReadCart = async (): Promise<void> => {
  if (state.status !== 'empty') await loadCart();
};

/** Spec §4 'Clearing the cart resets cart state' — also on sign-out. */
export const resetCart = () => {
  latest += 1;
  set({ status: 'empty' });
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useCart = (): CartState => useSyncExternalStore(subscribe, () => state, () => state);
