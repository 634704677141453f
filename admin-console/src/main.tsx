import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app.tsx';
import { createI18n } from './i18n/i18n.ts';
import { basename, languageOfPath, localeOf } from './paths.ts';
import './ui/base.css';

const inside = window.location.pathname.slice(basename.length);
const i18n = createI18n(localeOf(languageOfPath(inside) ?? 'en'));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <BrowserRouter basename={basename}>
        <App />
      </BrowserRouter>
    </I18nextProvider>
  </StrictMode>,
);
