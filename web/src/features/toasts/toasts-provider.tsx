import { toastsMachine, type ServerMessage } from '@comptoir/machines';
import type { MessageParams } from '@comptoir/core';
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';

export type ToastsActor = ActorRefFrom<typeof toastsMachine>;
export const ToastsContext = createContext<ToastsActor | null>(null);

/** One toasts actor for the storefront (spec §4 'Toast display'). */
export const ToastsProvider = ({ children }: { children: ReactNode }) => {
  const actor = useActorRef(toastsMachine.provide({ actions: { scrollToTop: () => window.scrollTo({ top: 0 }) } }));
  return <ToastsContext.Provider value={actor}>{children}</ToastsContext.Provider>;
};

export const useToastsActor = (): ToastsActor => {
  const actor = useContext(ToastsContext);
  if (!actor) throw new Error('toasts need a ToastsProvider above them');
  return actor;
};

/** Shows server messages (already in the buyer's language) and the storefront's own catalogue texts as toasts. */
export const useToasts = () => {
  const actor = useToastsActor();
  return useMemo(
    () => ({
      messages: (messages: readonly ServerMessage[]) => messages.forEach((message) => actor.send({ type: 'toast.messageReceived', message })),
      show: (key: string, status: number, params?: MessageParams, persist?: boolean) => actor.send({ type: 'toast.shown', key, status, params, persist }),
    }),
    [actor],
  );
};
