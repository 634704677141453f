import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { BrandFooter, BrandLogo } from '../../features/branding/index.ts';
import { CartHeaderLink } from '../../features/cart/index.ts';
import { LanguageSwitch } from '../../features/language-switch/index.ts';
import { AccountMenu, OrderHoldNotice, SessionEnded } from '../../features/session/index.ts';
import { CategoryMenu, HeaderSearch } from '../../features/search/index.ts';
import { ShellParams } from '../../features/shell-params/index.ts';
import { useLanguageFromUrl } from '../../i18n/use-language.ts';
import { useFocusOnNavigation } from '../../ui/use-focus-on-navigation.ts';
import './site-layout.css';

/** The persistent shell: skip link, header with the brand, language switch and sign-in, then the page. */
export const SiteLayout = () => {
  const language = useLanguageFromUrl();
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <>
      <ShellParams />
      <a className="skip-link" href="#main">{t('nav.skipToContent')}</a>
      <header className="site-header">
        <div className="site-header__inner">
          <BrandLogo />
          <HeaderSearch />
          <nav className="site-header__nav" aria-label={t('nav.mainMenu')}>
            <LanguageSwitch current={language} />
            <AccountMenu />
            <CartHeaderLink />
          </nav>
        </div>
        <CategoryMenu />
      </header>
      <main id="main" tabIndex={-1} ref={main}>
        <OrderHoldNotice />
        <SessionEnded />
        <Suspense fallback={<div className="page" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <BrandFooter />
    </>
  );
};
