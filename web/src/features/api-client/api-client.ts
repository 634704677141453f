import type { Locale } from '@comptoir/core';
import { languageOfPath, localeOf } from '../../paths.ts';
import { ApiError, messagesOf } from './api-error.ts';
import { reportSessionRefused } from './session-refusals.ts';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Readonly<Record<string, QueryValue>>;
  headers?: Readonly<Record<string, string>>;
  /** Defaults to the page's language (`<html lang>`, else the URL prefix). */
  locale?: Locale;
  signal?: AbortSignal;
  /** Checks and narrows the answer (a contract schema's `parse`, or a hand-written guard). */
  parse?: (body: unknown) => T;
  /**
   * A 401, and a 403 asking for a temporary password to be changed first, are normally reported to the session; sign-in
   * itself answers 401 for wrong credentials.
   */
  reportUnauthorized?: boolean;
}

/** The page's locale: `<html lang>` follows the URL prefix before anything fetches. */
export const currentLocale = (): Locale => {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (lang === 'fr-CA' || lang === 'en-CA') return lang;
  return localeOf(typeof window === 'undefined' ? 'en' : (languageOfPath(window.location.pathname) ?? 'en'));
};

const withQuery = (path: string, query: ApiRequestOptions<unknown>['query']): string => {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== null && value !== undefined) search.append(name, String(value));
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  return (response.headers.get('Content-Type') ?? '').includes('json') ? (JSON.parse(text) as unknown) : text;
};

/**
 * The one typed fetch client of the storefront: same origin, the language header, JSON both ways,
 * cookies sent, failures as an ApiError in the spec's Messages shape, 401s (and a password to change) reported to the session.
 */
export const apiRequest = async <T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> => {
  const locale = options.locale ?? currentLocale();
  // X-Requested-With: the api's sign that our own script sent a request (a cross-site image or link cannot
  // set it); GETs that change the cart, such as removeProduct, are refused without it in older browsers.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale, 'X-Requested-With': 'XMLHttpRequest', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, messagesOf(null, locale));
  }
  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    throw new ApiError(response.status, messagesOf(null, locale));
  }
  if (!response.ok) {
    const error = new ApiError(response.status, messagesOf(body, locale), body);
    if (options.reportUnauthorized !== false) {
      if (response.status === 401) reportSessionRefused('unauthorized');
      else if (error.code === 'auth.passwordChangeRequired') reportSessionRefused('passwordChangeRequired');
    }
    throw error;
  }
  if (!options.parse) return body as T;
  try {
    return options.parse(body);
  } catch {
    throw new ApiError(response.status, messagesOf(null, locale), body);
  }
};

type Options<T> = Omit<ApiRequestOptions<T>, 'method' | 'body'>;

/** Shorthands by method. */
export const api = {
  get: <T = unknown>(path: string, options?: Options<T>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Options<T>) => apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Options<T>) => apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  put: <T = unknown>(path: string, body?: unknown, options?: Options<T>) => apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T = unknown>(path: string, options?: Options<T>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
