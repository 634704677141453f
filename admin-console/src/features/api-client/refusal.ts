import { getI18n } from 'react-i18next';
import type { Said } from '../../i18n/said.ts';
import { AdminApiError } from './admin-api.ts';

/**
 * Whether a text is its key's own (no parameter) in the language the api answered in, by the catalogue the console
 * loaded: i18next's, module-level as refusals are read outside React. A key the console has not loaded is not.
 */
const isTextOf = (error: AdminApiError, key: string, text: string): boolean => {
  const i18n = getI18n() as ReturnType<typeof getI18n> | undefined;
  return i18n?.exists(key, { lng: error.locale }) === true && i18n.getFixedT(error.locale)(key) === text;
};

/** One of the api's texts as said: by its key when the text is that key's own (no parameter), else as written. */
const saidOfText = (error: AdminApiError, text: string): Said => {
  const type = error.types[error.messages.indexOf(text)];
  return type && isTextOf(error, type, text) ? { key: type as Extract<Said, { key: unknown }>['key'] } : { text };
};

/** A refused call's first message (the generic one when it has none, or did not answer as the api does). */
export const refusalSaid = (error: unknown): Said => (error instanceof AdminApiError && error.messages[0] !== undefined ? saidOfText(error, error.messages[0]) : { key: 'errors.generic' });

/** A refused form's field messages. */
export const fieldRefusals = (error: unknown): Record<string, Said> =>
  error instanceof AdminApiError ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, text]) => [field, saidOfText(error, text)])) : {};
