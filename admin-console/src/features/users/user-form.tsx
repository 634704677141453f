import type { AdminUserOptions, UserField } from '@comptoir/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf } from '../../paths.ts';
import { Field } from '../../ui/field.tsx';
import { useCheckedForm } from '../api-client/index.ts';
import { useKeptDraft } from '../session/index.ts';
import { text, userText } from '../../i18n/texts.ts';
import { approvalGroupChoices, fieldProblemsOf, type UserFormValues } from './user-form-values.ts';
import { busyButton } from '../../ui/busy-button.ts';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard.tsx';

const textFields = [
  { field: 'firstName', label: 'fields.firstName', autoComplete: 'off', type: 'text' },
  { field: 'lastName', label: 'fields.lastName', autoComplete: 'off', type: 'text' },
  { field: 'emailAddress', label: 'fields.emailAddress', autoComplete: 'off', type: 'email' },
  { field: 'logonName', label: 'admin.users.logonName', autoComplete: 'off', type: 'text' },
] as const;
const order: UserField[] = ['firstName', 'lastName', 'emailAddress', 'logonName', 'cultureCode', 'defaultShipToId', 'approvalGroupId', 'isAdmin'];

interface Props {
  readonly initial: UserFormValues;
  /** Copy asks only who the new user is; the rest comes from the user copied. */
  readonly identityOnly?: boolean;
  readonly options: AdminUserOptions;
  readonly onSubmit: (values: UserFormValues) => Promise<void>;
  /** The admin's own account: their administrator role is not theirs to remove (the api refuses it), so the box is not offered. */
  readonly ownAccount?: boolean;
  readonly children?: ReactNode;
}

/** The user form (create, edit, copy): checked as the api checks it before sending; the api's own refusals beside their fields. */
export const UserForm = ({ initial, identityOnly = false, options, onSubmit, ownAccount = false, children }: Props) => {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const { values, setValues, unsaved, restoredIn } = useKeptDraft(initial);
  const { form, errors, formError, saving, submit } = useCheckedForm<UserField>(order);
  const set = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const described = (field: UserField) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${field}-error` } : {});
  return (
    <form ref={form} className="panel form" onSubmit={(event) => void submit(() => fieldProblemsOf(values), () => onSubmit(values))(event)} noValidate aria-busy={saving}>
      {children}
      {restoredIn && <p className="notice" role="status">{t(text.draftRestored)}</p>}
      {formError && <p className="alert" role="alert">{formError}</p>}
      {textFields.map(({ field, label, autoComplete, type }) => (
        <Field key={field} id={field} label={t(label)} error={errors[field]}>
          <input id={field} name={field} type={type} autoComplete={autoComplete} required value={values[field]} onChange={(e) => set(field, e.target.value)} {...described(field)} />
        </Field>
      ))}
      {!identityOnly && (
        <>
          <Field id="cultureCode" label={t(userText.language)} error={errors.cultureCode}>
            <select id="cultureCode" name="cultureCode" value={values.cultureCode} onChange={(e) => set('cultureCode', e.target.value === 'fr-CA' ? 'fr-CA' : 'en-CA')} {...described('cultureCode')}>
              <option value="en-CA">{t(userText.languageEn)}</option>
              <option value="fr-CA">{t(userText.languageFr)}</option>
            </select>
          </Field>
          <Field id="defaultShipToId" label={t(userText.defaultShipTo)} error={errors.defaultShipToId}>
            <select id="defaultShipToId" name="defaultShipToId" value={values.defaultShipToId} onChange={(e) => set('defaultShipToId', e.target.value)} {...described('defaultShipToId')}>
              <option value="">{t(userText.none)}</option>
              {options.shipTos.map((s) => <option key={s.id} value={s.id}>{`${s.shipToNo} — ${s.name}, ${s.city}`}</option>)}
            </select>
          </Field>
          <Field id="approvalGroupId" label={t(userText.approvalGroup)} error={errors.approvalGroupId}>
            <select id="approvalGroupId" name="approvalGroupId" value={values.approvalGroupId} onChange={(e) => set('approvalGroupId', e.target.value)} {...described('approvalGroupId')}>
              <option value="">{t(userText.none)}</option>
              {approvalGroupChoices(options, locale).map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}
            </select>
          </Field>
          <div className="field">
            <div className="field--check">
              <input id="isAdmin" name="isAdmin" type="checkbox" checked={values.isAdmin} disabled={ownAccount} onChange={(e) => set('isAdmin', e.target.checked)} {...(ownAccount ? { 'aria-describedby': 'isAdmin-hint' } : described('isAdmin'))} />
              <label htmlFor="isAdmin">{t(userText.isAdmin)}</label>
            </div>
            {ownAccount && <p className="field-hint" id="isAdmin-hint">{t(userText.cannotDemoteSelf)}</p>}
            {errors.isAdmin && <p className="field-error" id="isAdmin-error">{errors.isAdmin}</p>}
          </div>
        </>
      )}
      <div className="form-actions">
        <button type="submit" className="button" {...busyButton(saving)}>{t(saving ? userText.saving : userText.save)}</button>
      </div>
      <UnsavedChangesGuard unsaved={!saving && unsaved} />
    </form>
  );
};
