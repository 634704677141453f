import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../features/session/index.ts';
import { useLanguageFromUrl } from '../../i18n/use-language.ts';
import { groupText, text, userText } from '../../i18n/texts.ts';
import { href, languages, localeOf, switchLanguage } from '../../paths.ts';
import { useFocusOnNavigation } from '../../ui/use-focus-on-navigation.ts';
import './admin-layout.css';

export const AdminLayout = () => {
  const language = useLanguageFromUrl();
  const location = useLocation();
  const { t, i18n } = useTranslation();
  const { profile, signOut } = useSession();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <>
      <a className="skip-link" href="#main">{t('nav.skipToContent')}</a>
      <header className="admin-header">
        <div className="admin-header__inner">
          <Link className="admin-header__brand" to={href(language, 'users')}>
            {t(text.consoleName)}
          </Link>
          {profile && (
            <nav className="admin-header__nav" aria-label={t(text.nav)}>
              <NavLink to={href(language, 'users')}>{t(userText.title)}</NavLink>
              <NavLink to={href(language, 'approvalGroups')}>{t(groupText.title)}</NavLink>
              <NavLink to={href(language, 'status')}>{t(text.statusTitle)}</NavLink>
            </nav>
          )}
          {profile && (
            <div className="admin-header__account">
              <span>{t(text.signedInAs, { name: `${profile.firstName} ${profile.lastName}` })}</span>
              <button type="button" className="admin-header__sign-out" onClick={signOut}>{t('nav.signOut')}</button>
            </div>
          )}
          <ul className="admin-header__languages" aria-label={t('account.language')}>
            {languages.map((other) => {
              const locale = localeOf(other);
              const current = other === language;
              // Only the current catalogue is loaded: it names the other language too; pointing at the link fetches the other one.
              const preload = () => void i18n.loadLanguages(locale);
              // Each language is a link, the current one marked so: the link pressed stays the same element, so the keyboard
              // stays on it after the switch (a link replaced by plain text dropped the focus to the page).
              return (
                <li key={other}>
                  <Link to={switchLanguage(location, other)} lang={locale} hrefLang={locale} aria-current={current ? 'true' : undefined} onPointerEnter={current ? undefined : preload} onFocus={current ? undefined : preload}>
                    {t(current ? 'common.languageName' : 'common.otherLanguageName')}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </header>
      <main id="main" tabIndex={-1} ref={main}>
        <Suspense fallback={<div className="page" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
};
