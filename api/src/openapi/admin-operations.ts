import type { Operation } from './operations.ts';

/** A refused user form names each field's problem beside it; other refusals are the Messages alone. */
const userFormErrors = { 400: ['AdminUserFormErrorResponse', 'ErrorResponse'], 409: ['AdminUserFormErrorResponse', 'ErrorResponse'], 422: ['AdminUserFormErrorResponse', 'ErrorResponse'] } as const;

/** designed: the admin console's calls under /admin-api (decisions 010, 025): an administrator's session, scoped to their own client; reads are audited. */
export const adminOperations: readonly Operation[] = [
  { method: 'get', path: '/admin-api/me', service: 'admin', summary: 'The signed-in administrator and the client they manage', designed: true, auth: 'admin', responses: { 200: 'AdminMeResponse' } },
  { method: 'get', path: '/admin-api/flags', service: 'admin', summary: "The feature and settings flags as the admin's client sees them, with the layer that decided each", designed: true, auth: 'admin', responses: { 200: 'AdminFlagsResponse' } },
  { method: 'put', path: '/admin-api/flags/{key}', service: 'admin', summary: "Set the client's override of a flag; a flag the account team sets is refused (403)", designed: true, auth: 'admin', responses: { 200: 'AdminFlag' } },
  { method: 'delete', path: '/admin-api/flags/{key}', service: 'admin', summary: "Remove the client's override of a flag; a flag the account team sets is refused (403)", designed: true, auth: 'admin', responses: { 200: 'AdminFlag' } },
  { method: 'get', path: '/admin-api/audit', service: 'admin', summary: "The client's audit rows, newest first, by actor, entity, action and time; nextBefore pages on", designed: true, auth: 'admin', responses: { 200: 'AuditLogResponse' } },
  { method: 'get', path: '/admin-api/audit/verify', service: 'admin', summary: "Re-compute the client's audit hash chains: intact, or the first broken row", designed: true, auth: 'admin', responses: { 200: 'AuditVerifyResponse' } },
  { method: 'get', path: '/admin-api/users', service: 'admin', summary: "The client's users by name, logon name or email, 25 a page by default", designed: true, auth: 'admin', responses: { 200: 'AdminUserListResponse' } },
  { method: 'get', path: '/admin-api/users/options', service: 'admin', summary: "The client's ship-tos and approval groups the user form offers", designed: true, auth: 'admin', responses: { 200: 'AdminUserOptionsResponse' } },
  { method: 'post', path: '/admin-api/users', service: 'admin', summary: 'Create a user of the client; the temporary password is in this answer only', designed: true, auth: 'admin', responses: { 201: 'AdminUserWithPasswordResponse' }, refusals: [409, 422], errors: userFormErrors },
  { method: 'get', path: '/admin-api/users/{buyerId}', service: 'admin', summary: 'A user of the client', designed: true, auth: 'admin', responses: { 200: 'AdminUser' }, refusals: [404] },
  { method: 'patch', path: '/admin-api/users/{buyerId}', service: 'admin', summary: "Change a user's fields (only the form's); an admin cannot remove their own admin role", designed: true, auth: 'admin', responses: { 200: 'AdminUserResponse' }, refusals: [404, 409, 422], errors: userFormErrors },
  { method: 'delete', path: '/admin-api/users/{buyerId}', service: 'admin', summary: "Delete a user: inactive for good, out of the client's users and approval groups (their orders stay); never the admin's own account", designed: true, auth: 'admin', responses: { 200: 'AdminUserDeletedResponse' }, refusals: [404, 422] },
  { method: 'post', path: '/admin-api/users/{buyerId}/copy', service: 'admin', summary: "A new user with another's settings; the temporary password is in this answer only", designed: true, auth: 'admin', responses: { 201: 'AdminUserWithPasswordResponse' }, refusals: [404, 409, 422], errors: userFormErrors },
  { method: 'post', path: '/admin-api/users/{buyerId}/deactivate', service: 'admin', summary: "Deactivate a user (their sessions end); never the admin's own account", designed: true, auth: 'admin', responses: { 200: 'AdminUserResponse' }, refusals: [404, 422] },
  { method: 'post', path: '/admin-api/users/{buyerId}/activate', service: 'admin', summary: 'Activate a user again', designed: true, auth: 'admin', responses: { 200: 'AdminUserResponse' }, refusals: [404, 422] },
  { method: 'post', path: '/admin-api/users/{buyerId}/reset-password', service: 'admin', summary: "Reset a user's password to a temporary one, in this answer only (Cache-Control no-store)", designed: true, auth: 'admin', responses: { 200: 'AdminUserWithPasswordResponse' }, refusals: [404] },
  { method: 'post', path: '/admin-api/buyers/{buyerId}/handoff', service: 'admin', summary: "Sign in as a buyer of the client: a single-use auto-login link (5 minutes); a deactivated buyer's is refused (422)", designed: true, auth: 'admin', responses: { 201: 'HandoffResponse' }, refusals: [404, 422] },
];
