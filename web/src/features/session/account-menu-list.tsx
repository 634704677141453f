import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, manageUsersHref, type RouteName } from '../../paths.ts';
import type { BuyerProfile } from './session-api.ts';

const links: Array<[RouteName, string]> = [
  ['dashboard', 'nav.dashboard'],
  ['submittedOrders', 'account.submittedOrders'],
  ['buyAgain', 'account.buyAgain'],
  ['templates', 'account.templates'],
  ['backOrdered', 'account.backOrdered'],
  ['findOrder', 'account.findOrder'],
  ['profile', 'account.profile'],
  ['changePassword', 'account.changePassword'],
];
/** An approver's own pages, after the submitted orders. */
const approverLinks: Array<[RouteName, string]> = [
  ['approvalOrders', 'account.approvalOrders'],
  ['recentApprovals', 'account.recentApprovals'],
];

interface Props {
  profile: BuyerProfile;
  /** The menu (its button and list): a click outside it closes it. */
  menu: RefObject<HTMLElement | null>;
  toggle: RefObject<HTMLButtonElement | null>;
  close: () => void;
  signOut: () => void;
}

/**
 * The open account menu's items: the buyer's pages, Manage users for an administrator, Sign out. With what closes
 * the menu while it is open (Escape, giving the keyboard back to its button, or a click elsewhere), in a chunk of
 * its own: the shell holds only the button (the budget of issue 8).
 */
export const AccountMenuList = ({ profile, menu, toggle, close, signOut }: Props) => {
  const { t } = useTranslation();
  const language = useLanguage();
  useEffect(() => {
    const onDocument = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        // The keyboard goes back to the menu's button, not to the top of the page.
        if (menu.current?.contains(document.activeElement)) toggle.current?.focus();
        close();
      } else if (!menu.current?.contains(event.target as Node)) {
        close();
      }
    };
    document.addEventListener('keydown', onDocument);
    document.addEventListener('mousedown', onDocument);
    return () => {
      document.removeEventListener('keydown', onDocument);
      document.removeEventListener('mousedown', onDocument);
    };
  }, [menu, toggle, close]);
  return (
    <>
      {(profile.isApprover ? [...links.slice(0, 2), ...approverLinks, ...links.slice(2)] : links).map(([route, key]) => (
        <li key={route}><Link to={href(language, route)}>{t(key)}</Link></li>
      ))}
      {profile.isAdminFlag && (
        // The admin console is another app: a full page load, not a router link.
        <li><a href={manageUsersHref(language)}>{t('account.manageUsers')}</a></li>
      )}
      <li>
        <button type="button" onClick={signOut}>{t('nav.signOut')}</button>
      </li>
    </>
  );
};
