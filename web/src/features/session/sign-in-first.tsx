import { Navigate, useLocation } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { signInHref } from '../../paths.ts';

/** A signed-out visitor of a buyer's page (a bookmarked checkout, an e-mailed order link) signs in, then comes back to it. */
export const SignInFirst = () => {
  const language = useLanguage();
  const location = useLocation();
  return <Navigate to={signInHref(language, `${location.pathname}${location.search}`)} replace />;
};
