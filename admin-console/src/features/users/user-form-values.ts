import { userFieldProblems, type AdminUser, type AdminUserCreateRequest, type AdminUserOptions, type AdminUserUpdateRequest, type FieldProblem, type Locale, type UserField } from '@comptoir/core';

/** The form's values as typed (selects hold '' for none). */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
  logonName: string;
  cultureCode: 'en-CA' | 'fr-CA';
  defaultShipToId: string;
  approvalGroupId: string;
  isAdmin: boolean;
}
export type FieldProblems = Partial<Record<UserField, FieldProblem>>;

/** A new user's form: their language is first the console's (a French admin adding a colleague got English chosen). */
export const newUser = (locale: Locale): UserFormValues => ({ firstName: '', lastName: '', emailAddress: '', logonName: '', cultureCode: locale, defaultShipToId: '', approvalGroupId: '', isAdmin: false });

export const valuesOf = (user: AdminUser): UserFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  emailAddress: user.emailAddress,
  logonName: user.logonName,
  cultureCode: user.cultureCode === 'fr-CA' ? 'fr-CA' : 'en-CA',
  defaultShipToId: user.defaultShipToId ?? '',
  approvalGroupId: user.approvalGroupId ?? '',
  isAdmin: user.isAdmin,
});

/** The request body: texts trimmed, '' as none. */
export const requestOf = (values: UserFormValues): AdminUserCreateRequest => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  emailAddress: values.emailAddress.trim(),
  logonName: values.logonName.trim(),
  cultureCode: values.cultureCode,
  defaultShipToId: values.defaultShipToId || null,
  approvalGroupId: values.approvalGroupId || null,
  isAdmin: values.isAdmin,
});

/**
 * An edit's request: only the fields the admin changed on the form (texts compared trimmed). Sending the whole form put
 * back what another admin, or the user in the storefront, had changed since the form was opened (their language, group).
 */
export const changesOf = (initial: UserFormValues, values: UserFormValues): AdminUserUpdateRequest => {
  const before = requestOf(initial);
  const after = requestOf(values);
  return Object.fromEntries(Object.entries(after).filter(([field, value]) => before[field as keyof AdminUserCreateRequest] !== value));
};

/** The same rule the api applies (core's userFieldProblems): each field's problem, which the form says in the page's language. */
export const fieldProblemsOf = (values: Pick<UserFormValues, 'firstName' | 'lastName' | 'emailAddress' | 'logonName'>): FieldProblems => userFieldProblems(values);

/** The client's approval groups as the page's language names them, in that language's alphabetical order. */
export const approvalGroupChoices = (options: Pick<AdminUserOptions, 'approvalGroups'>, locale: Locale): Array<{ id: string; name: string }> =>
  options.approvalGroups.map((group) => ({ id: group.id, name: locale === 'fr-CA' ? group.nameFr : group.nameEn })).sort((a, b) => a.name.localeCompare(b.name, locale));
