export { approvalGroupsApi, APPROVAL_GROUPS_LIST } from './approval-groups-api.ts';
export { ApprovalGroupForm } from './approval-group-form.tsx';
export { approverName, emptyGroup, groupNames, personName, requestOf, valuesOf, type ApprovalGroupFormValues } from './approval-group-form-values.ts';
export { thresholdLabel } from './threshold-label.ts';
