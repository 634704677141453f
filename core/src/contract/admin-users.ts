import { z } from 'zod';
import { personText } from '../validation/person-text.ts';
import { ADMIN_USER_SORTS, SORT_ORDERS, userFieldProblems, userFields, type UserTextField } from './admin-user-rules.ts';
import { UuidSchema, wholeNumberText } from './common.ts';

/** The refinement carries each problem on its field's path, for the api to answer it beside the field. */
const withFieldProblems = <T extends Partial<Record<UserTextField, string>>>(value: T, context: z.RefinementCtx<T>) => {
  for (const [field, problem] of Object.entries(userFieldProblems(value))) {
    context.addIssue({ code: 'custom', path: [field], message: problem.key, params: { problem } });
  }
};

/** Texts arrive in NFC whatever the keyboard sent, so the name stored is the one checked. */
const TextInput = z.string().max(500).transform(personText);
const UserLanguageSchema = z.enum(['en-CA', 'fr-CA']);

const userShape = {
  firstName: TextInput,
  lastName: TextInput,
  emailAddress: TextInput,
  logonName: TextInput,
  cultureCode: UserLanguageSchema,
  /** One of the client's ship-tos, or none. */
  defaultShipToId: UuidSchema.nullable(),
  /** One of the client's approval groups, or none. */
  approvalGroupId: UuidSchema.nullable(),
  isAdmin: z.boolean(),
};

/** designed: POST /admin-api/users — a new user of the admin's client; only these fields (no mass assignment). */
export const AdminUserCreateRequestSchema = z.strictObject(userShape).superRefine(withFieldProblems);
export type AdminUserCreateRequest = z.infer<typeof AdminUserCreateRequestSchema>;

/** designed: PATCH /admin-api/users/{buyerId} — any of the same fields. */
export const AdminUserUpdateRequestSchema = z.strictObject(userShape).partial().superRefine(withFieldProblems);
export type AdminUserUpdateRequest = z.infer<typeof AdminUserUpdateRequestSchema>;

/** designed: POST /admin-api/users/{buyerId}/copy — who the new user is; the rest is copied from the user. */
export const AdminUserCopyRequestSchema = z.strictObject({ firstName: TextInput, lastName: TextInput, emailAddress: TextInput, logonName: TextInput }).superRefine(withFieldProblems);
export type AdminUserCopyRequest = z.infer<typeof AdminUserCopyRequestSchema>;

export const AdminUserListQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  page: wholeNumberText(z.number().int().min(1).max(10_000)).optional(),
  pageSize: wholeNumberText(z.number().int().min(1).max(100)).optional(),
  sort: z.enum(ADMIN_USER_SORTS).optional(),
  order: z.enum(SORT_ORDERS).optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

export const AdminUserParamsSchema = z.strictObject({ buyerId: UuidSchema });

/** designed: a user as the admin sees them. */
export const AdminUserSchema = z.object({
  buyerId: UuidSchema,
  logonName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  cultureCode: z.enum(['en-CA', 'fr-CA', 'en-US']),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  defaultShipToId: UuidSchema.nullable(),
  approvalGroupId: UuidSchema.nullable(),
  lastLoginAt: z.iso.datetime({ offset: true }).nullable(),
  /** While the password is one an administrator set (decision 032): when it stops opening a session; null otherwise. */
  temporaryPasswordExpiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListResponseSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminUserList = z.infer<typeof AdminUserListResponseSchema>;

/** designed: GET /admin-api/users/options — the client's ship-tos and approval groups the form offers. */
export const AdminUserOptionsResponseSchema = z.object({
  shipTos: z.array(z.object({ id: UuidSchema, shipToNo: z.string(), name: z.string(), city: z.string() })),
  approvalGroups: z.array(z.object({ id: UuidSchema, nameEn: z.string(), nameFr: z.string() })),
});
export type AdminUserOptions = z.infer<typeof AdminUserOptionsResponseSchema>;

/** designed: update, deactivate and activate answer the user as it now is. */
export const AdminUserResponseSchema = z.object({ user: AdminUserSchema });
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;
/** A deleted user: gone from the client's users for good. */
export const AdminUserDeletedResponseSchema = z.object({ buyerId: z.string().uuid() });
export type AdminUserDeletedResponse = z.infer<typeof AdminUserDeletedResponseSchema>;

/**
 * designed: create, copy and reset password answer a temporary password, shown to the admin once and never
 * stored in clear or logged (decision 025).
 */
export const AdminUserWithPasswordResponseSchema = z.object({ user: AdminUserSchema, temporaryPassword: z.string().min(12) });
export type AdminUserWithPassword = z.infer<typeof AdminUserWithPasswordResponseSchema>;

/** designed: a refused user form: the Messages, and each field's message beside it. */
export const AdminUserFormErrorResponseSchema = z.object({
  isSuccess: z.literal(false),
  Messages: z.array(z.object({ PrimaryMessage: z.string(), Type: z.string().optional() }).passthrough()),
  FieldErrors: z.partialRecord(z.enum(userFields), z.string()),
});
