import { formatMessage } from '@comptoir/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { openStorefront } from '../../test/open-storefront.tsx';
import { forgetRestoredBuyer, jsonAnswer as json, restoreBuyer, restoredBuyerId, restoredProfile } from '../../test/restored-buyer.ts';

const profile = restoredProfile({ logonName: 'buyer-qc', firstName: 'Geneviève', lastName: 'Gagnon', cultureCode: 'fr-CA', firstPageType: 3 });

afterEach(forgetRestoredBuyer);

it.each([
  ['en', 'en-CA'],
  ['fr', 'fr-CA'],
] as const)('signing out with the keyboard leaves it on the Sign in link that takes the menu’s place (/%s; it fell to the page body)', async (language, locale) => {
  vi.stubGlobal('scrollTo', () => undefined);
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.startsWith(`/svc/buyers/buyers/${restoredBuyerId}?`) ? json(profile) : url.endsWith('/logout') ? json({ isSuccess: true, redirectUrl: `/${language}`, Messages: [] }) : json([]))));
  // A buyer restored from the session cookie, on a page other than home.
  restoreBuyer();
  openStorefront(`/${language}/change-password`);
  const text = (key: string, params?: Record<string, string>) => formatMessage(locale, key, params);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: text('account.menu', { name: 'Geneviève Gagnon' }) }));
  (await screen.findByRole('button', { name: text('nav.signOut') })).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(window.location.pathname).toBe(`/${language}`));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: text('nav.signIn') })));
});
