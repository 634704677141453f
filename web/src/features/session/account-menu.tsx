import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, manageUsersHref, type RouteName } from '../../paths.ts';
import { useSession } from './use-session.ts';
import './account-menu.css';

const links: Array<[RouteName, string]> = [
  ['dashboard', 'nav.dashboard'],
  ['submittedOrders', 'account.submittedOrders'],
  ['buyAgain', 'account.buyAgain'],
  ['templates', 'account.templates'],
  ['backOrdered', 'account.backOrdered'],
  ['findOrder', 'account.findOrder'],
  ['changePassword', 'account.changePassword'],
];
/** An approver's own pages, after the submitted orders. */
const approverLinks: Array<[RouteName, string]> = [
  ['approvalOrders', 'account.approvalOrders'],
  ['recentApprovals', 'account.recentApprovals'],
];

/** The header's account menu: sign-in link for guests; for buyers a disclosure with their pages and sign-out. */
export const AccountMenu = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  // The address the menu was opened at (null: closed). Following a link shows the new address at once, but the
  // router's location only once the next screen's code has loaded (navigations are transitions): a menu opened in
  // between belongs to the new page, so the page arriving must not close it; leaving that page does.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt !== null;
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const signInLink = useRef<HTMLAnchorElement>(null);
  const signingOut = useRef(false);
  const { pathname } = useLocation();
  useEffect(() => setOpenedAt((at) => (at === pathname ? at : null)), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        // The keyboard goes back to the menu's button, not to the top of the page.
        if (root.current?.contains(document.activeElement)) toggle.current?.focus();
        setOpenedAt(null);
      } else if (!root.current?.contains(event.target as Node)) {
        setOpenedAt(null);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

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
  return (
    <div className="account-menu" ref={root}>
      <button ref={toggle} type="button" className="account-menu__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpenedAt(open ? null : window.location.pathname)}>
        {t('account.menu', { name })}
      </button>
      <ul id={id} className="account-menu__list" hidden={!open}>
        {(session.profile.isApprover ? [...links.slice(0, 2), ...approverLinks, ...links.slice(2)] : links).map(([route, key]) => (
          <li key={route}><Link to={href(language, route)}>{t(key)}</Link></li>
        ))}
        {session.profile.isAdminFlag && (
          // The admin console is another app: a full page load, not a router link.
          <li><a href={manageUsersHref(language)}>{t('account.manageUsers')}</a></li>
        )}
        <li>
          <button type="button" onClick={() => { signingOut.current = true; session.signOut({ kind: 'home' }); }}>{t('nav.signOut')}</button>
        </li>
      </ul>
    </div>
  );
};
