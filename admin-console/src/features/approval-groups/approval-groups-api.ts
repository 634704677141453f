import type { AdminApprovalGroup, AdminApprovalGroupCreateRequest, AdminApprovalGroupDeletedResponse, AdminApprovalGroupList, AdminApprovalGroupOptions, AdminApprovalGroupResponse, AdminApprovalGroupUpdateRequest } from '@comptoir/core';
import { adminRequest } from '../api-client/index.ts';

const base = '/admin-api/approval-groups';
const one = (groupId: string) => `${base}/${encodeURIComponent(groupId)}`;

/** The /admin-api/approval-groups calls (decision 035): the admin's own client's groups only. */
export const approvalGroupsApi = {
  list: (signal?: AbortSignal) => adminRequest<AdminApprovalGroupList>(base, { signal }),
  view: (groupId: string, signal?: AbortSignal) => adminRequest<AdminApprovalGroup>(one(groupId), { signal }),
  options: (signal?: AbortSignal) => adminRequest<AdminApprovalGroupOptions>(`${base}/options`, { signal }),
  create: (body: AdminApprovalGroupCreateRequest) => adminRequest<AdminApprovalGroupResponse>(base, { body }),
  update: (groupId: string, body: AdminApprovalGroupUpdateRequest) => adminRequest<AdminApprovalGroupResponse>(one(groupId), { method: 'PATCH', body }),
  /** Refused (409) while orders await the group's approval; its members are then in no group. */
  remove: (groupId: string) => adminRequest<AdminApprovalGroupDeletedResponse>(one(groupId), { method: 'DELETE' }),
};

/** The page that shows a deleted group's notice: the list, since the group's own page is gone. */
export const APPROVAL_GROUPS_LIST = 'approval-groups';
