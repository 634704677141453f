export { api, apiRequest, currentLocale, type ApiRequestOptions, type QueryValue } from './api-client.ts';
export { ApiError, messagesOf } from './api-error.ts';
export { onSessionRefused, type SessionRefusal } from './session-refusals.ts';
