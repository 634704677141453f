type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Spec §4, §8: a 401 marks the session unauthorized. The session feature listens here and sends
 * `session.unauthorized` to its machine; the client itself knows nothing of the session.
 */
export const onUnauthorized = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const reportUnauthorized = (): void => {
  for (const listener of [...listeners]) listener();
};
