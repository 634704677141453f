import type { LoginByIds } from '@comptoir/machines';

/**
 * Spec §2.2 login-by-ids parameters, named in any case (buyerId, BuyerId, buyerid …). A Map: a parameter named as an
 * object's own machinery (?constructor=, ?__proto__=) is another parameter, not a member of a plain object's prototype.
 */
const fields: ReadonlyMap<string, keyof LoginByIds> = new Map([['buyerid', 'buyerId'], ['sessionid', 'sessionId'], ['postalcode', 'postalCode']]);

/** An auto-login link opened: its ids, and the address it opened without them. */
export interface LoginByIdsLink {
  readonly ids: LoginByIds;
  /** Path, the other query parameters and hash: what the address bar keeps. */
  readonly address: string;
}

/**
 * The login-by-ids parameters of an address (a buyer id or a session id triggers auto-login; the postal code may be
 * absent, for a buyer without a ship-to). Read on every page load, so the common case is one test of the query.
 */
export const readLoginByIds = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }): LoginByIdsLink | null => {
  if (!/(buyer|session)id=/i.test(search)) return null;
  const ids: LoginByIds = { buyerId: '', sessionId: '', postalCode: '' };
  const rest = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    const field = fields.get(name.toLowerCase());
    if (field) ids[field] ||= value.trim();
    else rest.append(name, value);
  }
  if (!ids.buyerId && !ids.sessionId) return null;
  const query = rest.toString();
  return { ids, address: `${pathname}${query ? `?${query}` : ''}${hash}` };
};
