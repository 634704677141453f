import { customPromptAllowedLength, customPromptAnswer, toMessage, type CustomPrompt, type Locale, type Message } from '@comptoir/core';
import type { PromptRow } from './custom-prompts-repo.ts';

const labelOf = (row: PromptRow, locale: Locale): string => (locale === 'fr-CA' ? row.label_fr : row.label_en);

/** Spec §3 'Custom prompt': a dropdown (Type 2) when alias options exist, else free text (Type 1). */
export const toCustomPrompt = (row: PromptRow, locale: Locale): CustomPrompt => ({
  promptId: row.sequence,
  sequence: row.sequence,
  prefix: row.prefix === '' ? null : row.prefix,
  promptLength: row.length,
  orderProductId: null,
  label: labelOf(row, locale),
  value: row.value,
  isMandatory: row.mandatory,
  CustomPromptElements: [
    {
      Sequence: 1,
      Type: row.options.length > 0 ? 2 : 1,
      CustomPromptCustomizations: row.options.map((option) => ({ Alias: option.alias, CustomizationValue: option.value })),
    },
  ],
});

/**
 * Spec §5: a prompt's answer fits its allowed length (prompt length minus the prefix), is one of the
 * options when it has some, and is present when mandatory. Returns the message for the field, or null.
 */
export const promptProblem = (row: PromptRow, value: string | null, locale: Locale): Message | null => {
  const label = labelOf(row, locale);
  const text = customPromptAnswer(row.prefix, value ?? '');
  if (text === '') return row.mandatory ? toMessage('cart.customPromptRequired', locale, { label }) : null;
  const max = customPromptAllowedLength(row.length, row.prefix);
  if (text.length > max) return toMessage('cart.customPromptInvalid', locale, { label, max });
  if (row.options.length > 0 && !row.options.some((option) => option.value === text)) return toMessage('cart.customPromptOption', locale, { label });
  return null;
};

/** Every invalid prompt of an order, with its message (the first primary message goes on the field). */
export const invalidPrompts = (rows: readonly PromptRow[], locale: Locale) =>
  rows.flatMap((row) => {
    const problem = promptProblem(row, row.value, locale);
    return problem ? [{ promptId: row.sequence, orderProductId: null, PrimaryMessage: problem.PrimaryMessage, message: problem }] : [];
  });
