import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../features/api-client/index.ts';

/** What a failed call says to the buyer: the server's own message for a refusal, else the catalogue's generic one. */
export const failureText = (error: unknown, t: TFunction) => (error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : t('errors.generic'));

/** A failed load: its text (failureText) and 'Try again'. */
export const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="alert" role="alert">
      <span>{failureText(error, t)}</span>
      <button type="button" className="button" onClick={onRetry}>{t('common.retry')}</button>
    </div>
  );
};
