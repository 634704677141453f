import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import { messages } from '@comptoir/core';
import { createI18n } from '../i18n/i18n.ts';
import { languageOfPath, localeOf } from '../paths.ts';

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** Renders a piece of the storefront at a URL (with its history state, if any), with the real catalogue in that URL's language. */
export const renderAt = (url: string, ui: ReactElement, state?: unknown): RenderResult => {
  const locale = localeOf(languageOfPath(url) ?? 'en');
  const i18n = createI18n(locale, messages[locale]);
  const { pathname, search } = new URL(url, 'http://localhost');
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[{ pathname, search, state }]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
};
