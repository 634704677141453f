import { useEffect, useRef, type RefObject } from 'react';
import type { Fetched } from './use-fetched.ts';

/**
 * A page that reads its record (an order, a template) gives its heading the focus when the answer arrives, and again
 * when it is read anew (after an approval decision); not when the same record comes back in the other language: the
 * language switch keeps the keyboard then (decision 036).
 */
export const useFocusWhenLoaded = (status: Fetched<unknown>['status'], language: string, heading: RefObject<HTMLElement | null>) => {
  const loadedIn = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'loaded') return;
    if (loadedIn.current === null || loadedIn.current === language) heading.current?.focus();
    loadedIn.current = language;
    // Only an answer arriving moves the focus; the language it is read in says whether it is the same page in the other one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);
};
