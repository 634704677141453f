import { useEffect, useState } from 'react';

/** True once `active` has lasted `delayMs`: skeletons only for loads longer than ~300 ms (architecture §6). */
export const useDelayedFlag = (active: boolean, delayMs = 300): boolean => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
};
