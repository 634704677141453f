import type { Locale } from '@comptoir/core';
import { languageOfPath, localeOf } from '../../paths.ts';

/** A refused call: its status, the Messages' texts (in the page's language) and, for a form, each field's message. */
export class AdminApiError extends Error {
  override readonly name = 'AdminApiError';
  constructor(
    readonly status: number,
    readonly messages: readonly string[],
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(messages[0] ?? `The api answered ${status}`);
  }
}

const listeners = new Set<() => void>();
/** The session hears of a 401 (its session ended: deactivated, password reset, signed out elsewhere). */
export const onUnauthorized = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const pageLocale = (): Locale => localeOf(languageOfPath(window.location.pathname.replace(/^\/admin/, '')) ?? 'en');

interface Options {
  readonly method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Sign-in itself answers 401 for wrong credentials: not a session that ended. */
  readonly reportUnauthorized?: boolean;
}

const messagesOf = (body: unknown): string[] => {
  const messages = (body as { Messages?: Array<{ PrimaryMessage?: unknown }> } | null)?.Messages;
  return Array.isArray(messages) ? messages.map((m) => m.PrimaryMessage).filter((text): text is string => typeof text === 'string') : [];
};

/** The console's fetch: same origin, the page's language, JSON both ways; failures as an AdminApiError. */
export const adminRequest = async <T>(path: string, options: Options = {}): Promise<T> => {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': pageLocale(), 'X-Requested-With': 'XMLHttpRequest' };
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
  if (response.status === 401 && options.reportUnauthorized !== false) for (const listener of listeners) listener();
  const fieldErrors = (body as { FieldErrors?: Record<string, string> } | undefined)?.FieldErrors ?? {};
  throw new AdminApiError(response.status, messagesOf(body), fieldErrors);
};
