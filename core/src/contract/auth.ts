import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation/validation.ts';
import { LanguageSchema, MessagesSchema, ResultResponseSchema, SessionIdSchema, UuidSchema } from './common.ts';

const PostalCodeField = z.string().trim().max(7);

const SIGN_IN_LOGON_NAME_MAX_LENGTH = 100;
/**
 * The user ID typed at sign-in: one longer than any account's can never sign in, and is told so in the buyer's
 * language (the generic bad request left them guessing which field was wrong). The maximum stays for the OpenAPI
 * document; the refinement names the outcome.
 */
export const SignInLogonNameField = z
  .string()
  .trim()
  .min(1)
  .max(SIGN_IN_LOGON_NAME_MAX_LENGTH)
  .refine((logonName) => logonName.length <= SIGN_IN_LOGON_NAME_MAX_LENGTH, { params: { outcome: 'auth.logonNameTooLong' } });

/** The password typed at sign-in: no account has one longer than the password rule allows, so one is told so, in the buyer's language. */
export const SignInPasswordField = z
  .string()
  .min(1)
  .max(PASSWORD_MAX_LENGTH)
  .refine((password) => password.length <= PASSWORD_MAX_LENGTH, { params: { outcome: 'auth.passwordTooLong' } });

/**
 * Spec §7 POST {auth}/api/buyer/authenticate: 'login ids and postal code'.
 * designed: the two ways in — a logon name with its password, or the login-by-ids query parameters
 * (buyer id and a single-use handoff token as the session id) that trigger auto-login — each with the
 * ship-to postal code.
 */
export const AuthenticateRequestSchema = z.union([
  z.object({ logonName: SignInLogonNameField, password: SignInPasswordField, postalCode: PostalCodeField.optional() }).strict(),
  z.object({ buyerId: UuidSchema, sessionId: z.string().min(1).max(200), postalCode: PostalCodeField }).strict(),
]);
export type AuthenticateRequest = z.infer<typeof AuthenticateRequestSchema>;

/**
 * Spec §7: returns buyerId, sessionId, redirectUrl, messages (primaryMessage) and adminUserId.
 * designed: isSuccess, and on a refusal the outcome's Messages beside the spec's `messages`;
 * passwordChangeRequired when the buyer signed in with a temporary password an administrator set (decision 032):
 * redirectUrl is then the change-password page and `messages` says why.
 */
export const AuthenticateResponseSchema = z.object({
  isSuccess: z.boolean(),
  buyerId: UuidSchema.nullable(),
  sessionId: SessionIdSchema.nullable(),
  redirectUrl: z.string().nullable(),
  messages: z.array(z.object({ primaryMessage: z.string() })),
  adminUserId: UuidSchema.nullable(),
  passwordChangeRequired: z.boolean().optional(),
  Messages: MessagesSchema.optional(),
});
export type AuthenticateResponse = z.infer<typeof AuthenticateResponseSchema>;

/** Spec §7 GET /session with buyer id and session id headers: the auth token as text. */
export const SessionTokenResponseSchema = z.string().min(1);

/** designed: POST {auth}/api/buyer/logout — where to go next, a path of this site only (never an open redirect). */
export const LogoutRequestSchema = z.object({ returnUrl: z.string().max(500).regex(/^\/(?![/\\])[^\s]*$/).optional() }).strict();
export const LogoutResponseSchema = ResultResponseSchema.extend({ redirectUrl: z.string() });
/** designed: POST /admin-api/session, the console's own sign-in (decision 039); its session cookie is HttpOnly. */
export const ConsoleSignInResponseSchema = ResultResponseSchema.extend({ isSuccess: z.literal(true), buyerId: UuidSchema });
export type ConsoleSignInResponse = z.infer<typeof ConsoleSignInResponseSchema>;

/** designed: POST {auth}/api/buyer/handoff — a single-use login-by-ids link for the signed-in buyer (minutes long). */
export const HandoffResponseSchema = z.object({
  BuyerId: UuidSchema,
  /** The single-use token, sent back as the login-by-ids SessionId. */
  SessionId: z.string().min(1),
  PostalCode: z.string().nullable(),
  ExpiresAt: z.iso.datetime({ offset: true }),
  Url: z.string(),
});
export type HandoffResponse = z.infer<typeof HandoffResponseSchema>;

/** Spec §7 POST /{lang}/api/buyer/loginpunchout. designed: the punch-out setup fields (cXML/OCI are out of scope). */
export const LoginPunchOutRequestSchema = z.object({ punchOutModuleId: UuidSchema, buyerCookie: z.string().min(1), returnUrl: z.url() }).strict();
export const LoginPunchOutParamsSchema = z.object({ lang: LanguageSchema });

/** designed: POST change password (spec §2.2 api/changePassword). */
export const ChangePasswordRequestSchema = z
  .object({ currentPassword: z.string().min(1), newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH) })
  .strict()
  .refine((body) => body.currentPassword !== body.newPassword, { path: ['newPassword'], message: 'errors.badRequest' });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
/** designed: the session is rotated on a password change; the new session id comes back. */
export const ChangePasswordResponseSchema = ResultResponseSchema.extend({ isSuccess: z.literal(true), sessionId: SessionIdSchema });
