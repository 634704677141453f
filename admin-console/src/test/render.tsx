import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach } from 'vitest';
import { messages } from '@comptoir/core';
import { createI18n } from '../i18n/i18n.ts';
import { languageOfPath, localeOf } from '../paths.ts';

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/**
 * Renders a piece of the console at a router URL (inside /admin), with the real catalogue in its language, in a data
 * router as the app's (the forms' guard of unsaved changes needs one); the piece may hold its own <Routes>.
 */
export const renderAt = (url: string, ui: ReactElement): RenderResult => {
  const locale = localeOf(languageOfPath(url) ?? 'en');
  const i18n = createI18n(locale, messages[locale]);
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] })} />
    </I18nextProvider>,
  );
};
