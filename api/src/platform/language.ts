import { localeFromLanguage, type Locale } from '@comptoir/core';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';

/** The cookie that keeps a visitor's language choice (spec §3 Cookies: language). */
export const LANGUAGE_COOKIE = 'Language';

/** Values we recognise as a language choice: en, fr, en-CA, fr-CA and en-US (spec §1); anything else is ignored. */
const recognised = /^(en|fr)([-_](CA|US))?$/i;

export const parseLanguage = (value: string | null | undefined): Locale | undefined =>
  value && recognised.test(value.trim()) ? localeFromLanguage(value) : undefined;

/** `/fr/api/buyer/loginpunchout` and the storefront's `/en/…` pages carry the language in the path. */
const fromPath = (path: string): Locale | undefined => parseLanguage(/^\/(en|fr)(?=\/|$)/i.exec(path)?.[1]);

/**
 * The request's language, most explicit first: the URL (path prefix, then `lang` / `cultureCode` query),
 * the language cookie, then Accept-Language (already detected by the app; en-CA when absent).
 */
export const languageFromRequest = (): MiddlewareHandler => async (c, next) => {
  const chosen =
    fromPath(c.req.path) ??
    parseLanguage(c.req.query('lang')) ??
    parseLanguage(c.req.query('cultureCode')) ??
    parseLanguage(getCookie(c, LANGUAGE_COOKIE));
  if (chosen) c.set('language', chosen);
  else if (!c.get('language')) c.set('language', localeFromLanguage(c.req.header('Accept-Language')));
  await next();
};
