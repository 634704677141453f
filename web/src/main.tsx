import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { loadCatalogue } from '@comptoir/core';
import { App } from './app.tsx';
import { createI18n } from './i18n/i18n.ts';
import { languageOfPath, localeOf } from './paths.ts';
import { reloadWhenSessionChanged } from './features/session/index.ts';
import { reloadForNewVersion } from './reload-for-new-version.ts';
import './ui/base.css';

reloadForNewVersion();
reloadWhenSessionChanged();

const locale = localeOf(languageOfPath(window.location.pathname) ?? 'en');
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Only the catalogue of the page's language is loaded before the first render (issue 8: performance budget).
void loadCatalogue(locale).then((catalogue) =>
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={createI18n(locale, catalogue)}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>,
  ),
);
