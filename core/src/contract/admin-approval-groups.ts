import { z } from 'zod';
import type { CatalogueKey } from '../i18n/messages.ts';
import { hasHiddenCharacters, personText } from '../validation/person-text.ts';
import { UuidSchema } from './common.ts';
import { hiddenCharactersProblem, type FieldProblem } from './field-problems.ts';

/** designed: the longest name of an approval group, in either language (it is shown in a select and a table cell). */
export const APPROVAL_GROUP_NAME_MAX_LENGTH = 80;
/** designed: the highest threshold, in cents ($10,000,000): above it no order would ever need approval, so it is a typing error. */
export const APPROVAL_GROUP_THRESHOLD_MAX = 1_000_000_000;
/** designed: the most approvers a group lists (any one of them decides, decision 022). */
export const APPROVAL_GROUP_APPROVERS_MAX = 10;

/** The fields of an approval group an admin writes (spec §2.2 approval groups: create, modify, delete). */
export const approvalGroupFields = ['nameEn', 'nameFr', 'thresholdAmount', 'approverIds'] as const;
export type ApprovalGroupField = (typeof approvalGroupFields)[number];

export const approvalGroupNameLabels = { nameEn: 'admin.approvalGroups.nameEn', nameFr: 'admin.approvalGroups.nameFr' } as const satisfies Record<string, CatalogueKey>;
type NameField = keyof typeof approvalGroupNameLabels;

export interface ApprovalGroupFields {
  readonly nameEn: string;
  readonly nameFr: string;
  /** Cents: orders of this subtotal or more need approval; 0 means every order. */
  readonly thresholdAmount: number;
  /** In the order they are asked. */
  readonly approverIds: readonly string[];
}

const nameProblem = (field: NameField, raw: string): FieldProblem | null => {
  const fieldLabel = approvalGroupNameLabels[field];
  if (hasHiddenCharacters(raw)) return hiddenCharactersProblem(fieldLabel);
  const value = personText(raw).trim();
  if (value === '') return { key: 'errors.fieldRequired', fieldLabel };
  if (value.length > APPROVAL_GROUP_NAME_MAX_LENGTH) return { key: 'errors.fieldTooLong', fieldLabel, params: { max: APPROVAL_GROUP_NAME_MAX_LENGTH } };
  return null;
};

const thresholdProblem = (cents: number): FieldProblem | null =>
  Number.isSafeInteger(cents) && cents >= 0 && cents <= APPROVAL_GROUP_THRESHOLD_MAX ? null : { key: 'admin.approvalGroups.thresholdInvalid', params: { max: APPROVAL_GROUP_THRESHOLD_MAX / 100 } };

const approversProblem = (ids: readonly string[]): FieldProblem | null => {
  if (ids.length === 0) return { key: 'admin.approvalGroups.approverRequired' };
  if (ids.length > APPROVAL_GROUP_APPROVERS_MAX) return { key: 'admin.approvalGroups.tooManyApprovers', params: { max: APPROVAL_GROUP_APPROVERS_MAX } };
  if (new Set(ids.map((id) => id.toLowerCase())).size !== ids.length) return { key: 'admin.approvalGroups.approverTwice' };
  return null;
};

/**
 * What is wrong with an approval group's fields, one problem per field: both names required (no hidden characters,
 * at most 80 characters once trimmed), the threshold a whole number of cents from 0 to $10,000,000, one to ten
 * approvers, each once. The console checks the form with it before sending, and the api the request: one rule.
 * A field left out (an edit that does not change it) has no problem.
 */
export const approvalGroupFieldProblems = (input: Partial<ApprovalGroupFields>): Partial<Record<ApprovalGroupField, FieldProblem>> => {
  const found: Array<[ApprovalGroupField, FieldProblem | null]> = [
    ['nameEn', input.nameEn === undefined ? null : nameProblem('nameEn', input.nameEn)],
    ['nameFr', input.nameFr === undefined ? null : nameProblem('nameFr', input.nameFr)],
    ['thresholdAmount', input.thresholdAmount === undefined ? null : thresholdProblem(input.thresholdAmount)],
    ['approverIds', input.approverIds === undefined ? null : approversProblem(input.approverIds)],
  ];
  return Object.fromEntries(found.filter(([, problem]) => problem !== null)) as Partial<Record<ApprovalGroupField, FieldProblem>>;
};

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
