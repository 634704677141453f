import { z } from 'zod';

/** Spec §3 'Message': MessageStatus (1 error, 2 warning, 3 success; §4 adds 4 and 10), MessageType, PrimaryMessage, SecondaryMessages, Type. */
export const MessageSchema = z.object({
  MessageStatus: z.number().int(),
  MessageType: z.number().int(),
  PrimaryMessage: z.string(),
  SecondaryMessages: z.array(z.string()).default([]),
  /** designed: the spec names `Type` without its values; it carries the stable outcome code (= message key, e.g. `quantity.belowMinimum`) so clients never parse texts. */
  Type: z.string().optional(),
});
export type Message = z.infer<typeof MessageSchema>;

/** The spec's `Messages`: a list of Message. */
export const MessagesSchema = z.array(MessageSchema);
export type Messages = z.infer<typeof MessagesSchema>;

/** designed: the body of every expected-outcome error (4xx) and of the shared error handler: `{ isSuccess: false, Messages }`. */
export const ErrorResponseSchema = z.object({ isSuccess: z.literal(false), Messages: MessagesSchema });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** designed: the spec's wrapper reports isSuccess when status is 200 (§7 'Common behaviour'); mutations without a richer answer reply with this. */
export const ResultResponseSchema = z.object({ isSuccess: z.boolean(), Messages: MessagesSchema.default([]) });
export type ResultResponse = z.infer<typeof ResultResponseSchema>;

/** designed: the body of a call that takes none (clearOrder, reorder, validateCustomPrompts): `{}` or nothing; a field is refused, not ignored. */
export const EmptyBodySchema = z.object({}).strict();

/** Language query/body values: the spec sends en or fr, and en-CA / fr-CA (en-US also appears). */
export const LanguageSchema = z.enum(['en', 'fr']);
export const CultureCodeSchema = z.enum(['en-CA', 'fr-CA', 'en-US']);

/** The largest value of a Postgres `integer` column, where references are kept: the database refuses a larger one. */
export const REF_MAX = 2_147_483_647;

/** A numbered reference in a JSON body (OrderProductId, an order's reference, a prompt id or sequence). */
export const RefSchema = z.number().int().positive().max(REF_MAX);

/**
 * A whole number written in a path or a query: decimal digits, a minus sign at most. `z.coerce.number()` reads text
 * as JavaScript's `Number()` does, so '0x1', '1e0', '0b1', ' 1' and '1.0' named cart line 1 (and changed it) or an
 * order: garbage taken for a number. The document describes such a parameter as text of digits.
 */
export const wholeNumberText = <Out>(schema: z.ZodType<Out, number>) => z.string().regex(/^-?\d+$/).transform(Number).pipe(schema);

/**
 * A numbered reference that is not a database id: the order reference of the cart and order calls,
 * a line number (OrderProductId), a prompt sequence. Positive integer, written in a path or a query.
 */
export const IdSchema = wholeNumberText(z.number().int().positive().max(REF_MAX));

/** The database's ids (buyerId, clientId, shipToId, categoryId, productId, promotion ids …) are UUIDs. */
export const UuidSchema = z.uuid();

/** A session id in an answer: opaque to clients (this api happens to use UUIDs; clients must not rely on it). */
export const SessionIdSchema = z.string().min(1).max(200);

/** A day that exists (no 30 February, no month 13) from year 1, the first Postgres takes. */
const isCalendarDay = (value: string): boolean => {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** ISO date (yyyy-mm-dd) or date-time string, as JSON carries dates: the shape alone lets 2026-13-45 and 25:99 through to the database. */
export const DateStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/)
  .refine((value) => isCalendarDay(value) && (value.length === 10 || !Number.isNaN(Date.parse(value))));

/** Integer cents (architecture: money is integer cents). */
export const CentsSchema = z.number().int();
