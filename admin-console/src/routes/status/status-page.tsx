import { useTranslation } from 'react-i18next';
import { useHealth, type Health } from '../../features/health/index.ts';
import { databaseNames, text } from '../../i18n/texts.ts';
import { localeOf } from '../../paths.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatClockTime } from '../../ui/format-when.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import '../../ui/details-list.css';
import './status-page.css';

const HealthDetails = ({ health }: { health: Health }) => {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const ok = health.status === 'ok';
  return (
    <dl className="details-list">
      <dt>{t(text.database)}</dt>
      <dd>
        <span>{t(databaseNames[health.database])}</span> · <span className={ok ? 'status-ok' : 'status-down'}>{t(ok ? text.healthy : text.unavailable)}</span>
      </dd>
      {ok && (
        <>
          <dt>{t(text.migration)}</dt>
          <dd><code>{health.migration ?? t(text.noMigration)}</code></dd>
          <dt>{t(text.products)}</dt>
          <dd>{new Intl.NumberFormat(locale).format(health.products)}</dd>
        </>
      )}
    </dl>
  );
};

export const StatusPage = () => {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const health = useHealth();
  useDocumentTitle(t(text.statusTitle));
  return (
    <div className="page">
      <h1>{t(text.statusTitle)}</h1>
      <section className="panel" aria-busy={health.status === 'loading'}>
        {health.status === 'loading' && (
          <p><span className="skeleton" aria-hidden="true" /> {t('common.loading')}</p>
        )}
        {health.status === 'failed' && <p className="alert" role="alert">{t('errors.generic')}</p>}
        {health.status === 'loaded' && <HealthDetails health={health.health} />}
        {/* Refresh showed the same figures and said nothing: the time of the check changes, and is announced. */}
        <p role="status" className="field-hint">
          {health.status === 'loaded' && t(text.checkedAt, { time: formatClockTime(health.checkedAt, locale) })}
        </p>
        <button type="button" className="button" onClick={health.refresh}>{t(text.refresh)}</button>
      </section>
    </div>
  );
};
