import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_DISTINCT, PASSWORD_MIN_LENGTH, isTooSimplePassword } from '@comptoir/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../features/api-client/index.ts';
import { loadCart } from '../../features/cart/index.ts';
import { SignInFirst, useSession } from '../../features/session/index.ts';
import { useToasts } from '../../features/toasts/index.ts';
import { PASSWORD_CHANGE_REASON, RETURN_PARAMETER, safeReturnPath } from '../../paths.ts';
import { useSaid, useSaidEach, type Saying } from '../../i18n/use-said.ts';
import { failureSaying } from '../../ui/load-error.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { changePassword, fieldOfRefusal, type PasswordField } from './change-password-api.ts';
import '../../ui/forms.css';
import './change-password-page.css';

const fields: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const autoComplete: Record<PasswordField, string> = { currentPassword: 'current-password', newPassword: 'new-password', confirmPassword: 'new-password' };
type Errors = Partial<Record<PasswordField, Saying>>;

/**
 * Spec §2.2 Change password: current, new and confirmation; the api's refusals beside their field, the first invalid field
 * focused. A buyer sent here to change a temporary password (decision 032) is told why, and goes on once it is changed.
 */
export const ChangePasswordPage = () => {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const required = params.get('reason') === PASSWORD_CHANGE_REASON;
  const next = safeReturnPath(params.get(RETURN_PARAMETER));
  const [values, setValues] = useState<Record<PasswordField, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useSaidEach<PasswordField>();
  const [general, setGeneral] = useSaid();
  const [working, setWorking] = useState(false);
  const inputs = useRef<Partial<Record<PasswordField, HTMLInputElement | null>>>({});
  const alert = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('account.changePassword'));
  // The refusal that names no field is shown, then focused: it is not in the page until this render. Its coming, not its
  // words: a switch of language says it again without taking the keyboard off the switch.
  const refused = general !== null;
  useEffect(() => {
    if (refused) alert.current?.focus();
  }, [refused]);
  if (!signedIn) return <SignInFirst />;

  const show = (found: Errors) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const found: Errors = {};
    for (const field of fields) if (!values[field]) found[field] = { key: 'errors.fieldRequired', named: { field: `changePassword.${field}` } };
    // The length rules of the request, told beside the field rather than as a refusal of the whole form (the api counts the minimum in characters).
    if (!found.newPassword && [...values.newPassword].length < PASSWORD_MIN_LENGTH) found.newPassword = { key: 'password.tooShort', params: { min: PASSWORD_MIN_LENGTH } };
    if (!found.newPassword && values.newPassword.length > PASSWORD_MAX_LENGTH) found.newPassword = { key: 'password.tooLong', params: { max: PASSWORD_MAX_LENGTH } };
    if (!found.newPassword && isTooSimplePassword(values.newPassword)) found.newPassword = { key: 'password.tooSimple', params: { min: PASSWORD_MIN_DISTINCT } };
    if (!found.confirmPassword && values.newPassword !== values.confirmPassword) found.confirmPassword = { key: 'changePassword.mismatch' };
    if (Object.keys(found).length > 0) return show(found);
    setWorking(true);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      setErrors({});
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      toasts.show('account.passwordChanged', 3);
      // Refused until now, the cart loads with the renewed session.
      if (required) void loadCart().catch(() => undefined);
      // Changed and staying: the keyboard goes back to the top of the emptied form, not to the page body (the button was
      // disabled under it); the toast says it is done.
      if (next) void navigate(next, { replace: true });
      else heading.current?.focus();
    } catch (error) {
      const message = error instanceof ApiError ? error.messages[0] : undefined;
      const field = fieldOfRefusal(message?.Type);
      if (field && message) return show({ [field]: failureSaying(error) });
      setErrors({});
      setGeneral(failureSaying(error));
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="page change-password">
      <h1 ref={heading} tabIndex={-1}>{t('account.changePassword')}</h1>
      {required && <p className="change-password__reason">{t('auth.passwordChangeRequired')}</p>}
      <form className="change-password__form" onSubmit={(event) => void submit(event)} noValidate>
        {general && <div className="alert" role="alert" tabIndex={-1} ref={alert}>{general}</div>}
        {fields.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`change-password-${field}`}>{t(`changePassword.${field}`)}</label>
            <input
              id={`change-password-${field}`}
              ref={(element) => { inputs.current[field] = element; }}
              name={field}
              type="password"
              autoComplete={autoComplete[field]}
              value={values[field]}
              onChange={(event) => setValues((previous) => ({ ...previous, [field]: event.target.value }))}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={[field === 'newPassword' && 'change-password-newPassword-hint', errors[field] && `change-password-${field}-error`].filter(Boolean).join(' ') || undefined}
              required
            />
            {/* The rule before the buyer tries, not only in the refusal. */}
            {field === 'newPassword' && <p className="field__hint" id="change-password-newPassword-hint">{t('changePassword.newPasswordHint', { min: PASSWORD_MIN_LENGTH, distinct: PASSWORD_MIN_DISTINCT })}</p>}
            {errors[field] && <p className="field__error" id={`change-password-${field}-error`}>{errors[field]}</p>}
          </div>
        ))}
        <button type="submit" className="button" disabled={working}>{t('account.changePassword')}</button>
      </form>
    </div>
  );
};
