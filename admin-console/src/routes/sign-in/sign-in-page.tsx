import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { text } from '../../i18n/texts.ts';
import { landingPath } from '../../paths.ts';
import { describedBy, Field } from '../../ui/field.tsx';
import { HandedNotice } from '../../ui/handed-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import '../../ui/form.css';
import { busyButton } from '../../ui/busy-button.ts';

/** The console's own sign-in: the storefront's authenticate call; only an administrator gets in. */
export const SignInPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const { search } = useLocation();
  const [logonName, setLogonName] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<ReadonlyArray<'logonName' | 'password'>>([]);
  const logonInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  useDocumentTitle(t(text.signInTitle));
  // Signed in (just now, or already): where the session machine's landing also goes, so the two never disagree.
  if (session.signedIn) return <Navigate to={landingPath(language, search)} replace />;
  // A field left empty is named beside it and given the keyboard (as on the storefront), rather than a Sign in button
  // disabled until both are filled, which the keyboard skipped without saying why.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = [...(logonName.trim() ? [] : ['logonName' as const]), ...(password ? [] : ['password' as const])];
    setMissing(empty);
    if (empty[0] === 'logonName') return logonInput.current?.focus();
    if (empty[0] === 'password') return passwordInput.current?.focus();
    session.signIn(logonName.trim(), password);
  };
  const required = (field: 'logonName' | 'password') => (missing.includes(field) ? t('errors.fieldRequired', { field: t(`signIn.${field}`) }) : undefined);
  const error = session.error ? ('code' in session.error ? t(session.error.code) : session.error.text) : null;
  return (
    <div className="page page--narrow">
      <h1>{t(text.signInTitle)}</h1>
      {/* Sent here by a session that ended under them (the Save they pressed was refused), the admin is told why. */}
      <HandedNotice notice={session.ended && !error ? { key: session.ended === 'notAdministrator' ? text.notAdministrator : text.sessionEnded } : null} />
      <form className="panel form" onSubmit={submit} aria-busy={session.signingIn} noValidate>
        {error && <p className="alert" role="alert">{error}</p>}
        <Field id="logonName" label={t('signIn.logonName')} error={required('logonName')}>
          <input id="logonName" ref={logonInput} name="logonName" autoComplete="username" required value={logonName} onChange={(e) => setLogonName(e.target.value)} {...describedBy('logonName', required('logonName'))} />
        </Field>
        <Field id="password" label={t('signIn.password')} error={required('password')}>
          <input id="password" ref={passwordInput} name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} {...describedBy('password', required('password'))} />
        </Field>
        <button type="submit" className="button" {...busyButton(session.signingIn)}>
          {t(session.signingIn ? 'signIn.submitting' : 'signIn.submit')}
        </button>
      </form>
    </div>
  );
};
