import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { href, preferredLanguage, routes } from './paths.ts';
import { AdminLayout } from './routes/layout/admin-layout.tsx';

const StatusPage = lazy(() => import('./routes/status/status-page.tsx').then((m) => ({ default: m.StatusPage })));
const NotFoundPage = lazy(() => import('./routes/not-found/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

export const App = () => (
  <Routes>
    {(['en', 'fr'] as const).map((language) => (
      <Route key={language} path={`/${language}`} element={<AdminLayout />}>
        <Route index element={<Navigate to={href(language, 'status')} replace />} />
        <Route path={routes.status} element={<StatusPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    ))}
    <Route path="*" element={<Navigate to={href(preferredLanguage(navigator.languages), 'status')} replace />} />
  </Routes>
);
