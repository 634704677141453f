import { zValidator } from '@hono/zod-validator';
import { containsCardNumber, hasTextDirectionControls, httpStatusOf, isOutcomeCode, localeFromLanguage, toMessages, type Locale, type MessageParams, type OutcomeCode } from '@comptoir/core';
import type { Context, ValidationTargets } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z, type ZodType } from 'zod';
import { isSecretKey } from './logger.ts';
import { parsing, type RequestPart } from './request-schemas.ts';

/** An expected outcome with its message's params; app.onError answers it in the Messages shape, in the request's language. */
export class OutcomeException extends HTTPException {
  constructor(
    readonly code: OutcomeCode,
    readonly params: MessageParams = {},
  ) {
    super(httpStatusOf(code) as ContentfulStatusCode, { cause: code });
  }
}

export const outcome = (code: OutcomeCode, params: MessageParams = {}): HTTPException => new OutcomeException(code, params);

/** The request's locale, whichever middleware ran. */
export const localeOf = (c: Context): Locale => (c.get('language') as Locale | undefined) ?? localeFromLanguage(c.req.header('Accept-Language'));

/** The error body of a catalogue outcome (for answers that add headers or fields, as 429 and authenticate do). */
export const outcomeBody = (c: Context, code: OutcomeCode, params: MessageParams = {}) => ({ isSuccess: false as const, Messages: toMessages(code, localeOf(c), params) });

/** A catalogue outcome answered with its own status, in the request's language. */
export const outcomeResponse = (c: Context, code: OutcomeCode, params: MessageParams = {}) =>
  c.json(outcomeBody(c, code, params), httpStatusOf(code) as ContentfulStatusCode);

/** U+0000, which Postgres text and jsonb refuse, and lone surrogates, which have no UTF-8 form. */
const unstorable = /[\u0000\p{Cs}]/u;

/**
 * U+FFFD is what the body's UTF-8 decoding puts where bytes were no UTF-8 (an integration sending ISO-8859-1 or
 * Windows-1252): the accented letters the sender meant are lost, and keeping the text would store the loss.
 */
const undecodable = /\uFFFD/;

/** Whether a parsed request part holds a string (value or key) that matches `pattern`. */
const hasText = (value: unknown, pattern: RegExp): boolean => {
  if (typeof value === 'string') return pattern.test(value);
  if (Array.isArray(value)) return value.some((item) => hasText(item, pattern));
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => pattern.test(key) || hasText(item, pattern));
  return false;
};

/** Whether a parsed request part holds a string (value or key) the database cannot take: a schema's z.string() lets them through. */
export const hasUnstorableText = (value: unknown): boolean => hasText(value, unstorable);

/**
 * Whether a parsed body holds a card number in text the api would keep (a line note, a PO number, instructions, a
 * name: stored and audited as typed). Secret fields keep nothing as typed (a password is hashed, the card form's
 * number becomes the provider's token), so only they may hold one.
 */
export const hasCardNumber = (value: unknown): boolean => hasKeptText(value, containsCardNumber);

/** Whether a parsed request part holds, outside its secret fields, a string `matches` finds. */
const hasKeptText = (value: unknown, matches: (text: string) => boolean, key = ''): boolean => {
  if (isSecretKey(key)) return false;
  if (typeof value === 'string') return matches(value);
  if (Array.isArray(value)) return value.some((item) => hasKeptText(item, matches, key));
  if (value && typeof value === 'object') return Object.entries(value).some(([name, item]) => hasKeptText(item, matches, name));
  return false;
};

/**
 * The outcome a schema's refinement names in its params (`{ params: { outcome, ...its message's params } }`), for a
 * message the buyer can act on.
 */
const namedOutcome = (error: unknown): { code: OutcomeCode; params: MessageParams } | undefined => {
  const issues = (error as { issues?: Array<{ params?: { outcome?: unknown } & MessageParams }> } | undefined)?.issues ?? [];
  const named = issues.find((issue) => typeof issue.params?.outcome === 'string' && isOutcomeCode(issue.params.outcome));
  if (!named?.params) return undefined;
  const { outcome: code, ...params } = named.params;
  return { code: code as OutcomeCode, params };
};

/**
 * The zValidator hook every route shares: a failed parse is `code` (or the outcome a refinement names); text the
 * database cannot take is refused before any SQL sees it, and so is a card number in any part (never stored or logged):
 * a body's text, a search typed into a query, an Idempotency-Key (stored with the order and sent to the provider).
 */
export const refuseBadInput =
  (code: OutcomeCode = 'errors.badRequest') =>
  (result: { success: boolean; data?: unknown; error?: unknown }): void => {
    if (!result.success) {
      const named = namedOutcome(result.error);
      throw named ? outcome(named.code, named.params) : outcome(code);
    }
    if (hasText(result.data, undecodable)) throw outcome('errors.notUtf8');
    if (hasUnstorableText(result.data)) throw outcome('errors.unsupportedCharacters');
    // Notes, instructions, reasons, names: text shown to other people must read as it is (decision 046).
    if (hasKeptText(result.data, hasTextDirectionControls)) throw outcome('errors.textDirectionCharacters');
    if (hasCardNumber(result.data)) throw outcome('checkout.cardNumberNotToken');
  };

/**
 * zod validation of one request part. Any failure is the catalogue's bad-request outcome (400): the
 * details of a schema are not a message a buyer can act on, and nothing has been read or changed yet.
 * `refusedAs` answers a refusal in the route's own shape where its document says so (undefined: the Messages shape).
 */
export const validate = <Target extends keyof ValidationTargets & RequestPart, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  code: OutcomeCode = 'errors.badRequest',
  refusedAs?: (c: Context, refusal: OutcomeException) => Response | undefined,
) =>
  parsing(
    target,
    schema,
    zValidator(target, schema, (result, c) => {
      if (target === 'json') refuseNonJsonBody(c);
      try {
        refuseBadInput(code)(result);
      } catch (error) {
        const answer = refusedAs && error instanceof OutcomeException ? refusedAs(c, error) : undefined;
        if (answer) return answer;
        throw error;
      }
    }),
  );

/** hono reads a body of another type as {}: a schema of optional fields would take it and change nothing, silently. */
export const refuseNonJsonBody = (c: Context): void => {
  if (sentBody(c) && !JSON_TYPE.test(c.req.header('content-type') ?? '')) throw outcome('errors.notJson');
};

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;
const sentBody = (c: Context): boolean => {
  const length = c.req.header('content-length');
  return length === undefined ? c.req.raw.body !== null : length !== '0';
};

/** Ids in paths are the database's UUIDs; braces (as some clients send GUIDs) and upper case are tolerated. */
export const UuidParam = z
  .string()
  .trim()
  .transform((value) => value.replace(/^\{(.*)\}$/, '$1').toLowerCase())
  .pipe(z.uuid());
