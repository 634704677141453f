import { z } from 'zod';
import { LanguageSchema } from './common.ts';

const PostalCodeField = z.string().trim().max(7);

/**
 * Spec §7 POST {auth}/api/buyer/authenticate: 'login ids and postal code'.
 * designed: the two ways in — a logon name with its password, or the login-by-ids query parameters
 * (buyer id and session id) that trigger auto-login — each with the ship-to postal code.
 */
export const AuthenticateRequestSchema = z.union([
  z.object({ logonName: z.string().trim().min(1).max(100), password: z.string().min(1).max(200), postalCode: PostalCodeField.optional() }).strict(),
  z.object({ buyerId: z.coerce.number().int().positive(), sessionId: z.string().min(1).max(200), postalCode: PostalCodeField }).strict(),
]);
export type AuthenticateRequest = z.infer<typeof AuthenticateRequestSchema>;

/** Spec §7: returns buyerId, sessionId, redirectUrl, messages (primaryMessage) and adminUserId. */
export const AuthenticateResponseSchema = z.object({
  buyerId: z.number().int().nullable(),
  sessionId: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  messages: z.array(z.object({ primaryMessage: z.string() })),
  adminUserId: z.number().int().nullable(),
});
export type AuthenticateResponse = z.infer<typeof AuthenticateResponseSchema>;

/** Spec §7 GET /session with buyer id and session id headers: the auth token as text. */
export const SessionTokenResponseSchema = z.string().min(1);

/** Spec §7 POST /{lang}/api/buyer/loginpunchout. designed: the punch-out setup fields (cXML/OCI are out of scope). */
export const LoginPunchOutRequestSchema = z.object({ punchOutModuleId: z.number().int().positive(), buyerCookie: z.string().min(1), returnUrl: z.url() }).strict();
export const LoginPunchOutParamsSchema = z.object({ lang: LanguageSchema });

/** designed: POST change password (spec §2.2 api/changePassword). */
export const ChangePasswordRequestSchema = z
  .object({ currentPassword: z.string().min(1), newPassword: z.string().min(12).max(200) })
  .strict()
  .refine((body) => body.currentPassword !== body.newPassword, { path: ['newPassword'], message: 'errors.badRequest' });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
