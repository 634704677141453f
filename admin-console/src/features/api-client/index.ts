export { AdminApiError, adminRequest, onUnauthorized } from './admin-api.ts';
