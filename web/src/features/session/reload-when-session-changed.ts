import { readCookie } from './session-cookies.ts';

/**
 * A page the browser kept in memory (its back/forward cache) comes back as it was left, showing that buyer's pages. If
 * the buyer changed meanwhile (signed out, in this tab or another, or another buyer signed in: the readable BuyerId
 * cookie), the address is loaded again instead: the session as it is now decides what shows, and the guards send a
 * visitor to sign in.
 */
export const reloadWhenSessionChanged = (reload: () => void = () => window.location.reload()): (() => void) => {
  let left = readCookie('BuyerId');
  const onHide = () => (left = readCookie('BuyerId'));
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted && readCookie('BuyerId') !== left) reload();
  };
  window.addEventListener('pagehide', onHide);
  window.addEventListener('pageshow', onShow);
  return () => {
    window.removeEventListener('pagehide', onHide);
    window.removeEventListener('pageshow', onShow);
  };
};
