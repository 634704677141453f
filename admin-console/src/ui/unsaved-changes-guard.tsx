import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { text } from '../i18n/texts.ts';
import { routes, screenOf } from '../paths.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Held: a move to another screen (switching language keeps the form and what was typed in it), but not to sign-in (signed out, the session is already gone: nothing left to ask). */
const holds = (from: string, to: string) => screenOf(from) !== screenOf(to) && screenOf(to) !== routes.signIn;

/** The guards now holding changes not saved (one form at most; counted, so that one going never clears another's). */
let unsavedForms = 0;
/**
 * Whether a form on the page holds changes not saved. The header's Sign out asks first then: the move to sign-in is
 * not held below, since a session that ended by itself (a 401) leaves nothing to ask.
 */
export const hasUnsavedChanges = (): boolean => unsavedForms > 0;

/**
 * A form's changes not saved yet are not lost without a word: leaving for another screen (a link, the menu, the
 * browser's Back) first asks whether to leave without saving, and closing or reloading the tab gets the browser's own
 * question. A language switch is the same screen and goes through. `unsaved` is false while the form is being saved,
 * so the move to the saved record is never held.
 */
export const UnsavedChangesGuard = ({ unsaved }: { unsaved: boolean }) => {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }: Parameters<BlockerFunction>[0]) => unsaved && holds(currentLocation.pathname, nextLocation.pathname));
  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    unsavedForms += 1;
    addEventListener('beforeunload', ask);
    return () => {
      unsavedForms -= 1;
      removeEventListener('beforeunload', ask);
    };
  }, [unsaved]);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t(text.unsavedTitle)}
      body={t(text.unsavedBody)}
      confirmLabel={t(text.unsavedLeave)}
      danger
      busy={false}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
};
