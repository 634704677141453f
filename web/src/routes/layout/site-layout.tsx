import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { CartHeaderLink } from '../../features/cart/index.ts';
import { LanguageSwitch } from '../../features/language-switch/index.ts';
import { AccountMenu, OrderHoldNotice } from '../../features/session/index.ts';
import { useLanguageFromUrl } from '../../i18n/use-language.ts';
import { href } from '../../paths.ts';
import './site-layout.css';

/** The persistent shell: skip link, header with the brand, language switch and sign-in, then the page. */
export const SiteLayout = () => {
  const language = useLanguageFromUrl();
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">{t('nav.skipToContent')}</a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to={href(language, 'home')} className="site-header__logo">
            <span aria-hidden="true" className="site-header__mark">C</span>
            {t('common.appName')}
          </Link>
          <nav className="site-header__nav" aria-label={t('nav.mainMenu')}>
            <LanguageSwitch current={language} />
            <AccountMenu />
            <CartHeaderLink />
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <OrderHoldNotice />
        <Suspense fallback={<div className="page" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
};
