import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, signInHref } from '../../paths.ts';
import '../../ui/forms.css';

/**
 * Spec §8 '401': the buyer is told their session ended (elsewhere, or expired) wherever they were, in a modal dialog
 * offering to sign in again and come back to this page; or to go on as a guest, whose cart sign-in merges. Focus goes to
 * Sign in again, and back to what had it (the add button) when the dialog closes.
 */
export const SessionEndedDialog = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  const signInAgain = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const giveBack = () => {
      if (before?.isConnected) before.focus();
    };
    element.addEventListener('close', giveBack);
    element.showModal();
    signInAgain.current?.focus();
    return () => element.removeEventListener('close', giveBack);
  }, []);
  const here = `${pathname}${search}${hash}`;
  const target = pathname === href(language, 'signIn') ? href(language, 'signIn') : signInHref(language, here);
  const close = () => dialog.current?.close();
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby="session-ended-title" aria-describedby="session-ended-text">
      <h2 id="session-ended-title">{t('signIn.sessionEndedTitle')}</h2>
      <p id="session-ended-text">{t('signIn.sessionEndedText')}</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--secondary" onClick={close}>{t('signIn.continueAsGuest')}</button>
        <Link ref={signInAgain} className="button" to={target} onClick={close}>{t('signIn.signInAgain')}</Link>
      </div>
    </dialog>
  );
};
