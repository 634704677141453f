import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { text } from '../../i18n/texts.ts';
import { landingPath } from '../../paths.ts';
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
  const alert = useRef<HTMLParagraphElement>(null);
  useDocumentTitle(t(text.signInTitle));
  // Signed in (just now, or already): where the session machine's landing also goes, so the two never disagree.
  if (session.signedIn) return <Navigate to={landingPath(language, search)} replace />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.signIn(logonName.trim(), password);
  };
  const error = session.error ? ('code' in session.error ? t(session.error.code) : session.error.text) : null;
  return (
    <div className="page page--narrow">
      <h1>{t(text.signInTitle)}</h1>
      {/* Sent here by a session that ended under them (the Save they pressed was refused), the admin is told why. */}
      <HandedNotice notice={session.ended && !error ? { key: text.sessionEnded } : null} />
      <form className="panel form" onSubmit={submit} aria-busy={session.signingIn} noValidate>
        {error && <p className="alert" role="alert" ref={alert}>{error}</p>}
        <div className="field">
          <label htmlFor="logonName">{t('signIn.logonName')}</label>
          <input id="logonName" name="logonName" autoComplete="username" required value={logonName} onChange={(e) => setLogonName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="password">{t('signIn.password')}</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <button type="submit" className="button" disabled={!logonName.trim() || !password} {...busyButton(session.signingIn)}>
          {t(session.signingIn ? 'signIn.submitting' : 'signIn.submit')}
        </button>
      </form>
    </div>
  );
};
