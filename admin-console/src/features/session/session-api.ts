import { isOutcomeCode, type AdminUser, type ConsoleSignInResponse } from '@comptoir/core';
import type { AuthenticationAnswer, Credentials, SessionBuyer } from '@comptoir/machines';
import { AdminApiError, adminRequest, refusalSaid } from '../api-client/index.ts';

/** The signed-in administrator as the console shows them. */
export interface AdminProfile extends SessionBuyer {
  firstName: string;
  lastName: string;
}

/** GET /admin-api/me, then their user record for the name; null when the session is not an admin's (401, 403). */
export const fetchAdminProfile = async (signal?: AbortSignal): Promise<AdminProfile | null> => {
  try {
    const me = await adminRequest<{ buyerId: string; logonName: string }>('/admin-api/me', { signal, reportUnauthorized: false });
    const user = await adminRequest<AdminUser>(`/admin-api/users/${encodeURIComponent(me.buyerId)}`, { signal, reportUnauthorized: false });
    // An admin has no cart to load in the console: the session machine's order region starts loaded.
    return { buyerId: me.buyerId, sessionId: '', logonName: me.logonName, firstName: user.firstName, lastName: user.lastName, hasLoadedOrder: true };
  } catch (error) {
    if (error instanceof AdminApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
};

/** POST /admin-api/session/sign-out: ends the console's own session and clears its cookie (decision 039). */
export const signOutOnServer = async (): Promise<void> => {
  await adminRequest('/admin-api/session/sign-out', { body: {}, reportUnauthorized: false });
};

/**
 * The console's own sign-in (decision 039): the api opens it for administrators only, and refuses one whose temporary
 * password must first be changed in the storefront, in the console's language. A refusal by the server carries its
 * primary message (spec §8), or its code when the message is that code's own text, so that the page says it in the
 * language it shows (a switch after a refusal left it in the other one); only a network failure rejects.
 */
export const authenticate = async (credentials: Credentials): Promise<AuthenticationAnswer> => {
  try {
    await adminRequest<ConsoleSignInResponse>('/admin-api/session', { body: { LogonName: credentials.logonName, Password: credentials.password }, reportUnauthorized: false });
  } catch (error) {
    if (error instanceof AdminApiError && error.status >= 400 && error.status < 500) {
      const said = error.messages[0] === undefined ? null : refusalSaid(error);
      return said && 'key' in said && isOutcomeCode(said.key) ? { buyer: null, refusal: said.key } : { buyer: null, primaryMessage: error.messages[0] ?? null };
    }
    throw error;
  }
  return { buyer: await fetchAdminProfile(), redirectUrl: null };
};
