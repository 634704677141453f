import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../features/api-client/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href } from '../../paths.ts';
import { LoadError } from '../../ui/load-error.tsx';

/**
 * An order that could not be opened. A 404 (no such order, or not one the buyer may see) or a 400 (a number no order can
 * have, from a mangled link: ?id=99999999999999999999) will not change on a retry: it says so and leads back to the
 * buyer's orders. Network and server failures keep 'Try again'.
 */
export const OrderLoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!(error instanceof ApiError && [400, 404].includes(error.status))) return <LoadError error={error} onRetry={onRetry} />;
  return (
    <div className="alert" role="alert">
      <span>{t('orders.notFound')}</span> <Link to={href(language, 'submittedOrders')}>{t('orderDetails.backToOrders')}</Link>
    </div>
  );
};
