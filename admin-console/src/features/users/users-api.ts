import type { AdminUser, AdminUserCopyRequest, AdminUserCreateRequest, AdminUserDeletedResponse, AdminUserList, AdminUserOptions, AdminUserUpdateRequest, AdminUserWithPassword, HandoffResponse } from '@comptoir/core';
import type { Said } from '../../i18n/said.ts';
import { adminRequest } from '../api-client/index.ts';
import { listParamsOf, type UsersListQuery } from './list-query.ts';

const base = '/admin-api/users';
const one = (buyerId: string) => `${base}/${encodeURIComponent(buyerId)}`;

/** The /admin-api/users calls (decision 025): the admin's own client's users only. */
export const usersApi = {
  list: (query: UsersListQuery, signal?: AbortSignal) => adminRequest<AdminUserList>(`${base}?${new URLSearchParams(listParamsOf(query))}`, { signal }),
  view: (buyerId: string, signal?: AbortSignal) => adminRequest<AdminUser>(one(buyerId), { signal }),
  options: (signal?: AbortSignal) => adminRequest<AdminUserOptions>(`${base}/options`, { signal }),
  create: (body: AdminUserCreateRequest) => adminRequest<AdminUserWithPassword>(base, { body }),
  update: (buyerId: string, body: AdminUserUpdateRequest) => adminRequest<{ user: AdminUser }>(one(buyerId), { method: 'PATCH', body }),
  copy: (buyerId: string, body: AdminUserCopyRequest) => adminRequest<AdminUserWithPassword>(`${one(buyerId)}/copy`, { body }),
  deactivate: (buyerId: string) => adminRequest<{ user: AdminUser }>(`${one(buyerId)}/deactivate`, { body: {} }),
  activate: (buyerId: string) => adminRequest<{ user: AdminUser }>(`${one(buyerId)}/activate`, { body: {} }),
  /** For good: the user leaves the list; their orders stay. */
  remove: (buyerId: string) => adminRequest<AdminUserDeletedResponse>(one(buyerId), { method: 'DELETE' }),
  resetPassword: (buyerId: string) => adminRequest<AdminUserWithPassword>(`${one(buyerId)}/reset-password`, { body: {} }),
  /** "Sign in as this buyer": a single-use auto-login link of a few minutes, for an active user of the admin's client. */
  handoff: (buyerId: string) => adminRequest<HandoffResponse>(`/admin-api/buyers/${encodeURIComponent(buyerId)}/handoff`, { body: {} }),
};

export const fullName = (user: Pick<AdminUser, 'firstName' | 'lastName'>): string => `${user.firstName} ${user.lastName}`;

/** The page that shows a deleted user's notice: the list, since the user's own page is gone. */
export const USERS_LIST = 'users';

/**
 * What the last action on a user said, handed to the next screen once: the notice, and a temporary password that
 * must not outlive the page (never in the URL or the history's state). `shownOn` is the user's id, whose page shows
 * it, or USERS_LIST.
 */
export interface UserResult {
  readonly shownOn: string;
  readonly notice: Said;
  readonly temporaryPassword?: string;
}
let pending: UserResult | null = null;
export const rememberResult = (result: UserResult): void => {
  pending = result;
};
export const takeResult = (shownOn: string): UserResult | null => {
  const result = pending?.shownOn === shownOn ? pending : null;
  pending = null;
  return result;
};
