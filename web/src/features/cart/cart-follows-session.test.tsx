import { recordedResponse } from '@comptoir/fixtures';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { openStorefront } from '../../test/open-storefront.tsx';
import { jsonAnswer } from '../../test/restored-buyer.ts';
import { resetCart } from './cart-store.ts';

beforeEach(() => vi.stubGlobal('scrollTo', () => undefined));
afterEach(() => {
  // Unmounted first: a header still mounted would read the reset cart again, from no api.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetCart();
});

/** The tab comes back to the front (the buyer returns from another tab or window). */
const shown = (state: 'visible' | 'hidden') =>
  act(() => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
    document.dispatchEvent(new Event('visibilitychange'));
  });

it.each(['/fr', '/fr/compare-products', '/fr/browse-products/Category?q=paper'])('a visitor with a cart opening %s reads its count in the header, not 0', async (url) => {
  vi.stubGlobal('fetch', vi.fn(async (asked: string) => (asked.startsWith('/api/cart/cartDetails') ? recordedResponse('cart.cartDetails', 'guest-one-line-fr') : jsonAnswer([]))));
  openStorefront(url);
  expect(await screen.findByRole('link', { name: 'Panier, 2 articles' })).toBeTruthy();
});

it('a cart changed in another tab is read again when this tab is shown again: the header counts what the cart now holds', async () => {
  let variant = 'guest-empty-fr';
  const cartReads = vi.fn();
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    if (!url.startsWith('/api/cart/cartDetails')) return jsonAnswer([]);
    cartReads();
    return recordedResponse('cart.cartDetails', variant);
  }));
  openStorefront('/fr/compare-products');
  expect(await screen.findByRole('link', { name: 'Panier, 0 article' })).toBeTruthy();
  expect(cartReads).toHaveBeenCalledTimes(1);
  // Another tab adds two of a product; hiding this one asks nothing.
  variant = 'guest-one-line-fr';
  const readsBefore = cartReads.mock.calls.length;
  await shown('hidden');
  expect(cartReads).toHaveBeenCalledTimes(readsBefore);
  await shown('visible');
  expect(await screen.findByRole('link', { name: 'Panier, 2 articles' })).toBeTruthy();
});
