import { formatMessage } from '@comptoir/core';
import type { Said } from '../../i18n/said.ts';
import { AdminApiError } from './admin-api.ts';

/** One of the api's texts as said: by its key when the text is that key's own (no parameter), else as written. */
const saidOfText = (error: AdminApiError, text: string): Said => {
  const type = error.types[error.messages.indexOf(text)];
  return type && formatMessage(error.locale, type) === text ? { key: type as Extract<Said, { key: unknown }>['key'] } : { text };
};

/** A refused call's first message (the generic one when it has none, or did not answer as the api does). */
export const refusalSaid = (error: unknown): Said => (error instanceof AdminApiError && error.messages[0] !== undefined ? saidOfText(error, error.messages[0]) : { key: 'errors.generic' });

/** A refused form's field messages. */
export const fieldRefusals = (error: unknown): Record<string, Said> =>
  error instanceof AdminApiError ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, text]) => [field, saidOfText(error, text)])) : {};
