import { useCallback, useEffect, useState } from 'react';

export type Fetched<T> =
  | { status: 'loading'; data: T | undefined; error?: undefined }
  | { status: 'failed'; data: T | undefined; error: unknown }
  | { status: 'loaded'; data: T; error?: undefined };

/**
 * Runs `load` whenever `key` changes (aborting the previous run) and keeps the last answer while the
 * next one loads, so a page change does not blank the screen.
 */
export const useFetched = <T,>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Fetched<T> & { retry: () => void } => {
  const [state, setState] = useState<Fetched<T>>({ status: 'loading', data: undefined });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    load(controller.signal).then(
      (data) => { if (!controller.signal.aborted) setState({ status: 'loaded', data }); },
      (error: unknown) => { if (!controller.signal.aborted) setState((previous) => ({ status: 'failed', data: previous.data, error })); },
    );
    return () => controller.abort();
    // `load` is recreated on every render; `key` says when the request really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
};
