import { messages, type Catalogue } from '@comptoir/core';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../app.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { languageOfPath, localeOf } from '../paths.ts';
import './render.tsx';

/**
 * Opens the whole storefront at an address, as a browser would (the real router on the window's history), in its language:
 * with every text, or with the catalogue main.tsx starts with (loadCatalogue: the first render's texts, decision 044).
 * Returns the i18next instance.
 */
export const openStorefront = (url: string, catalogue?: Catalogue) => {
  window.history.replaceState(null, '', url);
  const locale = localeOf(languageOfPath(new URL(url, 'http://localhost').pathname) ?? 'en');
  const i18n = createI18n(locale, catalogue ?? messages[locale]);
  render(
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </I18nextProvider>,
  );
  return i18n;
};
