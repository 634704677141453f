import { z } from 'zod';
import { personText } from '../validation/person-text.ts';
import { approvalGroupFieldProblems, approvalGroupFields, type ApprovalGroupFields } from './admin-approval-group-rules.ts';
import { UuidSchema } from './common.ts';

const withFieldProblems = <T extends Partial<ApprovalGroupFields>>(value: T, context: z.RefinementCtx<T>) => {
  for (const [field, problem] of Object.entries(approvalGroupFieldProblems(value))) {
    context.addIssue({ code: 'custom', path: [field], message: problem.key, params: { problem } });
  }
};

const approvalGroupShape = {
  nameEn: z.string().max(500).transform(personText),
  nameFr: z.string().max(500).transform(personText),
  thresholdAmount: z.number(),
  approverIds: z.array(UuidSchema).max(100),
};

/** designed: POST /admin-api/approval-groups — only these fields (no mass assignment). */
export const AdminApprovalGroupCreateRequestSchema = z.strictObject(approvalGroupShape).superRefine(withFieldProblems);
export type AdminApprovalGroupCreateRequest = z.infer<typeof AdminApprovalGroupCreateRequestSchema>;
/** designed: PATCH /admin-api/approval-groups/{approvalGroupId} — any of the same fields; approvers given replace the list. */
export const AdminApprovalGroupUpdateRequestSchema = z.strictObject(approvalGroupShape).partial().superRefine(withFieldProblems);
export type AdminApprovalGroupUpdateRequest = z.infer<typeof AdminApprovalGroupUpdateRequestSchema>;

export const AdminApprovalGroupParamsSchema = z.strictObject({ approvalGroupId: UuidSchema });

/** A user as an approval group names them (approver, member, or one the form offers as approver). */
export const ApprovalGroupPersonSchema = z.object({ buyerId: UuidSchema, firstName: z.string(), lastName: z.string(), logonName: z.string(), isActive: z.boolean() });
export type ApprovalGroupPerson = z.infer<typeof ApprovalGroupPersonSchema>;

/** designed: an approval group in the list: its name in the request's language, both names, threshold, approvers in order, member count. */
export const AdminApprovalGroupSummarySchema = z.object({
  approvalGroupId: UuidSchema,
  name: z.string(),
  nameEn: z.string(),
  nameFr: z.string(),
  thresholdAmount: z.number().int().nonnegative(),
  approvers: z.array(ApprovalGroupPersonSchema),
  memberCount: z.number().int().nonnegative(),
});
export type AdminApprovalGroupSummary = z.infer<typeof AdminApprovalGroupSummarySchema>;

export const AdminApprovalGroupListResponseSchema = z.object({ approvalGroups: z.array(AdminApprovalGroupSummarySchema) });
export type AdminApprovalGroupList = z.infer<typeof AdminApprovalGroupListResponseSchema>;

/** designed: one approval group with its members and how many orders await its approval (a group with any cannot be deleted). */
export const AdminApprovalGroupSchema = AdminApprovalGroupSummarySchema.extend({ members: z.array(ApprovalGroupPersonSchema), ordersAwaitingApproval: z.number().int().nonnegative() });
export type AdminApprovalGroup = z.infer<typeof AdminApprovalGroupSchema>;

/** designed: create and modify answer the group as it now is. */
export const AdminApprovalGroupResponseSchema = z.object({ approvalGroup: AdminApprovalGroupSchema });
export type AdminApprovalGroupResponse = z.infer<typeof AdminApprovalGroupResponseSchema>;

/** designed: a deleted group, and how many members it released (they are in no approval group now). */
export const AdminApprovalGroupDeletedResponseSchema = z.object({ approvalGroupId: UuidSchema, membersReleased: z.number().int().nonnegative() });
export type AdminApprovalGroupDeletedResponse = z.infer<typeof AdminApprovalGroupDeletedResponseSchema>;

/** designed: GET /admin-api/approval-groups/options — the client's active users the form offers as approvers. */
export const AdminApprovalGroupOptionsResponseSchema = z.object({ approvers: z.array(ApprovalGroupPersonSchema) });
export type AdminApprovalGroupOptions = z.infer<typeof AdminApprovalGroupOptionsResponseSchema>;

/** designed: a refused approval group form: the Messages, and each field's message beside it. */
export const AdminApprovalGroupFormErrorResponseSchema = z.object({
  isSuccess: z.literal(false),
  Messages: z.array(z.object({ PrimaryMessage: z.string(), Type: z.string().optional() }).passthrough()),
  FieldErrors: z.partialRecord(z.enum(approvalGroupFields), z.string()),
});
