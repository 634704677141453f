import { formatMessage } from '@comptoir/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { openStorefront } from '../../test/open-storefront.tsx';

const buyerId = '7a702e0d-c0dc-470a-9842-e7c7f1d5a5a3';
const profile = { buyerId, sessionId: 's', logonName: 'buyer-qc', firstName: 'Geneviève', lastName: 'Gagnon', cultureCode: 'fr-CA', firstPageType: 3, isApprover: false, mergeProductInBasket: false, showBuyAgainAndPreviouslyPurchased: false, client: null };
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'BuyerId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

it.each([
  ['en', 'en-CA'],
  ['fr', 'fr-CA'],
] as const)('signing out with the keyboard leaves it on the Sign in link that takes the menu’s place (/%s; it fell to the page body)', async (language, locale) => {
  vi.stubGlobal('scrollTo', () => undefined);
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.startsWith(`/svc/buyers/buyers/${buyerId}?`) ? json(profile) : url.endsWith('/logout') ? json({ isSuccess: true, redirectUrl: `/${language}`, Messages: [] }) : json([]))));
  // A buyer restored from the session cookie, on a page other than home.
  document.cookie = `BuyerId=${buyerId}; path=/`;
  openStorefront(`/${language}/change-password`);
  const text = (key: string, params?: Record<string, string>) => formatMessage(locale, key, params);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: text('account.menu', { name: 'Geneviève Gagnon' }) }));
  (await screen.findByRole('button', { name: text('nav.signOut') })).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(window.location.pathname).toBe(`/${language}`));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: text('nav.signIn') })));
});
