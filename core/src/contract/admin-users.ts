import { z } from 'zod';
import type { CatalogueKey } from '../i18n/messages.ts';
import { hasHiddenCharacters, personText } from '../validation/person-text.ts';
import { EMAIL_MAX_LENGTH, isEmail } from '../validation/validation.ts';
import { UuidSchema } from './common.ts';
import { hiddenCharactersProblem, type FieldProblem } from './field-problems.ts';

/** designed: the longest first or last name a client's admin may give a user. */
export const USER_NAME_MAX_LENGTH = 60;
/** designed: logon names are 3-60 letters, digits and . _ - @ (they are typed at every sign-in; no spaces). */
export const LOGON_NAME_PATTERN = /^[A-Za-z0-9._@-]{3,60}$/;
export const LOGON_NAME_MAX_LENGTH = 60;

/** The fields of a user an admin writes (spec §3 Buyer; §2.2 manage users: create, edit, copy). */
export const userFields = ['firstName', 'lastName', 'emailAddress', 'logonName', 'cultureCode', 'defaultShipToId', 'approvalGroupId', 'isAdmin'] as const;
export type UserField = (typeof userFields)[number];

/** The label keys of the text fields (spec §5 'First Name | This field is mandatory.'; User Id is the logon name). */
export const userFieldLabels = {
  firstName: 'fields.firstName',
  lastName: 'fields.lastName',
  emailAddress: 'fields.emailAddress',
  logonName: 'fields.userId',
} as const satisfies Partial<Record<UserField, CatalogueKey>>;

type TextField = keyof typeof userFieldLabels;
const maxLengths: Record<TextField, number> = { firstName: USER_NAME_MAX_LENGTH, lastName: USER_NAME_MAX_LENGTH, emailAddress: EMAIL_MAX_LENGTH, logonName: LOGON_NAME_MAX_LENGTH };

const textProblem = (field: TextField, raw: string): FieldProblem | null => {
  const fieldLabel = userFieldLabels[field];
  // Before trimming: trim() would quietly drop a leading U+FEFF, and a hidden character is refused wherever it is.
  if (hasHiddenCharacters(raw)) return hiddenCharactersProblem(fieldLabel);
  const value = personText(raw).trim();
  if (value === '') return { key: 'errors.fieldRequired', fieldLabel };
  if (value.length > maxLengths[field]) return { key: 'errors.fieldTooLong', fieldLabel, params: { max: maxLengths[field] } };
  if (field === 'emailAddress' && !isEmail(value)) return { key: 'errors.invalidEmail' };
  if (field === 'logonName' && !LOGON_NAME_PATTERN.test(value)) return { key: 'admin.users.logonNameCharacters' };
  return null;
};

/**
 * What is wrong with a user's text fields (spec §5: required names, the email pattern, the logon name; no hidden
 * or text-direction characters, which would let a name pass for another in the users list), one
 * problem per field. The console checks the form with it before sending, and the api the request: one rule.
 */
export const userFieldProblems = (input: Partial<Record<TextField, string>>): Partial<Record<TextField, FieldProblem>> => {
  const problems: Partial<Record<TextField, FieldProblem>> = {};
  for (const field of Object.keys(userFieldLabels) as TextField[]) {
    const value = input[field];
    if (value === undefined) continue;
    const problem = textProblem(field, value);
    if (problem) problems[field] = problem;
  }
  return problems;
};

/** The refinement carries each problem on its field's path, for the api to answer it beside the field. */
const withFieldProblems = <T extends Partial<Record<TextField, string>>>(value: T, context: z.RefinementCtx<T>) => {
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

/** designed: GET /admin-api/users — search by name, logon name or email; pages of 25 by default. */
export const ADMIN_USERS_PAGE_SIZE = 25;
/** Days a password an administrator set opens a session; after them the buyer asks for a new one (decision 032). */
export const TEMPORARY_PASSWORD_DAYS = 7;
/**
 * The columns the list sorts by (designed: `sort` and `order`, by name ascending when absent). Status ascending puts
 * active users first and role ascending administrators first, in both languages (not their labels' alphabetical order);
 * last sign-in ascending puts those who never signed in first, then the longest ago. Ties go by name.
 */
export const ADMIN_USER_SORTS = ['name', 'logonName', 'emailAddress', 'status', 'role', 'lastLogin'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const AdminUserListQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
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
