import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { laterTexts } from '../../i18n/later-texts.ts';
import { languages, localeOf, switchLanguage, type Language } from '../../paths.ts';
import './language-switch.css';

/**
 * Set when the switch is followed with the keyboard's focus on it: the same page in the other language
 * puts the focus back on the switch (its link now names the language just left), instead of losing it
 * to the page body with the link that had it. Kept outside the component in case the header remounts.
 */
let refocusAfterSwitch = false;

/**
 * "English / Français": each language named in itself, the current one marked; following a link keeps
 * the page and swaps the prefix. Only the current language's catalogue is loaded (issue 8), so the
 * other language's name comes from it too, and pointing at the link fetches the other catalogue (and its later
 * texts, on a page that has them: decision 044) so the switch is instant.
 */
export const LanguageSwitch = ({ current }: { current: Language }) => {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const other = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!refocusAfterSwitch) return;
    refocusAfterSwitch = false;
    other.current?.focus();
  }, [current]);
  return (
    <ul className="language-switch" aria-label={t('account.language')}>
      {languages.map((language) => {
        const locale = localeOf(language);
        const preload = () => {
          void i18n.loadLanguages(locale);
          laterTexts().prefetch(locale);
        };
        return (
          <li key={language}>
            {language === current ? (
              <span aria-current="true" lang={locale}>{t('common.languageName')}</span>
            ) : (
              // The page's history state goes along: the same page in the other language says the same thing.
              <Link
                ref={other}
                to={switchLanguage(location, language)}
                state={location.state}
                lang={locale}
                hrefLang={locale}
                onPointerEnter={preload}
                onFocus={preload}
                onClick={(event) => {
                  refocusAfterSwitch = document.activeElement === event.currentTarget;
                }}
              >
                {t('common.otherLanguageName')}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
};
