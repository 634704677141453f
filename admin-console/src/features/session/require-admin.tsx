import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, RETURN_PARAMETER } from '../../paths.ts';
import { useSession } from './session-provider.tsx';

/** Screens behind sign-in: a visitor goes to the sign-in page, and comes back here once signed in. */
export const RequireAdmin = () => {
  const { signedIn } = useSession();
  const language = useLanguage();
  const location = useLocation();
  if (signedIn) return <Outlet />;
  const back = new URLSearchParams({ [RETURN_PARAMETER]: `${location.pathname}${location.search}` });
  return <Navigate to={`${href(language, 'signIn')}?${back}`} replace />;
};
