import { useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; value: T };

/** Loads once per key; a newer key aborts the older request. */
export const useLoaded = <T>(load: (signal: AbortSignal) => Promise<T>, key: string): [Loaded<T>, (value: T) => void] => {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      // An aborted request can still resolve (its body read as nothing): a newer key's answer is the one shown.
      (value) => !controller.signal.aborted && setState({ status: 'loaded', value }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', error }),
    );
    return () => controller.abort();
    // The key says when to load again; `load` is a fresh closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return [state, (value: T) => setState({ status: 'loaded', value })];
};
