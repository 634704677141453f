import type { Locale } from '@comptoir/core';
import { languageOfPath, localeOf } from '../../paths.ts';

/**
 * A refused call: its status, the Messages' texts (in the language the request asked for, `locale`) and their
 * catalogue keys (`types`, the Messages' Type, when the api names one), and for a form each field's message.
 */
export class AdminApiError extends Error {
  override readonly name = 'AdminApiError';
  constructor(
    readonly status: number,
    readonly messages: readonly string[],
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    readonly types: readonly (string | undefined)[] = [],
    readonly locale: Locale = 'en-CA',
  ) {
    super(messages[0] ?? `The api answered ${status}`);
  }
}

/**
 * Why the console's session cannot go on: it ended (a 401: deactivated, password reset, signed out elsewhere), or the
 * account is no administrator any more (another administrator took the role away while it was signed in).
 */
export type SessionEndReason = 'ended' | 'notAdministrator';

const listeners = new Set<(reason: SessionEndReason) => void>();
/** The session hears of a session that cannot go on, and why. */
export const onUnauthorized = (listener: (reason: SessionEndReason) => void): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Every call of the console is an administrator's (requireAdmin), from its own origin: a 403 'auth.forbidden' answer
 * means the role was taken away meanwhile. The screen said 'Something went wrong please try again later', which no
 * retry would ever mend.
 */
const endReasonOf = (status: number, types: readonly (string | undefined)[]): SessionEndReason | null =>
  status === 401 ? 'ended' : status === 403 && types.includes('auth.forbidden') ? 'notAdministrator' : null;

const pageLocale = (): Locale => localeOf(languageOfPath(window.location.pathname.replace(/^\/admin/, '')) ?? 'en');

interface Options {
  readonly method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Sign-in itself answers 401 for wrong credentials and 403 for a buyer: not a session that ended. */
  readonly reportUnauthorized?: boolean;
}

type AnswerMessage = { PrimaryMessage?: unknown; Type?: unknown };
const messagesOf = (body: unknown): Array<{ text: string; type: string | undefined }> => {
  const messages = (body as { Messages?: AnswerMessage[] } | null)?.Messages;
  if (!Array.isArray(messages)) return [];
  return messages.flatMap((m) => (typeof m.PrimaryMessage === 'string' ? [{ text: m.PrimaryMessage, type: typeof m.Type === 'string' ? m.Type : undefined }] : []));
};

/** The console's fetch: same origin, the page's language, JSON both ways; failures as an AdminApiError. */
export const adminRequest = async <T>(path: string, options: Options = {}): Promise<T> => {
  const locale = pageLocale();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale, 'X-Requested-With': 'XMLHttpRequest' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
    cache: 'no-store',
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body as T;
  const fieldErrors = (body as { FieldErrors?: Record<string, string> } | undefined)?.FieldErrors ?? {};
  const messages = messagesOf(body);
  const ended = options.reportUnauthorized === false ? null : endReasonOf(response.status, messages.map((m) => m.type));
  if (ended) for (const listener of listeners) listener(ended);
  throw new AdminApiError(response.status, messages.map((m) => m.text), fieldErrors, messages.map((m) => m.type), locale);
};
