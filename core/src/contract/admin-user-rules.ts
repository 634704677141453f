import type { CatalogueKey } from '../i18n/messages.ts';
import { hasHiddenCharacters, nameHasLetter, personText } from '../validation/person-text.ts';
import { EMAIL_MAX_LENGTH, isEmail } from '../validation/validation.ts';
import { hiddenCharactersProblem, type FieldProblem } from './field-problems.ts';

// The users' rules without their zod schemas (admin-users.ts): the console checks its form with them, and a module
// that builds schemas at its top level brings zod along with any of its exports (decision 047).

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

export type UserTextField = keyof typeof userFieldLabels;
const maxLengths: Record<UserTextField, number> = { firstName: USER_NAME_MAX_LENGTH, lastName: USER_NAME_MAX_LENGTH, emailAddress: EMAIL_MAX_LENGTH, logonName: LOGON_NAME_MAX_LENGTH };

const textProblem = (field: UserTextField, raw: string): FieldProblem | null => {
  const fieldLabel = userFieldLabels[field];
  // Before trimming: trim() would quietly drop a leading U+FEFF, and a hidden character is refused wherever it is.
  if (hasHiddenCharacters(raw)) return hiddenCharactersProblem(fieldLabel);
  const value = personText(raw).trim();
  if (value === '') return { key: 'errors.fieldRequired', fieldLabel };
  if (value.length > maxLengths[field]) return { key: 'errors.fieldTooLong', fieldLabel, params: { max: maxLengths[field] } };
  if ((field === 'firstName' || field === 'lastName') && !nameHasLetter(value)) return { key: 'errors.nameLetters', fieldLabel };
  if (field === 'emailAddress' && !isEmail(value)) return { key: 'errors.invalidEmail' };
  if (field === 'logonName' && !LOGON_NAME_PATTERN.test(value)) return { key: 'admin.users.logonNameCharacters' };
  return null;
};

/**
 * What is wrong with a user's text fields (spec §5: required names, the email pattern, the logon name; no hidden
 * or text-direction characters, which would let a name pass for another in the users list), one
 * problem per field. The console checks the form with it before sending, and the api the request: one rule.
 */
export const userFieldProblems = (input: Partial<Record<UserTextField, string>>): Partial<Record<UserTextField, FieldProblem>> => {
  const problems: Partial<Record<UserTextField, FieldProblem>> = {};
  for (const field of Object.keys(userFieldLabels) as UserTextField[]) {
    const value = input[field];
    if (value === undefined) continue;
    const problem = textProblem(field, value);
    if (problem) problems[field] = problem;
  }
  return problems;
};

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
