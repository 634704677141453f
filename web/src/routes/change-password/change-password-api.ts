import type { Messages } from '@comptoir/core';
import { api } from '../../features/api-client/index.ts';

/** POST /api/changePassword: the session is renewed on success; refusals answer the rule's message. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  api.post<{ isSuccess: true; Messages: Messages }>('/api/changePassword', { currentPassword, newPassword });

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** Which field an api refusal is about, from its message Type. */
export const fieldOfRefusal = (type: string | undefined): PasswordField | null =>
  type === 'password.wrongCurrent' ? 'currentPassword' : type?.startsWith('password.') ? 'newPassword' : null;
