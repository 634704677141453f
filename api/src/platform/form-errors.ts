import { fieldProblemText, formatMessage, httpStatusOf, toMessage, type FieldProblem, type Message, type OutcomeCode } from '@comptoir/core';
import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodType } from 'zod';
import { localeOf, refuseBadInput, refuseNonJsonBody } from './errors.ts';
import { parsing } from './request-schemas.ts';

const fieldMessage = (text: string, type: string): Message => ({ MessageStatus: 1, MessageType: 4, PrimaryMessage: text, SecondaryMessages: [], Type: type });

/** A refused form: each field's message text and its catalogue key. */
export type FormErrors = Readonly<Record<string, { text: string; type: string }>>;

/** The refused form's answer: the messages, and each field's message keyed by field for the form. */
export const formErrors = (c: Context, messages: Message[], errors: FormErrors, status: ContentfulStatusCode) =>
  c.json({ isSuccess: false as const, Messages: messages, FieldErrors: Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.text])) }, status);

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly params?: { problem?: FieldProblem };
}
const fieldOf = (issue: Issue) => (issue.params?.problem && typeof issue.path[0] === 'string' ? issue.path[0] : undefined);

/**
 * Validates a form's JSON body: each field's problem (core's FieldProblem, carried by the schema's refinements)
 * is answered beside its field, 400; anything else (an unknown member, a wrong type, not an object) is a plain bad request.
 */
export const validateForm = <Schema extends ZodType>(schema: Schema) =>
  parsing(
    'json',
    schema,
    zValidator('json', schema, (result, c) => {
      refuseNonJsonBody(c);
      if (result.success) return refuseBadInput()(result);
      const issues = (result.error as { issues: Issue[] }).issues;
      if (!issues.every(fieldOf)) return refuseBadInput()(result);
      const locale = localeOf(c);
      const errors: FormErrors = Object.fromEntries(
        issues.map((issue) => [fieldOf(issue), { text: fieldProblemText(locale, issue.params?.problem as FieldProblem), type: (issue.params?.problem as FieldProblem).key }]),
      );
      // 'Correct the highlighted fields', then each field's own message.
      const messages = [toMessage('errors.formInvalid', locale), ...Object.values(errors).map((error) => fieldMessage(error.text, error.type))];
      return formErrors(c, messages, errors, 400);
    }),
  );

/** A service's refusal: its outcome (the message key and status), and the form field it is about, if any. */
export type Refusal = { ok: false; outcome: OutcomeCode; field?: string };
/** What a service answers: the result's members, or a refusal. */
export type ServiceResult<T> = ({ ok: true } & T) | Refusal;

/** A service refusal: its one message; with a field, the same text beside that field too (not twice in Messages). */
export const refusalResponse = (c: Context, refusal: Refusal) => {
  const status = httpStatusOf(refusal.outcome) as ContentfulStatusCode;
  const messages = [toMessage(refusal.outcome, localeOf(c))];
  if (!refusal.field) return c.json({ isSuccess: false as const, Messages: messages }, status);
  return formErrors(c, messages, { [refusal.field]: { text: formatMessage(localeOf(c), refusal.outcome), type: refusal.outcome } }, status);
};

/** A service's result as the answer: its members (without `ok`), or the refusal. */
export const serviceAnswer = <T extends object>(c: Context, result: ServiceResult<T>, status: 200 | 201 = 200) => {
  if (!result.ok) return refusalResponse(c, result);
  const { ok: _ok, ...body } = result;
  return c.json(body, status);
};
