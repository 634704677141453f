import type { Expectation, MatrixRow, Persona, RowContext } from './authorization-matrix.ts';

/** Admins of any client reach /admin-api/users; on a user of the subject's client only its own admin gets past 404. */
const admins = (status: number): Readonly<Record<Persona, number>> => ({ anonymous: 401, buyer: 403, otherClientBuyer: 403, approver: 403, admin: status, otherClientAdmin: status });
const sameClientAdmin = (status: number): Expectation => ({ ...admins(status), otherClientAdmin: 404 });

/** A user of the subject's client whom no persona signs in as: deactivating them or resetting their password disturbs no other row. */
const bystander = ({ world }: RowContext) => world.dataset.buyers.find((b) => b.clientId === world.clientIdOf('buyer-on') && !b.isAdmin && /^[a-z]+\.[a-z]+$/.test(b.logonName))?.id as string;
/** The user the deleting row deletes: of the subject's client, and no persona's, nor any other row's. */
const leaver = ({ world }: RowContext) => world.buyerId('group-invitee');
/** Each persona's own new logon name, so both admins' creations succeed. */
const newUser = ({ caller }: RowContext) => ({ firstName: 'Matrix', lastName: 'Row', emailAddress: 'matrix.row@example.ca', logonName: `matrix-${caller?.buyerId.slice(0, 8) ?? 'anon'}` });

/** The rows of /admin-api/users (decision 025), spread into the authorization matrix. */
export const userAdminRows = (): MatrixRow[] => [
  { method: 'GET', route: '/admin-api/users', url: () => '/admin-api/users?search=a&page=1&pageSize=10', expect: admins(200) },
  { method: 'GET', route: '/admin-api/users/options', url: () => '/admin-api/users/options', expect: admins(200) },
  { method: 'POST', route: '/admin-api/users', url: () => '/admin-api/users', body: (c) => ({ ...newUser(c), cultureCode: 'fr-CA', defaultShipToId: null, approvalGroupId: null, isAdmin: false }), expect: admins(201) },
  { method: 'GET', route: '/admin-api/users/:buyerId', url: ({ subject }) => `/admin-api/users/${subject.buyerId}`, expect: sameClientAdmin(200) },
  { method: 'PATCH', route: '/admin-api/users/:buyerId', url: ({ subject }) => `/admin-api/users/${subject.buyerId}`, body: () => ({ cultureCode: 'en-CA' }), expect: sameClientAdmin(200) },
  { method: 'DELETE', route: '/admin-api/users/:buyerId', url: (c) => `/admin-api/users/${leaver(c)}`, expect: sameClientAdmin(200) },
  { method: 'POST', route: '/admin-api/users/:buyerId/copy', url: ({ subject }) => `/admin-api/users/${subject.buyerId}/copy`, body: (c) => ({ ...newUser(c), logonName: `${newUser(c).logonName}-copy` }), expect: sameClientAdmin(201) },
  { method: 'POST', route: '/admin-api/users/:buyerId/deactivate', url: (c) => `/admin-api/users/${bystander(c)}/deactivate`, expect: sameClientAdmin(200) },
  { method: 'POST', route: '/admin-api/users/:buyerId/activate', url: (c) => `/admin-api/users/${bystander(c)}/activate`, expect: sameClientAdmin(200) },
  { method: 'POST', route: '/admin-api/users/:buyerId/reset-password', url: (c) => `/admin-api/users/${bystander(c)}/reset-password`, expect: sameClientAdmin(200) },
];
