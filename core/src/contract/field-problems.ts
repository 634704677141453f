import { z } from 'zod';
import { formatMessage, type CatalogueKey, type MessageParams } from '../i18n/messages.ts';
import type { Locale } from '../i18n/locale.ts';
import { hasHiddenCharacters, personText } from '../validation/person-text.ts';

/** A field's problem as a catalogue key and its parameters; `fieldLabel` names the field in the message. */
export interface FieldProblem {
  readonly key: CatalogueKey;
  readonly params?: MessageParams;
  /** The catalogue key of the field's label, filled into `params.field` in the reader's language. */
  readonly fieldLabel?: CatalogueKey;
}

/** The problem's text in the reader's language, the field's label filled in: what the form shows beside the field. */
export const fieldProblemText = (locale: Locale, problem: FieldProblem): string =>
  formatMessage(locale, problem.key, { ...problem.params, ...(problem.fieldLabel ? { field: formatMessage(locale, problem.fieldLabel) } : {}) });

export const hiddenCharactersProblem = (fieldLabel: CatalogueKey): FieldProblem => ({ key: 'errors.hiddenCharacters', fieldLabel });

/** What `schema`'s first issue means for the person who typed the text: blank, too long, no email address, or its refinement's own problem. */
const problemOf = (fieldLabel: CatalogueKey, issue: z.core.$ZodIssue | undefined): FieldProblem => {
  if (issue?.code === 'too_big') return { key: 'errors.fieldTooLong', fieldLabel, params: { max: Number(issue.maximum) } };
  if (issue?.code === 'invalid_format' && issue.format === 'email') return { key: 'errors.invalidEmail' };
  // A refinement names its own message (a telephone number that is none).
  if (issue?.code === 'custom' && typeof issue.params?.['problem'] === 'string') return { key: issue.params['problem'] as CatalogueKey, fieldLabel };
  return { key: 'errors.fieldRequired', fieldLabel };
};

/**
 * A member holding text a person typed: refused beside its field (the problem in the issue's params, for the api
 * to answer) when it holds a hidden character, else taken in NFC and checked by `schema`, whose refusal is answered
 * beside the field too (required, too long, not an email address).
 */
export const personTextMember = <Out>(fieldLabel: CatalogueKey, schema: z.ZodType<Out, string>) =>
  z
    .string()
    .superRefine((value, context) => {
      if (hasHiddenCharacters(value)) context.addIssue({ code: 'custom', message: 'errors.hiddenCharacters', params: { problem: hiddenCharactersProblem(fieldLabel) } });
    })
    .transform((value, context) => {
      const checked = schema.safeParse(personText(value));
      if (checked.success) return checked.data;
      const problem = problemOf(fieldLabel, checked.error.issues[0]);
      // A problem of the field, not of the body's shape: a union of body forms (json-patch or object) still answers it.
      context.addIssue({ code: 'custom', message: problem.key, params: { problem }, continue: true });
      return z.NEVER;
    });

/**
 * Each field's problem under `schema` (its personTextMember refinements), one per field, as the api's validateForm
 * answers them: a form checks what it is about to send with the schema the api applies, one rule.
 */
export const fieldProblemsUnder = (schema: z.ZodType, input: unknown): Record<string, FieldProblem> => {
  const checked = schema.safeParse(input);
  const problems: Record<string, FieldProblem> = {};
  for (const issue of checked.success ? [] : checked.error.issues) {
    const problem = (issue as { params?: { problem?: FieldProblem } }).params?.problem;
    const field = issue.path[0];
    if (problem && typeof field === 'string' && !problems[field]) problems[field] = problem;
  }
  return problems;
};
