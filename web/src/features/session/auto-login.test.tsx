import { formatMessage } from '@comptoir/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStorefront } from '../../test/open-storefront.tsx';

const buyerId = '7a702e0d-c0dc-470a-9842-e7c7f1d5a5a3';
const previousId = '0f1c2d3e-4b5a-4697-8877-665544332211';
const profileOf = (id: string, firstName: string) => ({ buyerId: id, sessionId: 's', logonName: firstName.toLowerCase(), firstName, lastName: 'Gagnon', cultureCode: 'fr-CA', firstPageType: 3, isApprover: false, mergeProductInBasket: false, showBuyAgainAndPreviouslyPurchased: false, client: null });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refusal = (text: string) => json({ isSuccess: false, buyerId: null, sessionId: null, redirectUrl: null, adminUserId: null, messages: [{ primaryMessage: text }], Messages: [{ MessageStatus: 1, MessageType: 4, PrimaryMessage: text }] }, 401);

/** The api as the storefront sees it: authenticate answers as told; the buyers' profiles; everything else empty. */
const stubApi = (authenticate: () => Response | Promise<Response>) => {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/authenticate')) return authenticate();
      if (url.startsWith(`/svc/buyers/buyers/${buyerId}`)) return json(profileOf(buyerId, 'Geneviève'));
      if (url.startsWith(`/svc/buyers/buyers/${previousId}`)) return json(profileOf(previousId, 'Sarah'));
      if (url.endsWith('/logout')) return json({ isSuccess: true, Messages: [] });
      return json([]);
    }),
  );
  return calls;
};

/** The toaster's alert region once it says the text (it is there, empty, from the start). */
const alertSaying = (text: string) => waitFor(() => expect(screen.getByRole('alert').textContent).toContain(text));
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
const fr = (key: string) => formatMessage('fr-CA', key);

// Persistent toasts scroll the page to the top (spec §4), which jsdom does not do.
beforeEach(() => vi.stubGlobal('scrollTo', () => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'BuyerId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.sessionStorage.clear();
});

describe('auto-login links (spec §2.2 login-by-ids)', () => {
  it('signs in through authenticate with the link’s ids, whatever their case; the address loses them at once; the buyer lands on their first page', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubApi(() => new Promise((resolve) => (answer = resolve)));
    openStorefront(`/fr/?page=2&BuyerID=${buyerId}&sessionId=handoff-token&POSTALCODE=H2X%201Y4`);
    // Before the api answers, the token has already left the address bar.
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/authenticate'))).toBe(true));
    expect(address()).toBe('/fr/?page=2');
    answer(json({ isSuccess: true, buyerId, sessionId: 'new', redirectUrl: '/fr/shopping-cart', messages: [], adminUserId: null }));
    await waitFor(() => expect(address()).toBe('/fr/shopping-cart'));
    expect(calls.find((call) => call.url.endsWith('/authenticate'))?.body).toEqual({ BuyerId: buyerId, SessionId: 'handoff-token', PostalCode: 'H2X 1Y4' });
    expect(await screen.findByRole('button', { name: formatMessage('fr-CA', 'account.menu', { name: 'Geneviève Gagnon' }) })).toBeTruthy();
    expect(document.cookie).not.toContain('handoff-token');
  });

  it('a link that names a page lands on it, without the parameters', async () => {
    stubApi(() => json({ isSuccess: true, buyerId, sessionId: 'new', redirectUrl: '/fr/shopping-cart', messages: [], adminUserId: null }));
    openStorefront(`/fr/orders/summaries/1?buyerId=${buyerId}&sessionId=handoff-token#recent`);
    expect(await screen.findByRole('button', { name: formatMessage('fr-CA', 'account.menu', { name: 'Geneviève Gagnon' }) })).toBeTruthy();
    expect(address()).toBe('/fr/orders/summaries/1#recent');
  });

  it('a link opened while someone else is signed in replaces them; the cart read is the link’s buyer’s, never the previous one’s', async () => {
    document.cookie = `BuyerId=${previousId}; path=/`;
    const calls = stubApi(() => json({ isSuccess: true, buyerId, sessionId: 'new', redirectUrl: '/fr', messages: [], adminUserId: null }));
    openStorefront(`/fr/?buyerId=${buyerId}&sessionId=handoff-token`);
    expect(await screen.findByRole('button', { name: formatMessage('fr-CA', 'account.menu', { name: 'Geneviève Gagnon' }) })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/cart/cartDetails'))).toBe(true));
    const urls = calls.map((call) => call.url.replace(/\?.*/, ''));
    expect(urls.indexOf('/api/cart/cartDetails')).toBeGreaterThan(urls.indexOf('/svc/auth/api/buyer/authenticate'));
    expect(urls).not.toContain('/svc/auth/api/buyer/logout');
  });

  it("a spent or expired link leaves the visitor signed out on the page, with the api's refusal as an alert", async () => {
    stubApi(() => refusal('Impossible d’authentifier l’utilisateur.'));
    openStorefront(`/fr/?buyerId=${buyerId}&sessionId=spent-token&postalCode=H2X1Y4`);
    await alertSaying('Impossible d’authentifier l’utilisateur.');
    expect(address()).toBe('/fr/');
    expect(screen.getByRole('link', { name: fr('nav.signIn') })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: fr('home.title') })).toBeTruthy();
  });

  it('a refused link opened while someone else is signed in ends their session too: nobody stays signed in', async () => {
    document.cookie = `BuyerId=${previousId}; path=/`;
    const calls = stubApi(() => refusal('Impossible d’authentifier l’utilisateur.'));
    openStorefront(`/fr/?buyerId=${buyerId}&sessionId=spent-token`);
    await alertSaying('Impossible d’authentifier l’utilisateur.');
    expect(screen.getByRole('link', { name: fr('nav.signIn') })).toBeTruthy();
    expect(calls.map((call) => call.url.replace(/\?.*/, ''))).toEqual(expect.arrayContaining([`/svc/buyers/buyers/${previousId}`, '/svc/auth/api/buyer/authenticate', '/svc/auth/api/buyer/logout']));
    expect(document.cookie).not.toContain('BuyerId=');
  });

  it('a network failure is told in the page’s language', async () => {
    stubApi(() => {
      throw new TypeError('offline');
    });
    openStorefront(`/fr/?buyerId=${buyerId}&sessionId=token`);
    await alertSaying(fr('auth.authenticationFailed'));
    expect(address()).toBe('/fr/');
  });
});
