import type { CatalogueKey } from '../i18n/messages.ts';
import { hasHiddenCharacters, personText } from '../validation/person-text.ts';
import { hiddenCharactersProblem, type FieldProblem } from './field-problems.ts';

// The approval groups' rules without their zod schemas (admin-approval-groups.ts), for the console's form (decision 047).

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
