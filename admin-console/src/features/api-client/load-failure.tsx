import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminApiError } from './admin-api.ts';

/** An address that names no user or group: 404, or 400 (not an id at all, another client's id is 404). */
const isMissing = (error: unknown): boolean => error instanceof AdminApiError && (error.status === 404 || error.status === 400);

/** The screen's title once its user or group could not be loaded: not found says so (the tab said 'User details'). */
export const loadFailureTitle = (error: unknown, title: string, t: TFunction): string => (isMissing(error) ? t('notFound.title') : title);

/**
 * A screen whose user or group could not be loaded, with the way back. An address that names none says so: the
 * generic 'try again later' sent the admin to retry what can never work. Its h1 is where the keyboard and a screen
 * reader land, as on every other screen (it had none: the focus fell back to the whole main area).
 */
export const LoadFailure = ({ error, title, back, backLabel }: { error: unknown; title: string; back: string; backLabel: string }) => {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1>{loadFailureTitle(error, title, t)}</h1>
      <p className="alert" role="alert">{t(isMissing(error) ? 'errors.notFound' : 'errors.generic')}</p>
      <Link to={back}>{backLabel}</Link>
    </div>
  );
};
