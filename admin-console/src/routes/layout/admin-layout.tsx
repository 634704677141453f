import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../features/session/index.ts';
import { useLanguageFromUrl } from '../../i18n/use-language.ts';
import { groupText, text, userText } from '../../i18n/texts.ts';
import { currentSection, href, languages, localeOf, routes, switchLanguage, type RouteName } from '../../paths.ts';
import { useFocusOnNavigation } from '../../ui/use-focus-on-navigation.ts';
import { SignOutButton } from './sign-out-button.tsx';
import './admin-layout.css';

/** The menu's sections, each with the screens it holds: a user's page is in Manage users, though its path is not under it. */
const sections = [
  { route: 'users', label: userText.title, screens: [routes.users, 'manage-users/'] },
  { route: 'approvalGroups', label: groupText.title, screens: [routes.approvalGroups] },
  { route: 'status', label: text.statusTitle, screens: [routes.status] },
] as const satisfies ReadonlyArray<{ route: RouteName; label: string; screens: readonly string[] }>;

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
              {sections.map(({ route, label, screens }) => (
                <Link key={route} to={href(language, route)} aria-current={currentSection(location.pathname, route, screens)}>{t(label)}</Link>
              ))}
            </nav>
          )}
          {profile && (
            <div className="admin-header__account">
              <span>{t(text.signedInAs, { name: `${profile.firstName} ${profile.lastName}` })}</span>
              <SignOutButton onSignOut={signOut} />
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
