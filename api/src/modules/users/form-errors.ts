import { formatMessage, httpStatusOf, toMessage, userFields, type FieldProblem, type Locale, type Message, type UserField } from '@comptoir/core';
import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodType } from 'zod';
import { localeOf, refuseBadInput, refuseNonJsonBody } from '../../platform/errors.ts';
import type { UserRefusal } from './service.ts';

const isUserField = (value: unknown): value is UserField => userFields.includes(value as UserField);

const problemText = (locale: Locale, problem: FieldProblem) =>
  formatMessage(locale, problem.key, { ...problem.params, ...(problem.fieldLabel ? { field: formatMessage(locale, problem.fieldLabel) } : {}) });

const fieldMessage = (text: string, type: string): Message => ({ MessageStatus: 1, MessageType: 4, PrimaryMessage: text, SecondaryMessages: [], Type: type });

/** A refused user form: the messages, and each field's message keyed by field for the form. */
type FormErrors = Partial<Record<UserField, { text: string; type: string }>>;
const formErrors = (c: Context, messages: Message[], errors: FormErrors, status: ContentfulStatusCode) =>
  c.json({ isSuccess: false as const, Messages: messages, FieldErrors: Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.text])) }, status);

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly params?: { problem?: FieldProblem };
}

/**
 * Validates a user form body: each field's problem (core's userFieldProblems, carried by the schema) is answered
 * beside its field; anything else (an unknown member, a wrong type, not an object) is a plain bad request.
 */
export const validateUserForm = <Schema extends ZodType>(schema: Schema) =>
  zValidator('json', schema, (result, c) => {
    refuseNonJsonBody(c);
    if (result.success) return refuseBadInput()(result);
    const issues = (result.error as { issues: Issue[] }).issues;
    if (!issues.every((issue) => issue.params?.problem && isUserField(issue.path[0]))) return refuseBadInput()(result);
    const locale = localeOf(c);
    const errors: FormErrors = Object.fromEntries(issues.map((issue) => [issue.path[0], { text: problemText(locale, issue.params?.problem as FieldProblem), type: (issue.params?.problem as FieldProblem).key }]));
    // 'Correct the highlighted fields', then each field's own message.
    const messages = [toMessage('errors.formInvalid', locale), ...Object.values(errors).map((error) => fieldMessage(error.text, error.type))];
    return formErrors(c, messages, errors, 400);
  });

/** A service refusal: its one message; with a field, the same text beside that field too (not twice in Messages). */
export const refusalResponse = (c: Context, refusal: UserRefusal) => {
  const status = httpStatusOf(refusal.outcome) as ContentfulStatusCode;
  const messages = [toMessage(refusal.outcome, localeOf(c))];
  if (!refusal.field) return c.json({ isSuccess: false as const, Messages: messages }, status);
  return formErrors(c, messages, { [refusal.field]: { text: formatMessage(localeOf(c), refusal.outcome), type: refusal.outcome } }, status);
};
