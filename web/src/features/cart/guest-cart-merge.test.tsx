import { formatMessage, toMessage, type Locale } from '@comptoir/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { openStorefront } from '../../test/open-storefront.tsx';
import { forgetRestoredBuyer, jsonAnswer as json, restoredBuyerId, restoredProfile } from '../../test/restored-buyer.ts';

beforeEach(() => vi.stubGlobal('scrollTo', () => undefined));
afterEach(forgetRestoredBuyer);

it.each([
  ['fr', 'fr-CA'],
  ['en', 'en-CA'],
] as const)('signing in from the guest cart (/%s) shows what the merge did: the lines added and a restricted item removed', async (language, locale: Locale) => {
  // The authentication service's answer after a merge (api: guest-cart.test.ts), its messages in the buyer's language.
  const cartMessages = [toMessage('cart.itemAdded', locale, { productCode: 'KRC15918' }), toMessage('cart.restrictedItemRemoved', locale, { productCode: 'XLB99351' })];
  const profile = restoredProfile({ logonName: 'buyer-qc', firstName: 'Geneviève', lastName: 'Gagnon', cultureCode: locale });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/authenticate')) {
        document.cookie = `BuyerId=${restoredBuyerId}; path=/`;
        return json({ isSuccess: true, buyerId: restoredBuyerId, sessionId: 's', redirectUrl: `/${language}/shopping-cart`, messages: [], adminUserId: null, passwordChangeRequired: false, CartMessages: cartMessages });
      }
      if (url.startsWith(`/svc/buyers/buyers/${restoredBuyerId}?`)) return json(profile);
      return json([]);
    }),
  );
  openStorefront(`/${language}/api/login?returnUrl=%2F${language}%2Fshopping-cart`);
  const text = (key: string) => formatMessage(locale, key);
  fireEvent.change(await screen.findByLabelText(text('signIn.logonName')), { target: { value: 'buyer-qc' } });
  fireEvent.change(screen.getByLabelText(text('signIn.password')), { target: { value: 'Comptoir2026!' } });
  fireEvent.click(screen.getByRole('button', { name: text('signIn.submit') }));
  for (const message of cartMessages) expect(await screen.findByText(message.PrimaryMessage)).toBeTruthy();
});
