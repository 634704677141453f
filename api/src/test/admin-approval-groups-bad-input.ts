import { AdminApprovalGroupCreateRequestSchema, AdminApprovalGroupUpdateRequestSchema } from '@comptoir/core';
import fc from 'fast-check';
import { ApprovalGroupParamsSchema } from '../modules/approval-groups/index.ts';
import type { BadInputTarget } from './bad-input.ts';
import { worldDataset } from './world-dataset.ts';

let groupOn: string | undefined;
/** The admin's client's seeded group (admin-on's), so an edit that got past validation would reach a real group. */
const adminsGroup = () => {
  groupOn ??= worldDataset().approvalGroups.find((g) => g.name.en.startsWith('Lakeshore'))?.id as string;
  return `/admin-api/approval-groups/${groupOn}`;
};

const validGroup = { nameEn: 'Head office', nameFr: 'Siège social', thresholdAmount: 50_000, approverIds: ['00000000-0000-4000-8000-000000000001'] };
/** A valid group with one member the form does not have, or one field made invalid. */
const spoiledGroups = fc.oneof(
  fc.tuple(fc.constantFrom('clientId', 'id', 'approvalGroupId', 'members', 'memberIds', 'createdAt', 'name'), fc.jsonValue()).map(([member, value]) => ({ ...validGroup, [member]: value })),
  fc.tuple(fc.constantFrom('nameEn', 'nameFr'), fc.constantFrom('', '   ', 'x'.repeat(81), 'x'.repeat(600), 'a\u202eb', 12, null)).map(([field, value]) => ({ ...validGroup, [field]: value })),
  fc.constantFrom(-1, 0.5, 1e10, 2_147_483_648, Number.MAX_SAFE_INTEGER, '100', null).map((thresholdAmount) => ({ ...validGroup, thresholdAmount })),
  fc.constantFrom([], ['not-a-uuid'], Array.from({ length: 11 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`), [validGroup.approverIds[0], validGroup.approverIds[0]], 'one').map((approverIds) => ({ ...validGroup, approverIds })),
);

/** /admin-api/approval-groups (decision 035): bodies and ids, spread into the bad-input targets. */
export const approvalGroupAdminBadInputTargets: BadInputTarget[] = [
  { name: 'create approval group body', method: 'POST', persona: 'admin', part: 'json', schema: AdminApprovalGroupCreateRequestSchema, url: () => '/admin-api/approval-groups' },
  { name: 'create approval group: mass assignment and invalid fields', method: 'POST', persona: 'admin', part: 'json', schema: AdminApprovalGroupCreateRequestSchema, values: spoiledGroups, url: () => '/admin-api/approval-groups' },
  { name: 'modify approval group body', method: 'PATCH', persona: 'admin', part: 'json', schema: AdminApprovalGroupUpdateRequestSchema, url: adminsGroup },
  { name: 'modify approval group: mass assignment and invalid fields', method: 'PATCH', persona: 'admin', part: 'json', schema: AdminApprovalGroupUpdateRequestSchema, values: spoiledGroups, url: adminsGroup },
  { name: 'approval group id', method: 'GET', persona: 'admin', part: 'param', schema: ApprovalGroupParamsSchema.shape.approvalGroupId, url: (value) => `/admin-api/approval-groups/${encodeURIComponent(value)}` },
  { name: 'delete approval group id', method: 'DELETE', persona: 'admin', part: 'param', schema: ApprovalGroupParamsSchema.shape.approvalGroupId, url: (value) => `/admin-api/approval-groups/${encodeURIComponent(value)}` },
];
