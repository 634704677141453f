import type { Messages } from '@comptoir/core';
import type { AuthenticationAnswer, Credentials, LoginByIds, SessionBuyer } from '@comptoir/machines';
import { api, ApiError } from '../api-client/index.ts';
import { isSayableAgain } from '../../i18n/sayable.ts';

/** What the storefront shows of the signed-in buyer beyond the session machine's own fields. */
export interface BuyerProfile extends SessionBuyer {
  firstName: string;
  lastName: string;
  cultureCode: string;
  isApprover: boolean;
  /** Spec §3 isAdminFlag: an administrator of the client (the admin console's users). */
  isAdminFlag?: boolean;
  mergeProductInBasket: boolean;
  showBuyAgainAndPreviouslyPurchased: boolean;
  client: { clientId: string; clientNo: string; province: string; minimumOrderAmount: number | null; creditCardMandatoryType: 'notAuthorized' | 'optional' | 'mandatory'; suspendedDateFrom: string | null; suspendedDateUntil: string | null } | null;
}

interface AuthenticateAnswer {
  buyerId: string | null;
  sessionId: string | null;
  redirectUrl: string | null;
  messages?: Array<{ primaryMessage?: string }>;
  /** What merging the guest cart into the buyer's did (lines added, restricted items removed). */
  CartMessages?: Messages;
}

const isProfile = (body: unknown): body is BuyerProfile => {
  const value = body as Partial<BuyerProfile> | null;
  return typeof value === 'object' && value !== null && typeof value.buyerId === 'string' && typeof value.logonName === 'string';
};

/** The suspension window that applies: the buyer's own, else the client's (spec §4 'Suspension'). */
const withSuspension = (profile: BuyerProfile): BuyerProfile => ({
  ...profile,
  suspendedDateFrom: profile.suspendedDateFrom ?? profile.client?.suspendedDateFrom ?? null,
  suspendedDateUntil: profile.suspendedDateUntil ?? profile.client?.suspendedDateUntil ?? null,
});

/** GET /svc/buyers/buyers/{buyerId}?includes=client — the signed-in buyer with its client. */
export const fetchBuyerProfile = async (buyerId: string, signal?: AbortSignal): Promise<BuyerProfile> => {
  const body = await api.get(`/svc/buyers/buyers/${encodeURIComponent(buyerId)}`, { query: { includes: 'client' }, signal, reportUnauthorized: false });
  if (!isProfile(body)) throw new Error('buyer answered an unexpected shape');
  return withSuspension(body);
};

/** The sign-in form's logon name and password, or an auto-login link's login-by-ids (spec §7 authenticate body). */
const authenticateBody = (credentials: Credentials | LoginByIds) =>
  'logonName' in credentials
    ? { LogonName: credentials.logonName, Password: credentials.password, ...(credentials.postalCode ? { PostalCode: credentials.postalCode } : {}) }
    : { BuyerId: credentials.buyerId, SessionId: credentials.sessionId, PostalCode: credentials.postalCode };

/**
 * POST /svc/auth/api/buyer/authenticate, then the buyer's profile. A refusal is an answer without a
 * buyer carrying the server's primary message (spec §8); only a network failure rejects.
 */
export const authenticate = async (credentials: Credentials | LoginByIds): Promise<AuthenticationAnswer & { profile: BuyerProfile | null; cartMessages?: Messages }> => {
  try {
    const answer = await api.post<AuthenticateAnswer>('/svc/auth/api/buyer/authenticate', authenticateBody(credentials), { reportUnauthorized: false });
    if (!answer.buyerId) return { buyer: null, primaryMessage: answer.messages?.[0]?.primaryMessage ?? null, profile: null };
    const profile = await fetchBuyerProfile(answer.buyerId);
    return { buyer: profile, redirectUrl: answer.redirectUrl, profile, cartMessages: answer.CartMessages ?? [] };
  } catch (error) {
    const status = (error as { status?: number }).status ?? 0;
    // Said by its code when the catalogue can say it again: the page then says it in the language switched to.
    const code = error instanceof ApiError ? error.code : undefined;
    if (status >= 400 && status < 500) return isSayableAgain(code) ? { buyer: null, refusal: code, profile: null } : { buyer: null, primaryMessage: (error as Error).message, profile: null };
    throw error;
  }
};

/** POST /svc/auth/api/buyer/logout (revokes the session and clears its cookies). */
export const signOutOnServer = async (): Promise<void> => {
  await api.post('/svc/auth/api/buyer/logout', {}, { reportUnauthorized: false });
};
