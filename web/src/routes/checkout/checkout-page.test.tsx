import { formatMessage } from '@comptoir/core';
import { recordedResponse } from '@comptoir/fixtures';
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { loadCart } from '../../features/cart/index.ts';
import { renderAt } from '../../test/render.tsx';
import { answerCheckout, endCheckoutTest } from '../../testing/checkout-answers.ts';

vi.mock('../../features/session/index.ts', () => ({
  useSession: () => ({ signedIn: true, profile: { firstName: 'Geneviève', client: {} }, orderHold: null }),
  SignInFirst: () => null,
}));

const { CheckoutPage } = await import('./checkout-page.tsx');

/** The api's answer to a buyer without an open order: 404 with its not-found message. */
const noOpenOrder = () =>
  new Response(JSON.stringify({ isSuccess: false, Messages: [{ MessageStatus: 1, MessageType: 4, PrimaryMessage: 'Introuvable.', SecondaryMessages: [], Type: 'errors.notFound' }] }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(endCheckoutTest);

it('a buyer with no open order (none started, or the last one just submitted) is told the cart is empty and led to it, not that something went wrong', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => noOpenOrder()));
  renderAt('/fr/checkout', <CheckoutPage />);
  expect(await screen.findByText('Votre panier est vide : il n’y a rien à commander.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Panier' }).getAttribute('href')).toBe('/fr/shopping-cart');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('a server failure still says something went wrong', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } })));
  renderAt('/fr/checkout', <CheckoutPage />);
  expect((await screen.findByRole('alert')).textContent).toBe("Quelque chose s'est mal passé. Merci d'essayer plus tard.");
});

it.each([
  ['en', 'en-CA'],
  ['fr', 'fr-CA'],
] as const)('/%s: Back to checkout once the order is submitted: the cart was read without lines, so the page says it is empty and asks no delivery details (the api answered 404, logged by the browser)', async (language, locale) => {
  const sent = answerCheckout({ cartDetails: () => recordedResponse('cart.cartDetails', 'empty-en'), deliveryDetails: noOpenOrder });
  await loadCart();
  renderAt(`/${language}/checkout`, <CheckoutPage />);
  // Testing Library reads the page's no-break spaces as spaces.
  expect(await screen.findByText(formatMessage(locale, 'checkout.emptyCart').replace(/\s/g, ' '))).toBeTruthy();
  expect(screen.getByRole('link', { name: formatMessage(locale, 'cart.title') }).getAttribute('href')).toBe(`/${language}/shopping-cart`);
  expect(sent.map(({ call }) => call)).toEqual(['cartDetails']);
});

it('a cart being read (the one just submitted, read again) is waited for: a cart with lines then gets its delivery details', async () => {
  const sent = answerCheckout();
  const reading = loadCart();
  renderAt('/en/checkout', <CheckoutPage />);
  await reading;
  expect(await screen.findByRole('heading', { level: 2, name: formatMessage('en-CA', 'checkout.deliveryDetails') })).toBeTruthy();
  expect(sent.map(({ call }) => call)).toEqual(['cartDetails', 'deliveryDetails']);
});
