import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { takeLanding, useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, RETURN_PARAMETER, safeReturnPath } from '../../paths.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import './sign-in-page.css';
import '../../ui/forms.css';

/** Spec §2.2 Login (/api/login): user id and password; the buyer lands on the page of their firstPageType. */
export const SignInPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  useDocumentTitle(t('signIn.title'));
  const [wasSignedIn] = useState(session.signedIn);
  // Read once per mount: the page re-renders before its redirect runs.
  const [landing] = useState(() => (session.signedIn ? takeLanding() : null));
  const [params] = useSearchParams();
  const [logonName, setLogonName] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Array<'logonName' | 'password'>>([]);
  const logonInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const error = session.error ? ('text' in session.error ? session.error.text : t(session.error.code)) : null;

  // Each refused attempt ends with the focus on its message: Sign in is disabled while it works, so the keyboard was
  // left on the page body when a second attempt was refused with the same words (the message did not change).
  // The refusal, not its words: a switch of language says it again without taking the keyboard off the switch.
  const refusal = session.error;
  useEffect(() => {
    if (refusal && !session.signingIn) alert.current?.focus();
  }, [refusal, session.signingIn]);

  // Already signed in on arrival: the page that asked (returnUrl); else where this tab's sign-in landed (the buyer
  // came back here with Back), else home.
  if (wasSignedIn) return <Navigate to={safeReturnPath(params.get(RETURN_PARAMETER)) ?? landing ?? href(language, 'home')} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = [...(logonName.trim() ? [] : ['logonName' as const]), ...(password ? [] : ['password' as const])];
    setMissing(empty);
    // Spec §5: on submit, the first invalid field is focused.
    if (empty[0] === 'logonName') return logonInput.current?.focus();
    if (empty[0] === 'password') return passwordInput.current?.focus();
    session.signIn({ logonName: logonName.trim(), password });
  };
  const required = (field: 'logonName' | 'password') => (missing.includes(field) ? t('errors.fieldRequired', { field: t(`signIn.${field}`) }) : null);

  return (
    <div className="page sign-in">
      <h1>{t('signIn.title')}</h1>
      <form className="sign-in__form" onSubmit={submit} noValidate>
        {error && (
          <div className="alert" role="alert" tabIndex={-1} ref={alert}>
            {error}
          </div>
        )}
        {(['logonName', 'password'] as const).map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`sign-in-${field}`}>{t(`signIn.${field}`)}</label>
            <input
              id={`sign-in-${field}`}
              ref={field === 'logonName' ? logonInput : passwordInput}
              name={field}
              type={field === 'password' ? 'password' : 'text'}
              autoComplete={field === 'password' ? 'current-password' : 'username'}
              value={field === 'password' ? password : logonName}
              onChange={(event) => (field === 'password' ? setPassword : setLogonName)(event.target.value)}
              aria-invalid={required(field) ? true : undefined}
              aria-describedby={required(field) ? `sign-in-${field}-error` : undefined}
              required
            />
            {required(field) && <p className="field__error" id={`sign-in-${field}-error`}>{required(field)}</p>}
          </div>
        ))}
        <button type="submit" className="button" disabled={session.signingIn}>
          {session.signingIn ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
    </div>
  );
};
