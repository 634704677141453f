import { formatMessage } from '@comptoir/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { openStorefront } from '../../test/open-storefront.tsx';

const buyerId = '7a702e0d-c0dc-470a-9842-e7c7f1d5a5a3';
const profile = { buyerId, sessionId: 's', logonName: 'elodie.g', firstName: 'Élodie', lastName: 'Gagnon', cultureCode: 'fr-CA', firstPageType: 3, isApprover: false, mergeProductInBasket: false, showBuyAgainAndPreviouslyPurchased: false, client: null };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fr = (key: string) => formatMessage('fr-CA', key);
const mustChange = () => json({ isSuccess: false, Messages: [{ MessageStatus: 1, MessageType: 4, PrimaryMessage: fr('auth.passwordChangeRequired'), SecondaryMessages: [], Type: 'auth.passwordChangeRequired' }] }, 403);

/**
 * The api as a buyer with a temporary password meets it (decision 032): sign-in sends them to change it, their profile
 * reads, every other call of theirs is refused with 403 auth.passwordChangeRequired until the change is made.
 */
const stubApi = () => {
  let signedIn = false;
  let changed = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/authenticate')) {
        signedIn = true;
        return json({ isSuccess: true, buyerId, sessionId: 's', redirectUrl: '/fr/change-password?reason=temporaryPassword&returnUrl=%2Ffr', messages: [{ primaryMessage: fr('auth.passwordChangeRequired') }], adminUserId: null, passwordChangeRequired: true });
      }
      if (url.startsWith(`/svc/buyers/buyers/${buyerId}?`)) return json(profile);
      if (url.endsWith('/changePassword')) {
        changed = true;
        return json({ isSuccess: true, sessionId: 's2', Messages: [] });
      }
      if (signedIn && !changed && (url.startsWith('/api/cart/') || url.startsWith('/svc/buyers/'))) return mustChange();
      return json([]);
    }),
  );
};

const address = () => `${window.location.pathname}${window.location.search}`;
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

beforeEach(() => vi.stubGlobal('scrollTo', () => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

it('a buyer signing in with a temporary password is sent to change it and told why; a 403 of that kind on another page brings them back; once changed they go on', async () => {
  stubApi();
  openStorefront('/fr/api/login');
  await screen.findByLabelText(fr('signIn.logonName'));
  fill(fr('signIn.logonName'), 'elodie.g');
  fill(fr('signIn.password'), 'Tmp-Password-16c');
  fireEvent.click(await screen.findByRole('button', { name: fr('signIn.submit') }));
  await waitFor(() => expect(address()).toBe('/fr/change-password?reason=temporaryPassword&returnUrl=%2Ffr'));
  expect(await screen.findByText(fr('auth.passwordChangeRequired'))).toBeTruthy();
  // The keyboard and a screen reader are on the page they were sent to, not left on the body.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: fr('account.changePassword') })));

  // The cart first: its refusal is no error screen, but the way back here, to come back to the cart after.
  fireEvent.click(screen.getByRole('link', { name: /panier/i }));
  await waitFor(() => expect(address()).toBe('/fr/change-password?reason=temporaryPassword&returnUrl=%2Ffr%2Fshopping-cart'));
  expect(await screen.findByText(fr('auth.passwordChangeRequired'))).toBeTruthy();

  fill(fr('changePassword.currentPassword'), 'Tmp-Password-16c');
  fill(fr('changePassword.newPassword'), 'Mon-propre-mot-2026');
  fill(fr('changePassword.confirmPassword'), 'Mon-propre-mot-2026');
  fireEvent.click(screen.getByRole('button', { name: fr('account.changePassword') }));
  await waitFor(() => expect(address()).toBe('/fr/shopping-cart'));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: fr('cart.title') })));
});
