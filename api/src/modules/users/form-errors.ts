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

/** A refused user form: 'correct the highlighted fields', then each field's message, also keyed by field for the form. */
const formErrors = (c: Context, errors: Partial<Record<UserField, { text: string; type: string }>>, status: ContentfulStatusCode, code: Parameters<typeof toMessage>[0] = 'errors.formInvalid') => {
  const entries = Object.entries(errors) as Array<[UserField, { text: string; type: string }]>;
  const locale = localeOf(c);
  return c.json(
    {
      isSuccess: false as const,
      Messages: [toMessage(code, locale), ...entries.map(([, error]) => fieldMessage(error.text, error.type))],
      FieldErrors: Object.fromEntries(entries.map(([field, error]) => [field, error.text])),
    },
    status,
  );
};

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
    const errors = Object.fromEntries(issues.map((issue) => [issue.path[0], { text: problemText(locale, issue.params?.problem as FieldProblem), type: (issue.params?.problem as FieldProblem).key }]));
    return formErrors(c, errors, 400);
  });

/** A service refusal: with a field, answered beside it too; otherwise in the Messages shape alone. */
export const refusalResponse = (c: Context, refusal: UserRefusal) => {
  const status = httpStatusOf(refusal.outcome) as ContentfulStatusCode;
  if (!refusal.field) return c.json({ isSuccess: false as const, Messages: [toMessage(refusal.outcome, localeOf(c))] }, status);
  return formErrors(c, { [refusal.field]: { text: formatMessage(localeOf(c), refusal.outcome), type: refusal.outcome } }, status, refusal.outcome);
};
