import { localeFromLanguage, otherLocale, type Locale } from '@comptoir/core';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Session } from './session.ts';

/** What it reads and sets: it runs before the session middleware (no session yet) and again after it. */
type LanguageEnv = { Variables: { language: Locale; session?: Session | null } };

/** The cookie that keeps a visitor's language choice (spec §3 Cookies: language). */
export const LANGUAGE_COOKIE = 'Language';

/** Values we recognise as a language choice: en, fr, en-CA, fr-CA and en-US (spec §1); anything else is ignored. */
const recognised = /^(en|fr)([-_](CA|US))?$/i;

export const parseLanguage = (value: string | null | undefined): Locale | undefined =>
  value && recognised.test(value.trim()) ? localeFromLanguage(value) : undefined;

/** `/fr/api/buyer/loginpunchout` and the storefront's `/en/…` pages carry the language in the path. */
const fromPath = (path: string): Locale | undefined => parseLanguage(/^\/(en|fr)(?=\/|$)/i.exec(path)?.[1]);

/** A range's q weight (RFC 9110 §12.4.2): 1 when absent or unreadable, clamped to 0-1. */
const weightOf = (parameters: readonly string[]): number => {
  const q = parameters.map((parameter) => /^q\s*=\s*(\d+(?:\.\d*)?)$/i.exec(parameter.trim())?.[1]).find((value) => value !== undefined);
  return q === undefined ? 1 : Math.min(1, Number(q));
};

/**
 * The English or French range Accept-Language weighs most, the first of equal weights (`fr-CA,fr;q=0.9,en;q=0.8` and
 * `en;q=0.1, fr;q=0.9` are French). q=0 refuses a language: `fr;q=0` alone is English.
 */
const fromHeader = (header: string | undefined): Locale | undefined => {
  const ranges = (header ?? '').split(',').flatMap((range) => {
    const [tag = '', ...parameters] = range.split(';');
    return /^(en|fr)\b/i.test(tag.trim()) ? [{ locale: localeFromLanguage(tag), weight: weightOf(parameters) }] : [];
  });
  const best = ranges.reduce<(typeof ranges)[number] | undefined>((chosen, range) => (range.weight > (chosen?.weight ?? 0) ? range : chosen), undefined);
  if (best) return best.locale;
  const refused = new Set(ranges.map((range) => range.locale));
  return refused.size === 1 ? otherLocale([...refused][0] as Locale) : undefined;
};

/**
 * The request's language, most explicit first: the URL (path prefix, then `lang` / `cultureCode` query),
 * then Accept-Language when it names English or French (the spec's client sends the screen's language
 * on every call), then the language cookie, then the signed-in buyer's culture (runs after the session
 * middleware); English by default.
 */
export const languageFromRequest = (): MiddlewareHandler<LanguageEnv> => async (c, next) => {
  const chosen =
    fromPath(c.req.path) ??
    parseLanguage(c.req.query('lang')) ??
    parseLanguage(c.req.query('cultureCode')) ??
    fromHeader(c.req.header('Accept-Language')) ??
    parseLanguage(getCookie(c, LANGUAGE_COOKIE)) ??
    c.get('session')?.buyer.cultureCode;
  c.set('language', chosen ?? 'en-CA');
  await next();
};
