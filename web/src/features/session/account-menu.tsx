import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { withLaterTexts } from '../../i18n/later-texts.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href } from '../../paths.ts';
import { useSession } from './use-session.ts';
import './account-menu.css';

const loadList = withLaterTexts(() => import('./account-menu-list.tsx'));
const AccountMenuList = lazy(() => loadList().then((m) => ({ default: m.AccountMenuList })));

/**
 * The header's account menu: sign-in link for guests; for buyers a disclosure with their pages and sign-out (its items
 * in account-menu-list.tsx, fetched when the button is pointed at or reached).
 */
export const AccountMenu = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  // The address the menu was opened at (null: closed). Following a link shows the new address at once, but the
  // router's location only once the next screen's code has loaded (navigations are transitions): a menu opened in
  // between belongs to the new page, so the page arriving must not close it; leaving that page does.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt !== null;
  const close = useCallback(() => setOpenedAt(null), []);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const signInLink = useRef<HTMLAnchorElement>(null);
  const signingOut = useRef(false);
  const { pathname } = useLocation();
  useEffect(() => setOpenedAt((at) => (at === pathname ? at : null)), [pathname]);

  // Sign out takes the menu away from under the keyboard: the Sign in link in its place has it, not the page body.
  useEffect(() => {
    if (session.signedIn || !signingOut.current) return;
    signingOut.current = false;
    signInLink.current?.focus();
  }, [session.signedIn]);

  if (!session.signedIn || !session.profile) {
    return <Link ref={signInLink} className="site-header__sign-in" to={href(language, 'signIn')}>{t('nav.signIn')}</Link>;
  }
  const name = `${session.profile.firstName} ${session.profile.lastName}`.trim() || session.profile.logonName;
  const preload = () => void loadList();
  const signOut = () => {
    signingOut.current = true;
    session.signOut({ kind: 'home' });
  };
  return (
    <div className="account-menu" ref={root}>
      <button ref={toggle} type="button" className="account-menu__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpenedAt(open ? null : window.location.pathname)} onPointerEnter={preload} onFocus={preload}>
        {t('account.menu', { name })}
      </button>
      <ul id={id} className="account-menu__list" hidden={!open}>
        {open && <Suspense><AccountMenuList profile={session.profile} menu={root} toggle={toggle} close={close} signOut={signOut} /></Suspense>}
      </ul>
    </div>
  );
};
