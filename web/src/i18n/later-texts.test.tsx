import { formatMessage, loadCatalogue, loadLaterCatalogue, type Locale } from '@comptoir/core';
import { recordedResponse } from '@comptoir/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { href } from '../paths.ts';
import { openStorefront } from '../test/open-storefront.tsx';

afterEach(() => vi.unstubAllGlobals());

/**
 * The page's text shows no key of the later texts (what i18next shows for a text it does not have). Keys go on in
 * lowercase after the group: a sentence ending before the next element's capital ('past orders.' 'Continue') is not one.
 */
const expectNoLaterKey = async () => {
  const groups = Object.keys(await loadLaterCatalogue('en-CA'));
  expect(document.body.textContent).not.toMatch(new RegExp(`\\b(?:${groups.join('|')})\\.[a-z]`));
};

/** A later page's own texts (in the later catalogue), as it shows them in a language. */
const cartShown = async (locale: Locale) => {
  expect(await screen.findByRole('columnheader', { name: formatMessage(locale, 'quantity.label') })).toBeTruthy();
  expect(screen.getByRole('link', { name: formatMessage(locale, 'signIn.guestPrompt') })).toBeTruthy();
};
const signInShown = async (locale: Locale) => {
  expect(await screen.findByRole('heading', { level: 1, name: formatMessage(locale, 'signIn.title') })).toBeTruthy();
  expect(screen.getByLabelText(formatMessage(locale, 'signIn.password'))).toBeTruthy();
};

// React.lazy loads a page's code once per module, as once per page load in a browser: each case enters a page that this
// file has not loaded yet, so each goes through loading the later texts.
it.each([
  { language: 'en', locale: 'en-CA', other: 'fr-CA', otherName: 'Français', page: 'cart', shown: cartShown },
  { language: 'fr', locale: 'fr-CA', other: 'en-CA', otherName: 'English', page: 'signIn', shown: signInShown },
] as const)('decision 044 (/$language): the home page starts without the later texts; the $page page entered from it shows its texts, and again after a switch', async ({ language, locale, other, otherName, page, shown }) => {
  // A guest's cart with a line (contract-tests recording); the storefront's other calls answer empty.
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (new URL(url, 'http://localhost').pathname === '/api/cart/cartDetails' ? recordedResponse('cart.cartDetails', 'guest-one-line-fr') : new Response('[]', { headers: { 'Content-Type': 'application/json' } }))));
  const user = userEvent.setup();
  // As main.tsx starts: the first render's catalogue only.
  const i18n = openStorefront(`/${language}`, await loadCatalogue(locale));
  await screen.findByRole('heading', { level: 1, name: formatMessage(locale, 'home.title') });
  expect(i18n.exists('quantity.label')).toBe(false);
  await expectNoLaterKey();

  const link = await waitFor(() => screen.getAllByRole('link').find((candidate) => candidate.getAttribute('href')?.startsWith(href(language, page))) ?? Promise.reject(new Error(`no link to ${page}`)));
  await user.click(link);
  await shown(locale);
  await expectNoLaterKey();

  await user.click(screen.getByRole('link', { name: otherName }));
  await shown(other);
  expect(document.documentElement.lang).toBe(other);
  await expectNoLaterKey();
});
