import { formatMoney } from '@comptoir/core';
import { recordedExchange, recordedResponse } from '@comptoir/fixtures';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';

const session = vi.hoisted(() => ({ signedIn: false }));
vi.mock('../session/index.ts', () => ({ useSession: () => session }));

const { CartHeaderLink } = await import('./cart-header-link.tsx');
const { loadCart, resetCart } = await import('./cart-store.ts');

const answerCart = (variant: string) => vi.stubGlobal('fetch', vi.fn(async () => recordedResponse('cart.cartDetails', variant)));

afterEach(() => {
  vi.unstubAllGlobals();
  resetCart();
});

it('a guest with an empty cart reads "Panier, 0 article" in French (0 is singular in French), and "Cart, 0 items" in English', async () => {
  session.signedIn = false;
  answerCart('guest-empty-fr');
  renderAt('/fr', <CartHeaderLink />);
  expect(await screen.findByRole('link', { name: 'Panier, 0 article' })).toBeTruthy();
  cleanup();
  resetCart();
  renderAt('/en', <CartHeaderLink />);
  expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeTruthy();
});

it('a guest with two of one product reads "Panier, 2 articles"', async () => {
  session.signedIn = false;
  answerCart('guest-one-line-fr');
  await loadCart();
  renderAt('/fr', <CartHeaderLink />);
  expect(await screen.findByRole('link', { name: 'Panier, 2 articles' })).toBeTruthy();
});

it('a buyer with one item reads "Cart, 1 item" with the subtotal, not "1 items"', async () => {
  session.signedIn = true;
  answerCart('under-minimum-en');
  const cart = recordedExchange('cart.cartDetails', 'under-minimum-en').response.body as { CartInfo: { CartSummary: { PriceDetails: { subTotal: number } } } };
  await loadCart();
  renderAt('/en', <CartHeaderLink />);
  expect(screen.getByRole('link', { name: `Cart, 1 item, ${formatMoney(cart.CartInfo.CartSummary.PriceDetails.subTotal, 'en-CA')}` })).toBeTruthy();
});

it('a buyer with 2,006 items reads the count as the language writes it: "Panier, 2 006 articles" (a no-break space), "Cart, 2,006 items"', async () => {
  session.signedIn = true;
  const body = structuredClone(recordedExchange('cart.cartDetails', 'under-minimum-en').response.body) as { CartInfo: { Products: Array<{ Quantity: number }>; CartSummary: { PriceDetails: { subTotal: number } } } };
  body.CartInfo.Products.forEach((line, index) => (line.Quantity = index === 0 ? 2006 : 0));
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })));
  await loadCart();
  const subtotal = body.CartInfo.CartSummary.PriceDetails.subTotal;
  renderAt('/fr', <CartHeaderLink />);
  expect(screen.getByRole('link', { name: `Panier, 2\u00a0006 articles, ${formatMoney(subtotal, 'fr-CA')}` })).toBeTruthy();
  cleanup();
  renderAt('/en', <CartHeaderLink />);
  expect(screen.getByRole('link', { name: `Cart, 2,006 items, ${formatMoney(subtotal, 'en-CA')}` })).toBeTruthy();
});
