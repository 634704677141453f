import { lazy } from 'react';
import { Navigate, Outlet, Route, useLocation } from 'react-router-dom';
import { RequireAdmin, SessionProvider } from './features/session/index.ts';
import { href, pathWithoutLanguage, routes } from './paths.ts';
import { AdminLayout } from './routes/layout/admin-layout.tsx';

const StatusPage = lazy(() => import('./routes/status/status-page.tsx').then((m) => ({ default: m.StatusPage })));
const NotFoundPage = lazy(() => import('./routes/not-found/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const SignInPage = lazy(() => import('./routes/sign-in/sign-in-page.tsx').then((m) => ({ default: m.SignInPage })));
const UsersPage = lazy(() => import('./routes/users/users-page.tsx').then((m) => ({ default: m.UsersPage })));
const UserDetailsPage = lazy(() => import('./routes/users/user-details-page.tsx').then((m) => ({ default: m.UserDetailsPage })));
const UserFormPage = lazy(() => import('./routes/users/user-form-page.tsx').then((m) => ({ default: m.UserFormPage })));
const ApprovalGroupsPage = lazy(() => import('./routes/approval-groups/approval-groups-page.tsx').then((m) => ({ default: m.ApprovalGroupsPage })));
const ApprovalGroupDetailsPage = lazy(() => import('./routes/approval-groups/approval-group-details-page.tsx').then((m) => ({ default: m.ApprovalGroupDetailsPage })));
const ApprovalGroupFormPage = lazy(() => import('./routes/approval-groups/approval-group-form-page.tsx').then((m) => ({ default: m.ApprovalGroupFormPage })));

const ToLanguage = () => <Navigate to={pathWithoutLanguage(useLocation(), navigator.languages)} replace />;

/**
 * The console's screens, for a data router (createBrowserRouter): the forms can then hold a move away from their unsaved
 * changes (useBlocker), which the browser's Back included, until the admin says whether to leave.
 */
export const appRoutes = (
  <Route element={<SessionProvider><Outlet /></SessionProvider>}>
    {(['en', 'fr'] as const).map((language) => (
      // Case-sensitive: the router matched '/FR/…' to the French screens, which read their language from the address as none and showed English.
      <Route key={language} path={`/${language}`} caseSensitive element={<AdminLayout />}>
        <Route index element={<Navigate to={href(language, 'users')} replace />} />
        <Route path={routes.status} element={<StatusPage />} />
        <Route path={routes.signIn} element={<SignInPage />} />
        <Route element={<RequireAdmin />}>
          <Route path={routes.users} element={<UsersPage />} />
          <Route path={routes.createUser} element={<UserFormPage mode="create" />} />
          <Route path={routes.viewUser} element={<UserDetailsPage />} />
          <Route path={routes.deleteUser} element={<UserDetailsPage asking="delete" />} />
          <Route path={routes.resetPassword} element={<UserDetailsPage asking="resetPassword" />} />
          <Route path={routes.editUser} element={<UserFormPage mode="edit" />} />
          <Route path={routes.copyUser} element={<UserFormPage mode="copy" />} />
          <Route path={routes.approvalGroups} element={<ApprovalGroupsPage />} />
          <Route path={routes.createApprovalGroup} element={<ApprovalGroupFormPage mode="create" />} />
          <Route path={routes.viewApprovalGroup} element={<ApprovalGroupDetailsPage />} />
          <Route path={routes.editApprovalGroup} element={<ApprovalGroupFormPage mode="edit" />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    ))}
    <Route path="*" element={<ToLanguage />} />
  </Route>
);
