import { customPromptAnswerText, type CustomPrompt } from '@comptoir/core';
import { useTranslation } from 'react-i18next';

/** The answer as the order will carry it (core's rule, the order's details say the same). */
const shownAnswer = (prompt: CustomPrompt, value: string) =>
  customPromptAnswerText(
    { prefix: prompt.prefix, options: prompt.CustomPromptElements.flatMap((element) => element.CustomPromptCustomizations).map((option) => ({ alias: option.Alias, value: option.CustomizationValue })) },
    value,
  );

/**
 * Review & Confirm: the order information — the PO number typed on Delivery Details (clients without a PO number
 * prompt) and the custom prompt answers (PO number, cost centre …), checked before the order is submitted.
 */
export const ReviewPrompts = ({ prompts, values, poNumber = '' }: { prompts: readonly CustomPrompt[]; values: Readonly<Record<number, string>>; poNumber?: string }) => {
  const { t } = useTranslation();
  const answered = prompts.filter((prompt) => (values[prompt.promptId] ?? '').trim() !== '');
  if (answered.length === 0 && poNumber === '') return null;
  return (
    <section aria-labelledby="review-prompts">
      <h3 id="review-prompts">{t('checkout.customPrompts')}</h3>
      <dl className="checkout__prompts">
        {poNumber !== '' && (
          <div>
            <dt>{t('fields.poNumber')}</dt>
            <dd>{poNumber}</dd>
          </div>
        )}
        {answered.map((prompt) => (
          <div key={prompt.promptId}>
            <dt>{prompt.label}</dt>
            <dd>{shownAnswer(prompt, (values[prompt.promptId] ?? '').trim())}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
