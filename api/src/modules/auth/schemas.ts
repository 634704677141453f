import { PASSWORD_MAX_LENGTH, SignInLogonNameField, SignInPasswordField } from '@comptoir/core';
import { z } from 'zod';
import { UuidParam } from '../../platform/errors.ts';

const renameKeys = (aliases: Readonly<Record<string, string>>) => (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, item]) => [Object.hasOwn(aliases, key) ? aliases[key] : key, item]))
    : value;

/**
 * POST /svc/auth/api/buyer/authenticate: the sign-in screen's `{ LogonName, Password }` or the
 * login-by-ids `{ BuyerId, SessionId, PostalCode }` (core's contract spells them camelCase; both accepted).
 */
export const AuthenticateBodySchema = z.preprocess(
  renameKeys({ LogonName: 'logonName', Password: 'password', BuyerId: 'buyerId', SessionId: 'sessionId', PostalCode: 'postalCode' }),
  z.union([
    z.strictObject({ logonName: SignInLogonNameField, password: SignInPasswordField, postalCode: z.string().max(7).optional() }),
    z.strictObject({ buyerId: z.uuid(), sessionId: z.string().min(1).max(200), postalCode: z.string().trim().max(7) }),
  ]),
);

/** POST /admin-api/session: the console's sign-in form (`{ LogonName, Password }`; camelCase accepted too). */
export const ConsoleSignInBodySchema = z.preprocess(
  renameKeys({ LogonName: 'logonName', Password: 'password' }),
  z.strictObject({ logonName: SignInLogonNameField, password: SignInPasswordField }),
);

/** POST /svc/auth/api/buyer/logout: where to go next (spec §4 Logout: home, a given URL or a logoff page). */
export const LogoutBodySchema = z.strictObject({
  /** Only a path of this site: never an open redirect. */
  returnUrl: z.string().max(500).regex(/^\/(?![/\\])[^\s]*$/).optional(),
});

/**
 * POST /api/changePassword (core's ChangePasswordRequest; the minimum is checked by the service for a clear message).
 * Over the maximum, no current password can be right, and a new one is told the maximum.
 */
const tooLong = (outcome: 'password.wrongCurrent' | 'password.tooLong') =>
  z.string().min(1).max(PASSWORD_MAX_LENGTH).refine((password) => password.length <= PASSWORD_MAX_LENGTH, { params: { outcome, max: PASSWORD_MAX_LENGTH } });
export const ChangePasswordBodySchema = z.strictObject({ currentPassword: tooLong('password.wrongCurrent'), newPassword: tooLong('password.tooLong') });

/** POST /admin-api/buyers/{buyerId}/handoff. */
export const AdminHandoffParamsSchema = z.strictObject({ buyerId: UuidParam });
