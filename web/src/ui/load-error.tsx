import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../features/api-client/index.ts';
import { isSayableAgain } from '../i18n/sayable.ts';
import type { Saying } from '../i18n/use-said.ts';

/** A refusal of what was asked (a 4xx), whose words are the server's; not a network or server failure. */
const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status !== 0 && error.status < 500;

/** What a failed call says to the buyer: the server's own message for a refusal, else the catalogue's generic one. */
export const failureText = (error: unknown, t: TFunction) => (isRefusal(error) ? error.message : t('errors.generic'));

/**
 * failureText kept for useSaid, so a switch of language mid-journey says it again: the refusal by its code when the
 * catalogue can say it without values, else in the server's words (left only in the language asked in).
 */
export const failureSaying = (error: unknown): Saying => {
  if (!isRefusal(error)) return { key: 'errors.generic' };
  return isSayableAgain(error.code) ? { key: error.code } : { text: error.message };
};

/** A request refused for what it asks (400 bad input, 422 a rule): sent again, it is refused again. */
const refusedAsAsked = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 422);

/**
 * A failed load: its text (failureText) and 'Try again'. A 404 will not change on a retry: given `whenNotFound` (a way
 * back, or null where the page shows one already), it says so with that instead. A refusal of what was asked has no
 * 'Try again' either: its text (the server's reason) is what the buyer acts on.
 */
export const LoadError = ({ error, onRetry, whenNotFound }: { error: unknown; onRetry: () => void; whenNotFound?: ReactNode }) => {
  const { t } = useTranslation();
  const notFound = whenNotFound !== undefined && error instanceof ApiError && error.status === 404;
  const retry = refusedAsAsked(error) ? null : <button type="button" className="button" onClick={onRetry}>{t('common.retry')}</button>;
  return (
    <div className="alert" role="alert">
      <span>{failureText(error, t)}</span>
      {notFound ? whenNotFound : retry}
    </div>
  );
};
