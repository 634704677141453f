import { useTranslation } from 'react-i18next';
import { ApiError } from '../features/api-client/index.ts';

/** A failed load: the server's own message (or the catalogue's generic one) and 'Try again'. */
export const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  const text = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : t('errors.generic');
  return (
    <div className="alert" role="alert">
      <span>{text}</span>
      <button type="button" className="button" onClick={onRetry}>{t('common.retry')}</button>
    </div>
  );
};
