import { formatMessage } from '@comptoir/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';
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
    expect(await screen.findByRole('heading', { level: 1, name: formatMessage('fr-CA', 'home.title') }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en');
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('gives an unprefixed location the English prefix', async () => {
    noCategories();
    renderAt('/no-such-screen', <App />);
    expect(await screen.findByRole('heading', { level: 1, name: formatMessage('en-CA', 'notFound.title') })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fr/no-such-screen');
  });
});
