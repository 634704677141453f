import { useCallback, useEffect, useState } from 'react';
import { fetchHealth, type Health } from './health-api.ts';

export type HealthState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; health: Health; checkedAt: Date };

export const useHealth = (): HealthState & { refresh: () => void } => {
  const [state, setState] = useState<HealthState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchHealth(controller.signal).then(
      (health) => setState({ status: 'loaded', health, checkedAt: new Date() }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, refresh };
};
