import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { hrefWith } from '../../paths.ts';
import { clearCompared, COMPARE_MIN, setCompareReturnTo, useCompared } from './compare-store.ts';
import './compare.css';

/** The bar under a listing once products are ticked: how many, 'Compare now', clear. */
export const CompareTray = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const compared = useCompared();
  const location = useLocation();
  if (compared.length === 0) return null;
  const ready = compared.length >= COMPARE_MIN;
  return (
    <section className="compare-tray" aria-label={t('compare.title')}>
      <p role="status">{t('search.compareSelected', { count: compared.length })}</p>
      {ready ? (
        <Link className="button" onClick={() => setCompareReturnTo(`${location.pathname}${location.search}`)} to={hrefWith(language, 'compare', { codes: compared.map((item) => item.code).join(',') })}>{t('search.compareNow')}</Link>
      ) : (
        <span className="compare-tray__hint">{t('search.compareNeedTwo')}</span>
      )}
      <button type="button" className="link-button" onClick={clearCompared}>{t('search.compareClear')}</button>
    </section>
  );
};
