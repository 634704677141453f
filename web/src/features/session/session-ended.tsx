import { lazy, Suspense } from 'react';
import { withLaterTexts } from '../../i18n/later-texts.ts';
import { useSession } from './use-session.ts';

// Only a buyer whose session the api refused sees it: its own chunk, with the later texts (decision 044).
const SessionEndedDialog = lazy(withLaterTexts(() => import('./session-ended-dialog.tsx').then((m) => ({ default: m.SessionEndedDialog }))));

/** The dialog telling a buyer their session ended, from the api's 401 until they sign in again. */
export const SessionEnded = () => {
  const { ended } = useSession();
  if (!ended) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndedDialog />
    </Suspense>
  );
};
