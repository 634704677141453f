import type { Expectation, MatrixRow, Persona, RowContext } from './authorization-matrix.ts';

/** The subject client's default ship-to and first approval group: objects another client's caller must not be able to use. */
export const subjectShipTo = ({ world, subject }: RowContext) => world.dataset.shipTos.find((shipTo) => shipTo.clientId === subject.clientId)?.id as string;
const subjectGroup = ({ world, subject }: RowContext) => world.dataset.approvalGroups.find((group) => group.clientId === subject.clientId)?.id as string;
/** An order of the subject buyer's, by its ref (refs follow the seed's order, from 1000: migration 0005). */
const subjectOrderRef = ({ world, subject }: RowContext) => 1000 + world.dataset.orders.findIndex((order) => order.buyerId === subject.buyerId);

const adminsOf = (own: number, other: number): Readonly<Record<Persona, number>> => ({ anonymous: 401, buyer: 403, otherClientBuyer: 403, approver: 403, admin: own, otherClientAdmin: other });

/**
 * Ids named in a body or by the caller's own path: another client's ship-to, approval group or order is refused
 * as if it did not exist (spread into the authorization matrix; openapi-sweep's cross-client check asks for them).
 */
export const crossClientRows = (): MatrixRow[] => [
  // The subject client's ship-to: its buyers may choose it; another client's buyer is refused (422, nothing saved).
  { method: 'PUT', route: '/api/checkout/delivery-details', url: () => '/api/checkout/delivery-details', body: (c) => ({ shipToId: subjectShipTo(c), deliveryType: 'standard' }), expect: { anonymous: 401, buyer: 200, otherClientBuyer: 422, approver: 200, admin: 200, otherClientAdmin: 422 } satisfies Expectation },
  // A new user on the subject client's ship-to or in its approval group: only its own admin may place them there.
  { method: 'POST', route: '/admin-api/users', url: () => '/admin-api/users', body: (c) => ({ firstName: 'Cross', lastName: 'Client', emailAddress: 'cross.client@example.ca', logonName: `cross-${c.caller?.buyerId.slice(0, 8) ?? 'anon'}`, cultureCode: 'fr-CA', defaultShipToId: subjectShipTo(c), approvalGroupId: null, isAdmin: false }), expect: adminsOf(201, 422) },
  { method: 'POST', route: '/admin-api/users', url: () => '/admin-api/users', body: (c) => ({ firstName: 'Cross', lastName: 'Group', emailAddress: 'cross.group@example.ca', logonName: `group-${c.caller?.buyerId.slice(0, 8) ?? 'anon'}`, cultureCode: 'en-CA', defaultShipToId: null, approvalGroupId: subjectGroup(c), isAdmin: false }), expect: adminsOf(201, 422) },
  // Each caller as the approver of the path (their own id) deciding the subject buyer's order: only its group's approver reaches it (decided long ago: 409).
  { method: 'POST', route: '/svc/orders/approvers/:approverId/orders/:orderId/approve', url: (c) => `/svc/orders/approvers/${c.caller?.buyerId ?? c.subject.buyerId}/orders/${subjectOrderRef(c)}/approve`, body: () => ({}), expect: { anonymous: 401, buyer: 404, otherClientBuyer: 404, approver: 409, admin: 404, otherClientAdmin: 404 } },
  { method: 'POST', route: '/svc/orders/approvers/:approverId/orders/:orderId/reject', url: (c) => `/svc/orders/approvers/${c.caller?.buyerId ?? c.subject.buyerId}/orders/${subjectOrderRef(c)}/reject`, body: () => ({ reason: 'Not ours' }), expect: { anonymous: 401, buyer: 404, otherClientBuyer: 404, approver: 409, admin: 404, otherClientAdmin: 404 } },
  // Each caller as the buyer of the path cancelling the subject buyer's order: only its buyer reaches it (delivered long ago: 409).
  { method: 'POST', route: '/svc/orders/buyers/:buyerId/orders/:orderId/cancel', url: (c) => `/svc/orders/buyers/${c.caller?.buyerId ?? c.subject.buyerId}/orders/${subjectOrderRef(c)}/cancel`, body: () => ({}), expect: { anonymous: 401, buyer: 409, otherClientBuyer: 404, approver: 404, admin: 404, otherClientAdmin: 404 } },
];
