/** Why the api refused a signed-in call: the session has ended (401), or its temporary password must be changed first (decision 032). */
export type SessionRefusal = 'unauthorized' | 'passwordChangeRequired';
type Listener = (refusal: SessionRefusal) => void;
const listeners = new Set<Listener>();

/**
 * Spec §4, §8: a 401 marks the session unauthorized; a 403 auth.passwordChangeRequired sends the buyer to change their
 * password. The session feature listens here and acts; the client itself knows nothing of the session.
 */
export const onSessionRefused = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const reportSessionRefused = (refusal: SessionRefusal): void => {
  for (const listener of [...listeners]) listener(refusal);
};
