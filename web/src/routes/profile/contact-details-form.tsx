import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../features/api-client/index.ts';
import { useSession } from '../../features/session/index.ts';
import { useToasts } from '../../features/toasts/index.ts';
import { useSaid, useSaidEach, type Saying } from '../../i18n/use-said.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { failureSaying } from '../../ui/load-error.tsx';
import { contactFields, contactLabels, contactProblems, refusedFields, saveContactDetails, type ContactDetails, type ContactField, type ProfileField } from './contact-details-api.ts';

const optional = new Set<ContactField>(['title', 'secondaryEmailAddress', 'telNumberExtension', 'faxNumber']);
const inputOf: Record<ContactField, { type: string; autoComplete: string; inputMode?: 'numeric' }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  title: { type: 'text', autoComplete: 'organization-title' },
  emailAddress: { type: 'email', autoComplete: 'email' },
  secondaryEmailAddress: { type: 'email', autoComplete: 'off' },
  telNumber: { type: 'tel', autoComplete: 'work tel' },
  telNumberExtension: { type: 'text', autoComplete: 'work tel-extension', inputMode: 'numeric' },
  faxNumber: { type: 'tel', autoComplete: 'fax tel' },
};
const order: readonly ProfileField[] = [...contactFields, 'cultureCode'];

/**
 * Spec §2.2 edit profile: the buyer's own contact details and preferred language, checked with the rules the api
 * applies (spec §5, each problem beside its field, said again after a language switch); the api's refusals beside
 * their fields. Saved, the header names the buyer as saved; refused, nothing changes.
 */
export const ContactDetailsForm = ({ buyerId, initial }: { readonly buyerId: string; readonly initial: ContactDetails }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { profileChanged } = useSession();
  const toasts = useToasts();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useSaidEach<ProfileField>();
  const [general, setGeneral] = useSaid();
  const [saving, setSaving] = useState(false);
  const inputs = useRef<Partial<Record<ProfileField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const alert = useRef<HTMLParagraphElement>(null);
  const refused = general !== null;
  useEffect(() => {
    if (refused) alert.current?.focus();
  }, [refused]);

  const show = (found: Partial<Record<ProfileField, Saying>>) => {
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
    return first !== undefined;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setGeneral(null);
    const problems = contactProblems(saved, values);
    const found = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, { key: problem.key, params: problem.params, named: problem.fieldLabel ? { field: problem.fieldLabel } : undefined }]));
    if (show(found)) return;
    setSaving(true);
    try {
      const answered = await saveContactDetails(buyerId, saved, values);
      setSaved(answered);
      setValues(answered);
      profileChanged({ firstName: answered.firstName, lastName: answered.lastName, cultureCode: answered.cultureCode });
      toasts.show('profile.saved', 3);
    } catch (error) {
      const beside = error instanceof ApiError ? refusedFields(error.body) : {};
      if (show(Object.fromEntries(Object.entries(beside).map(([field, text]) => [field, { text }])))) return;
      setGeneral(failureSaying(error));
    } finally {
      setSaving(false);
    }
  };
  const set = (field: ProfileField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const describedBy = (field: ProfileField, hint: boolean) => [hint && `profile-${field}-hint`, errors[field] && `profile-${field}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="profile-contact" aria-busy={saving}>
      {general && <p className="alert" role="alert" tabIndex={-1} ref={alert}>{general}</p>}
      {contactFields.map((field) => (
        <div className="field" key={field}>
          <label htmlFor={`profile-${field}`}>{t(contactLabels[field])}</label>
          <input
            id={`profile-${field}`}
            ref={(element) => { inputs.current[field] = element; }}
            name={field}
            {...inputOf[field]}
            value={values[field]}
            onChange={(event) => set(field, event.target.value)}
            required={!optional.has(field)}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={describedBy(field, optional.has(field))}
          />
          {optional.has(field) && <p className="field__hint" id={`profile-${field}-hint`}>{t('common.optional')}</p>}
          {errors[field] && <p className="field__error" id={`profile-${field}-error`}>{errors[field]}</p>}
        </div>
      ))}
      <div className="field">
        <label htmlFor="profile-cultureCode">{t('account.language')}</label>
        <select
          id="profile-cultureCode"
          ref={(element) => { inputs.current.cultureCode = element; }}
          name="cultureCode"
          value={values.cultureCode}
          onChange={(event) => set('cultureCode', event.target.value === 'fr-CA' ? 'fr-CA' : 'en-CA')}
          aria-invalid={errors.cultureCode ? true : undefined}
          aria-describedby={describedBy('cultureCode', true)}
        >
          <option value="en-CA" lang="en-CA">{t(language === 'en' ? 'common.languageName' : 'common.otherLanguageName')}</option>
          <option value="fr-CA" lang="fr-CA">{t(language === 'fr' ? 'common.languageName' : 'common.otherLanguageName')}</option>
        </select>
        <p className="field__hint" id="profile-cultureCode-hint">{t('profile.languageHint')}</p>
        {errors.cultureCode && <p className="field__error" id="profile-cultureCode-error">{errors.cultureCode}</p>}
      </div>
      {/* Only aria-disabled while saving: a disabled button would drop the keyboard to the page body. */}
      <button type="submit" className="button" aria-disabled={saving || undefined}>{t(saving ? 'profile.saving' : 'profile.save')}</button>
    </form>
  );
};
