/** The readable session cookies the api sets beside its HttpOnly session token (decision 005). */
export const readCookie = (name: string): string | null => {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
};

const writeCookie = (name: string, value: string, days: number) => {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
};

/** Spec §4 'Auto-login': the marker, buyer id, session id, postal code and auth token, for `days` days. */
export const setAutoLoginCookies = (values: { buyerId: string; sessionId: string; postalCode: string; authToken: string; days: number }) => {
  writeCookie('AutoLoginInitiated', 'true', values.days);
  writeCookie('BuyerId', values.buyerId, values.days);
  writeCookie('SessionId', values.sessionId, values.days);
  writeCookie('PostalCode', values.postalCode, values.days);
  writeCookie('APIAUTH', values.authToken, values.days);
};

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
