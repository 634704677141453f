import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation } from 'react-router-dom';
import { onUnauthorized } from '../api-client/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { screenOf, type Language } from '../../paths.ts';
import { useSignedInAdminId } from './session-provider.tsx';

/**
 * A form's typing not saved when the session ended under it (a 401: expired, signed out elsewhere, the Save that found
 * out): given back once to the same administrator on the same screen, in either language, after signing in again.
 * Kept in memory only, never in the browser's storage: it holds people's names and email addresses.
 */
interface KeptDraft {
  readonly screen: string;
  readonly adminId: string;
  readonly language: Language;
  readonly values: unknown;
}
let kept: KeptDraft | null = null;

export interface Draft<T> {
  readonly values: T;
  readonly setValues: Dispatch<SetStateAction<T>>;
  /** The values differ from `initial`. */
  readonly unsaved: boolean;
  /** The language the values given back were typed in, or null when the form starts from `initial`. */
  readonly restoredIn: Language | null;
}

/** A form's values, from `initial` or from the typing the session's end interrupted on this screen. */
export const useKeptDraft = <T>(initial: T): Draft<T> => {
  const adminId = useSignedInAdminId() ?? '';
  const screen = screenOf(useLocation().pathname);
  const language = useLanguage();
  const [restored] = useState(() => (kept && kept.screen === screen && kept.adminId === adminId ? kept : null));
  const [values, setValues] = useState<T>(() => (restored ? (restored.values as T) : initial));
  const unsaved = JSON.stringify(values) !== JSON.stringify(initial);
  const now = useRef({ screen, adminId, language, values, unsaved });
  now.current = { screen, adminId, language, values, unsaved };
  useEffect(() => {
    // Given back once (or left behind for another screen): a form opened later starts afresh.
    kept = null;
    return onUnauthorized((reason) => {
      const { unsaved: typed, ...draft } = now.current;
      if (reason === 'ended' && typed && draft.adminId) kept = draft;
    });
  }, []);
  return { values, setValues, unsaved, restoredIn: restored?.language ?? null };
};
