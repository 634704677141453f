import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { languages, localeOf, switchLanguage, type Language } from '../../paths.ts';
import './language-switch.css';

/**
 * "English / Français": each language named in itself, the current one marked; following a link keeps
 * the page and swaps the prefix. Only the current language's catalogue is loaded (issue 8), so the
 * other language's name comes from it too, and pointing at the link fetches the other catalogue so
 * the switch is instant.
 */
export const LanguageSwitch = ({ current }: { current: Language }) => {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <ul className="language-switch" aria-label={t('account.language')}>
      {languages.map((language) => {
        const locale = localeOf(language);
        const preload = () => void i18n.loadLanguages(locale);
        return (
          <li key={language}>
            {language === current ? (
              <span aria-current="true" lang={locale}>{t('common.languageName')}</span>
            ) : (
              // The page's history state goes along: the same page in the other language says the same thing.
              <Link to={switchLanguage(location, language)} state={location.state} lang={locale} hrefLang={locale} onPointerEnter={preload} onFocus={preload}>
                {t('common.otherLanguageName')}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
};
