import type { AdminUser, AuthenticateResponse } from '@comptoir/core';
import type { AuthenticationAnswer, Credentials, SessionBuyer } from '@comptoir/machines';
import { AdminApiError, adminRequest } from '../api-client/index.ts';

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

/** POST /svc/auth/api/buyer/logout (revokes the session and clears its cookies). */
export const signOutOnServer = async (): Promise<void> => {
  await adminRequest('/svc/auth/api/buyer/logout', { body: {}, reportUnauthorized: false });
};

/**
 * The storefront's sign-in call; an account that is not an administrator, or one whose temporary password must be
 * changed first, is signed out at once and refused in the console's words. A refusal by the server carries its primary message (spec §8); only a network failure rejects.
 */
export const authenticate = async (credentials: Credentials): Promise<AuthenticationAnswer> => {
  let answer: AuthenticateResponse;
  try {
    answer = await adminRequest<AuthenticateResponse>('/svc/auth/api/buyer/authenticate', { body: { LogonName: credentials.logonName, Password: credentials.password }, reportUnauthorized: false });
  } catch (error) {
    if (error instanceof AdminApiError && error.status >= 400 && error.status < 500) return { buyer: null, primaryMessage: error.messages[0] ?? null };
    throw error;
  }
  if (!answer.buyerId || answer.adminUserId !== answer.buyerId) {
    await signOutOnServer().catch(() => undefined);
    return { buyer: null, refusal: 'admin.signIn.notAdministrator' };
  }
  // Decision 032: a temporary password is changed in the storefront before the console opens.
  if (answer.passwordChangeRequired) {
    await signOutOnServer().catch(() => undefined);
    return { buyer: null, refusal: 'admin.signIn.passwordChangeRequired' };
  }
  return { buyer: await fetchAdminProfile(), redirectUrl: null };
};
