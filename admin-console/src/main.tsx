import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, createRoutesFromElements, RouterProvider } from 'react-router-dom';
import { loadConsoleCatalogue } from '@comptoir/core';
import { appRoutes } from './app.tsx';
import { createI18n } from './i18n/i18n.ts';
import { basename, languageOfPath, localeOf } from './paths.ts';
import './ui/base.css';

const inside = window.location.pathname.slice(basename.length);
const locale = localeOf(languageOfPath(inside) ?? 'en');
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Only the catalogue of the page's language is loaded before the first render, as in the storefront.
void loadConsoleCatalogue(locale).then((catalogue) => {
  const router = createBrowserRouter(createRoutesFromElements(appRoutes), { basename });
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={createI18n(locale, catalogue)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
});
