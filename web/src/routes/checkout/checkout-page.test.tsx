import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';

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

afterEach(() => vi.unstubAllGlobals());

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
