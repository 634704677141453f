export { AdminApiError, adminRequest, onUnauthorized } from './admin-api.ts';
export { useCheckedForm, type FieldErrorTexts } from './use-checked-form.ts';
export { LoadFailure } from './load-failure.tsx';
