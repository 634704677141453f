import type { Operation } from './operations.ts';

/** Spec §7 'Content and authentication': the authentication service under /svc/auth and the CMS under /svc/cms. */
export const contentAuthOperations: readonly Operation[] = [
  { method: 'post', path: '/svc/auth/api/buyer/authenticate', service: 'auth', summary: "Sign in with logon name and password, or by ids and postal code (failures also carry the spec's messages; attempts are throttled, 429 with Retry-After). A buyer with a temporary password an administrator set is sent to change it: passwordChangeRequired, redirectUrl the change-password page, messages saying why", auth: 'none', responses: { 200: 'AuthenticateResponse' }, refusals: [401, 403, 429] },
  { method: 'get', path: '/svc/auth/session', service: 'auth', summary: 'The APIAUTH token of the session, as text (a BuyerId header, when sent, must be the session buyer)', auth: 'buyer', responses: { 200: { text: 'SessionTokenResponse' } }, duringPasswordChange: 'open' },
  { method: 'post', path: '/svc/auth/api/buyer/logout', service: 'auth', summary: 'Sign out; where to go next. Refused (403) when the browser names another site', designed: true, auth: 'none', responses: { 200: 'LogoutResponse' } },
  { method: 'post', path: '/svc/auth/api/buyer/handoff', service: 'auth', summary: 'Mint a single-use auto-login link (5 minutes)', designed: true, auth: 'buyer', responses: { 201: 'HandoffResponse' } },
  { method: 'get', path: '/svc/cms/cms/layout', service: 'cms', summary: "The home page's content layout (or ?title='s) for the caller's brand, in the request's language; preview=true adds drafts for an admin", auth: 'none', responses: { 200: 'CmsLayoutResponse' }, refusals: [404] },
];
