import type { ApprovalGroupField, ApprovalGroupPerson } from '@comptoir/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { groupText, text, userText } from '../../i18n/texts.ts';
import { localeOf } from '../../paths.ts';
import { describedBy, Field } from '../../ui/field.tsx';
import { useCheckedForm } from '../api-client/index.ts';
import { useKeptDraft } from '../session/index.ts';
import { amountTextIn, groupFieldProblemsOf, type ApprovalGroupFormValues } from './approval-group-form-values.ts';
import { ApproversField } from './approvers-field.tsx';
import { busyButton } from '../../ui/busy-button.ts';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard.tsx';

const order: ApprovalGroupField[] = ['nameEn', 'nameFr', 'thresholdAmount', 'approverIds'];
/** The control (its name) that has the keyboard when its field is refused. */
const controlOf: Record<ApprovalGroupField, string> = { nameEn: 'nameEn', nameFr: 'nameFr', thresholdAmount: 'threshold', approverIds: 'approverIds' };

interface Props {
  readonly initial: ApprovalGroupFormValues;
  readonly candidates: readonly ApprovalGroupPerson[];
  readonly onSubmit: (values: ApprovalGroupFormValues) => Promise<void>;
}

/** The approval group form (create, modify): checked as the api checks it before sending; the api's own refusals beside their fields. */
export const ApprovalGroupForm = ({ initial, candidates, onSubmit }: Props) => {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const { values, setValues, unsaved, restoredIn } = useKeptDraft(initial);
  // The threshold is typed as the page's language writes amounts: a switch (or typing given back from before a sign-in in
  // the other language) writes it as the new one does.
  const [valuesLocale, setValuesLocale] = useState(restoredIn ? localeOf(restoredIn) : locale);
  if (valuesLocale !== locale) {
    setValuesLocale(locale);
    setValues((current) => ({ ...current, threshold: amountTextIn(current.threshold, valuesLocale, locale) }));
  }
  const { form, errors, formError, saving, submit } = useCheckedForm<ApprovalGroupField>(order, (field) => controlOf[field]);
  const set = <K extends keyof ApprovalGroupFormValues>(field: K, value: ApprovalGroupFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <form ref={form} className="panel form" onSubmit={(event) => void submit(() => groupFieldProblemsOf(values, locale), () => onSubmit(values))(event)} noValidate aria-busy={saving}>
      {restoredIn && <p className="notice" role="status">{t(text.draftRestored)}</p>}
      {formError && <p className="alert" role="alert">{formError}</p>}
      {(['nameEn', 'nameFr'] as const).map((field) => (
        <Field key={field} id={field} label={t(groupText[field])} error={errors[field]}>
          <input id={field} name={field} type="text" autoComplete="off" required lang={field === 'nameEn' ? 'en-CA' : 'fr-CA'} value={values[field]} onChange={(e) => set(field, e.target.value)} {...describedBy(field, errors[field])} />
        </Field>
      ))}
      <Field id="threshold" label={t(groupText.threshold)} hint={t(groupText.thresholdHint)} error={errors.thresholdAmount}>
        <input id="threshold" name="threshold" type="text" inputMode="decimal" autoComplete="off" required value={values.threshold} onChange={(e) => set('threshold', e.target.value)} {...describedBy('threshold', errors.thresholdAmount, true)} />
      </Field>
      <ApproversField approvers={values.approvers} candidates={candidates} error={errors.approverIds} onChange={(approvers) => set('approvers', approvers)} />
      <div className="form-actions">
        <button type="submit" className="button" {...busyButton(saving)}>{t(saving ? userText.saving : userText.save)}</button>
      </div>
      <UnsavedChangesGuard unsaved={!saving && unsaved} />
    </form>
  );
};
