import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminApiError } from './admin-api.ts';

/**
 * A screen whose user or group could not be loaded, with the way back. An address that names none (404, or 400: not
 * an id at all) says so: the generic 'try again later' sent the admin to retry what can never work.
 */
export const LoadFailure = ({ error, back, backLabel }: { error: unknown; back: string; backLabel: string }) => {
  const { t } = useTranslation();
  const missing = error instanceof AdminApiError && (error.status === 404 || error.status === 400);
  return (
    <div className="page">
      <p className="alert" role="alert">{t(missing ? 'errors.notFound' : 'errors.generic')}</p>
      <Link to={back}>{backLabel}</Link>
    </div>
  );
};
