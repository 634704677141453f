import { formatMessage } from '@comptoir/core';
import { recordedResponse } from '@comptoir/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { withModalDialogs } from '../../test/modal-dialog.ts';
import { openStorefront } from '../../test/open-storefront.tsx';
import { forgetRestoredBuyer, jsonAnswer as json, restoreBuyer, restoredBuyerId, restoredProfile } from '../../test/restored-buyer.ts';

const profile = restoredProfile({ logonName: 'buyer-on', firstName: 'Olivia', lastName: 'Chen', cultureCode: 'en-CA' });

/**
 * The api once the buyer's session was ended elsewhere: their first add answers 401 and clears the session's cookies, so
 * the same browser is a guest after it, whose add goes to the guest cart that sign-in merges.
 */
const stubApi = (language: 'en' | 'fr') => {
  const adds: number[] = [];
  let ended = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith(`/svc/buyers/buyers/${restoredBuyerId}?`)) return json(profile);
      if (url.startsWith('/svc/search/Search/keyword')) return recordedResponse('search.keyword', `success-${language}`);
      if (url.startsWith('/api/cart/addtocart')) {
        adds.push(adds.length + 1);
        if (ended) return recordedResponse('cart.addtocart', 'guest-en');
        ended = true;
        const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
        return json({ isSuccess: false, Messages: [{ MessageStatus: 1, MessageType: 4, PrimaryMessage: formatMessage(locale, 'auth.unauthorized'), SecondaryMessages: [], Type: 'auth.unauthorized' }] }, 401);
      }
      if (url.startsWith('/api/cart/cartDetails')) return ended ? recordedResponse('cart.cartDetails', 'guest-one-line-fr') : recordedResponse('cart.cartDetails', 'empty-en');
      return json([]);
    }),
  );
  return adds;
};

withModalDialogs();
beforeEach(() => {
  vi.stubGlobal('scrollTo', () => undefined);
  // The built storefront: there a 401 leaves the buyer on their page (outside production it also signs out, to home).
  vi.stubEnv('PROD', true);
});
afterEach(() => {
  forgetRestoredBuyer();
  vi.unstubAllEnvs();
});

it.each([
  ['en', 'en-CA', 'paper'],
  ['fr', 'fr-CA', 'papier'],
] as const)('a buyer whose session ended who adds to the cart is told so and offered to sign in again; what they added is kept in the guest cart (/%s)', async (language, locale, keyword) => {
  const adds = stubApi(language);
  const text = (key: string, params?: Record<string, string>) => formatMessage(locale, key, params);
  restoreBuyer();
  openStorefront(`/${language}/browse-products/Search?q=${keyword}`);
  const user = userEvent.setup();
  await screen.findByRole('button', { name: text('account.menu', { name: 'Olivia Chen' }) });
  const [add] = await screen.findAllByRole('button', { name: new RegExp(`^${text('cart.addToCart')} — `) });
  await user.click(add as HTMLElement);

  const dialog = await screen.findByRole('dialog', { name: text('signIn.sessionEndedTitle') });
  expect(within(dialog).getByText(text('signIn.sessionEndedText'))).toBeTruthy();
  const signInAgain = within(dialog).getByRole('link', { name: text('signIn.signInAgain') });
  expect(signInAgain.getAttribute('href')).toBe(`/${language}/api/login?returnUrl=${encodeURIComponent(`/${language}/browse-products/Search?q=${keyword}`)}`);
  await waitFor(() => expect(document.activeElement).toBe(signInAgain));
  // The header is a guest's now, and the product was added once more, to the guest cart sign-in merges.
  expect(screen.queryByRole('button', { name: text('account.menu', { name: 'Olivia Chen' }) })).toBeNull();
  await waitFor(() => expect(adds).toHaveLength(2));

  await user.click(within(dialog).getByRole('button', { name: text('signIn.continueAsGuest') }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(add);
  expect(`${window.location.pathname}${window.location.search}`).toBe(`/${language}/browse-products/Search?q=${keyword}`);
});
