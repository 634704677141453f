import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { languages, localeOf, switchLanguage, type Language } from '../../paths.ts';
import './language-switch.css';

/**
 * "English / Français": each language named in itself, the current one marked; following a link keeps
 * the page and swaps the prefix.
 */
export const LanguageSwitch = ({ current }: { current: Language }) => {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ul className="language-switch" aria-label={t('account.language')}>
      {languages.map((language) => {
        const locale = localeOf(language);
        const name = t('common.languageName', { lng: locale });
        return (
          <li key={language}>
            {language === current ? (
              <span aria-current="true" lang={locale}>{name}</span>
            ) : (
              <Link to={switchLanguage(location, language)} lang={locale} hrefLang={locale}>{name}</Link>
            )}
          </li>
        );
      })}
    </ul>
  );
};
