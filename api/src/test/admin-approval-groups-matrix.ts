import type { Expectation, MatrixRow, Persona, RowContext } from './authorization-matrix.ts';

/** Admins of any client reach /admin-api/approval-groups; on a group of the subject's client only its own admin gets past 404. */
const admins = (status: number): Readonly<Record<Persona, number>> => ({ anonymous: 401, buyer: 403, otherClientBuyer: 403, approver: 403, admin: status, otherClientAdmin: status });
const sameClientAdmin = (status: number): Expectation => ({ ...admins(status), otherClientAdmin: 404 });

/** The subject's client's seeded group: buyer-on's orders await its approval, so deleting it is refused (409) and nothing else changes. */
const subjectGroup = ({ world, subject }: RowContext) => world.dataset.approvalGroups.find((g) => g.clientId === subject.clientId) as { id: string; thresholdAmount: number };
/** Each admin's own new group, named after them (unique within their client), approved by themself. */
const newGroup = ({ caller }: RowContext) => {
  const who = caller?.buyerId.slice(0, 8) ?? 'anon';
  return { nameEn: `Matrix ${who}`, nameFr: `Matrice ${who}`, thresholdAmount: 25_000, approverIds: [caller?.buyerId ?? '00000000-0000-4000-8000-000000000000'] };
};

/** The rows of /admin-api/approval-groups (decision 035), spread into the authorization matrix. */
export const approvalGroupAdminRows = (): MatrixRow[] => [
  { method: 'GET', route: '/admin-api/approval-groups', url: () => '/admin-api/approval-groups', expect: admins(200) },
  { method: 'GET', route: '/admin-api/approval-groups/options', url: () => '/admin-api/approval-groups/options', expect: admins(200) },
  { method: 'POST', route: '/admin-api/approval-groups', url: () => '/admin-api/approval-groups', body: newGroup, expect: admins(201) },
  { method: 'GET', route: '/admin-api/approval-groups/:approvalGroupId', url: (c) => `/admin-api/approval-groups/${subjectGroup(c).id}`, expect: sameClientAdmin(200) },
  // The threshold it already has: the world's other rows see the group as seeded.
  { method: 'PATCH', route: '/admin-api/approval-groups/:approvalGroupId', url: (c) => `/admin-api/approval-groups/${subjectGroup(c).id}`, body: (c) => ({ thresholdAmount: subjectGroup(c).thresholdAmount }), expect: sameClientAdmin(200) },
  { method: 'DELETE', route: '/admin-api/approval-groups/:approvalGroupId', url: (c) => `/admin-api/approval-groups/${subjectGroup(c).id}`, expect: sameClientAdmin(409) },
];
