import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../paths.ts';
import { fetchCategoryMenu, type CategoryMenuItem } from './category-menu-api.ts';

export type CategoryMenuState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; categories: CategoryMenuItem[] };

/** The category menu at a level, in a locale; refetches when the language changes. */
export const useCategoryMenu = (level: number, id: string, locale: Locale): CategoryMenuState & { retry: () => void } => {
  const [state, setState] = useState<CategoryMenuState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchCategoryMenu(level, id, locale, controller.signal).then(
      (categories) => setState({ status: 'loaded', categories }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [level, id, locale, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
};
