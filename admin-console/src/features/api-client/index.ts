export { AdminApiError, adminRequest, onUnauthorized, type SessionEndReason } from './admin-api.ts';
export { useCheckedForm, type FieldErrorTexts, type FieldProblems } from './use-checked-form.ts';
export { fieldRefusals, refusalSaid } from './refusal.ts';
export { LoadFailure, loadFailureTitle } from './load-failure.tsx';
