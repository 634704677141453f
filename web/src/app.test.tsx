import { formatMessage } from '@comptoir/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';
import { openStorefront } from './test/open-storefront.tsx';
import { renderAt } from './test/render.tsx';

afterEach(() => vi.unstubAllGlobals());
const noCategories = () => vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { headers: { 'Content-Type': 'application/json' } })));

describe('App', () => {
  it('renders the French shell and home page under /fr, with <html lang="fr-CA">', async () => {
    noCategories();
    renderAt('/fr', <App />);
    expect(await screen.findByRole('heading', { level: 1, name: formatMessage('fr-CA', 'home.title') })).toBeTruthy();
    expect(screen.getByRole('link', { name: formatMessage('fr-CA', 'nav.signIn') }).getAttribute('href')).toBe('/fr/api/login');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en');
    expect(document.documentElement.lang).toBe('fr-CA');
    await waitFor(() => expect(document.title).toBe(`${formatMessage('fr-CA', 'home.title')} | Comptoir`));
  });

  it('shows the 404 page for an unknown screen, in the prefix language', async () => {
    noCategories();
    renderAt('/en/no-such-screen', <App />);
    expect(await screen.findByRole('heading', { level: 1, name: formatMessage('en-CA', 'notFound.title') })).toBeTruthy();
    expect(screen.getByRole('link', { name: formatMessage('en-CA', 'notFound.backHome') }).getAttribute('href')).toBe('/en');
    expect(document.documentElement.lang).toBe('en-CA');
  });

  it('switches to French in place, the French catalogue loaded only then (issue 8)', async () => {
    noCategories();
    renderAt('/en', <App />);
    expect(await screen.findByRole('heading', { level: 1, name: formatMessage('en-CA', 'home.title') })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Français' }));
    // The first import of the French catalogue is transformed by vitest, slow on a loaded machine.
    expect(await screen.findByRole('heading', { level: 1, name: formatMessage('fr-CA', 'home.title') })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en');
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it.each([['en-CA', '/en'], ['fr-CA', '/fr']] as const)('%s: following a link puts the keyboard on the new page\'s heading (the first load leaves it alone)', async (locale, prefix) => {
    noCategories();
    const user = userEvent.setup();
    renderAt(`${prefix}/no-such-screen`, <App />);
    await screen.findByRole('heading', { level: 1, name: formatMessage(locale, 'notFound.title') });
    expect(document.activeElement).toBe(document.body);
    screen.getByRole('link', { name: formatMessage(locale, 'notFound.backHome') }).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: formatMessage(locale, 'home.title') });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('a page that never shows a heading (its product failed to load) gives the keyboard to the main landmark', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('/menu/') ? new Response('[]', { headers: { 'Content-Type': 'application/json' } }) : new Response('{}', { status: 503 }))));
    openStorefront('/en/no-such-screen');
    await screen.findByRole('heading', { level: 1, name: formatMessage('en-CA', 'notFound.title') });
    // Back to a product page from the browser's history: a client-side route change too.
    window.history.pushState(null, '', '/en/product-detail/product?code=HP-64XL');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('gives an unprefixed location the English prefix', async () => {
    noCategories();
    renderAt('/no-such-screen', <App />);
    expect(await screen.findByRole('heading', { level: 1, name: formatMessage('en-CA', 'notFound.title') })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fr/no-such-screen');
  });

  it('shows an address with its language in capitals in that language, under its own prefix (/FR was English)', async () => {
    noCategories();
    renderAt('/FR?q=1', <App />);
    expect(await screen.findByRole('heading', { level: 1, name: formatMessage('fr-CA', 'home.title') })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en?q=1');
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it.each([
    ['/fr/orders/reorder?ewayorderno=EW4100202', '/fr/api/login', '/fr/orders/submitted?ewayorderno=EW4100202'],
    ['/en/orders/reorder?id=1201', '/en/api/login', '/en/orders/submitted?id=1201'],
    ['/en/orders/reorder', '/en/orders/summaries/1', null],
  ] as const)('spec §2.2 Reorder (%s) leads to where an order is reordered: its details, else the submitted orders, not the 404 page', async (url, pathname, returnUrl) => {
    noCategories();
    openStorefront(url);
    await waitFor(() => expect(window.location.pathname).toBe(pathname));
    expect(new URLSearchParams(window.location.search).get('returnUrl')).toBe(returnUrl);
    expect(screen.queryByRole('heading', { level: 1, name: /not found|introuvable/i })).toBeNull();
  });
});
