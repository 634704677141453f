export { useLoaded, type Loaded } from './use-loaded.ts';
export { UserForm } from './user-form.tsx';
export { approvalGroupChoices, changesOf, newUser, requestOf, valuesOf, fieldProblemsOf, type FieldProblems, type UserFormValues } from './user-form-values.ts';
export { fullName, rememberResult, takeResult, usersApi, USERS_LIST, type UserResult } from './users-api.ts';
export { SignInAsBuyer } from './sign-in-as-buyer.tsx';
export { ariaSortOf, listParamsOf, listQueryOf, rememberListQuery, SEARCH_MAX_LENGTH, sortedBy, usersListPath, type UsersListQuery } from './list-query.ts';
export { groupsOnlyApprovedBy, quotedList } from './sole-approver.ts';
