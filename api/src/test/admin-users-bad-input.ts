import { AdminUserCopyRequestSchema, AdminUserCreateRequestSchema, AdminUserListQuerySchema, AdminUserUpdateRequestSchema } from '@comptoir/core';
import fc from 'fast-check';
import { UserParamsSchema } from '../modules/users/index.ts';
import type { BadInputTarget } from './bad-input.ts';

const validUser = { firstName: 'Olivia', lastName: 'Roy', emailAddress: 'olivia.roy@example.ca', logonName: 'olivia.roy', cultureCode: 'fr-CA', defaultShipToId: null, approvalGroupId: null, isAdmin: false };
/** A valid new user with one member the form does not have, or one field made invalid (email, names, logon name). */
const spoiledUsers = fc.oneof(
  fc.tuple(fc.constantFrom('clientId', 'isActive', 'passwordHash', 'buyerId', 'firstPageType', 'administeredBy', 'password'), fc.jsonValue()).map(([member, value]) => ({ ...validUser, [member]: value })),
  fc.tuple(fc.constantFrom('firstName', 'lastName', 'emailAddress', 'logonName'), fc.constantFrom('', '   ', 'x'.repeat(300), 'a b', 'no-at-sign', '@example.ca', 'a@b')).map(([field, value]) => ({ ...validUser, [field]: value })),
);

/** /admin-api/users (decision 025): bodies, ids and queries, spread into the bad-input targets. */
export const userAdminBadInputTargets: BadInputTarget[] = [
  { name: 'create user body', method: 'POST', persona: 'admin', part: 'json', schema: AdminUserCreateRequestSchema, url: () => '/admin-api/users' },
  { name: 'create user: mass assignment and invalid fields', method: 'POST', persona: 'admin', part: 'json', schema: AdminUserCreateRequestSchema, values: spoiledUsers, url: () => '/admin-api/users' },
  { name: 'edit user body', method: 'PATCH', persona: 'admin', part: 'json', schema: AdminUserUpdateRequestSchema, url: (_, own) => `/admin-api/users/${own.subjectBuyerId}` },
  { name: 'edit user: mass assignment and invalid fields', method: 'PATCH', persona: 'admin', part: 'json', schema: AdminUserUpdateRequestSchema, values: spoiledUsers, url: (_, own) => `/admin-api/users/${own.subjectBuyerId}` },
  { name: 'copy user body', method: 'POST', persona: 'admin', part: 'json', schema: AdminUserCopyRequestSchema, url: (_, own) => `/admin-api/users/${own.subjectBuyerId}/copy` },
  { name: 'user id', method: 'GET', persona: 'admin', part: 'param', schema: UserParamsSchema.shape.buyerId, url: (value) => `/admin-api/users/${encodeURIComponent(value)}` },
  { name: 'deactivate user id', method: 'POST', persona: 'otherClientAdmin', part: 'param', schema: UserParamsSchema.shape.buyerId, url: (value) => `/admin-api/users/${encodeURIComponent(value)}/deactivate` },
  { name: 'delete user id', method: 'DELETE', persona: 'otherClientAdmin', part: 'param', schema: UserParamsSchema.shape.buyerId, url: (value) => `/admin-api/users/${encodeURIComponent(value)}` },
  { name: 'reset password user id', method: 'POST', persona: 'admin', part: 'param', schema: UserParamsSchema.shape.buyerId, url: (value) => `/admin-api/users/${encodeURIComponent(value)}/reset-password` },
  { name: 'users page', method: 'GET', persona: 'admin', part: 'query', schema: AdminUserListQuerySchema.shape.page, url: (value) => `/admin-api/users?page=${encodeURIComponent(value)}` },
  { name: 'users page size', method: 'GET', persona: 'admin', part: 'query', schema: AdminUserListQuerySchema.shape.pageSize, url: (value) => `/admin-api/users?pageSize=${encodeURIComponent(value)}` },
  { name: 'users search', method: 'GET', persona: 'admin', part: 'query', schema: AdminUserListQuerySchema.shape.search, values: fc.string({ minLength: 101, maxLength: 300 }), url: (value) => `/admin-api/users?search=${encodeURIComponent(value)}` },
];
