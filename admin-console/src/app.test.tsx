import { formatMessage, messages } from '@comptoir/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, createRoutesFromElements, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from './app.tsx';
import { createI18n } from './i18n/i18n.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The console's own routes at an address, signed out (GET /admin-api/me answers 401). */
const open = (url: string) => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ isSuccess: false, Messages: [] }), { status: 401, headers: { 'Content-Type': 'application/json' } })));
  const router = createMemoryRouter(createRoutesFromElements(appRoutes), { initialEntries: [url] });
  render(
    <I18nextProvider i18n={createI18n('en-CA', messages['en-CA'])}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
};

describe('an address whose language is typed in capitals', { timeout: 20_000 }, () => {
  it('goes to the same screen under the language’s own prefix, in that language (it showed the French screens in English)', async () => {
    const router = open('/FR/user-management?search=zo%C3%AB');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/sign-in'), { timeout: 10_000 });
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/fr/user-management?search=zo%C3%AB');
    expect(await screen.findByRole('heading', { level: 1, name: formatMessage('fr-CA', 'admin.signIn.title') }, { timeout: 10_000 })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('keeps a screen with no language of the console going to the users in the browser’s language', async () => {
    const router = open('/de/user-management');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/sign-in'), { timeout: 10_000 });
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/en/user-management');
  });
});
