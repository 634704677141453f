/** The readable session cookies the api sets beside its HttpOnly session token (decision 005). */
export const readCookie = (name: string): string | null => {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
};

// AutoLoginInitiated and PostalCode are the legacy site's auto-login cookies (spec §4): cleared too if a visit left them.
const sessionCookieNames = ['BuyerId', 'SessionId', 'APIAUTH', 'AdminUserId', 'AutoLoginInitiated', 'PostalCode'];

/** Spec §4, §8: the readable cookies (the api clears its HttpOnly token itself at logout and on a 401). */
export const clearSessionCookies = () => {
  for (const name of sessionCookieNames) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

/** Spec §4 'Logout': session storage and the promo-presentation local storage. */
export const clearSessionStorage = () => {
  window.sessionStorage.clear();
  window.localStorage.removeItem('promoPresentation');
};
