import type { ServerMessage } from '@comptoir/machines';
import type { MessageParams } from '@comptoir/core';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyActor, type LazyActor } from '../../actors/index.ts';
import type { ToastsActor } from './toasts-actor.ts';

export const ToastsContext = createContext<LazyActor<ToastsActor> | null>(null);

/** One toasts actor for the storefront (spec §4 'Toast display'), started with the first toast (issue 8). */
export const ToastsProvider = ({ children }: { children: ReactNode }) => {
  const actor = useLazyActor(() => import('./toasts-actor.ts').then(({ createToastsActor }) => createToastsActor()));
  return <ToastsContext.Provider value={actor}>{children}</ToastsContext.Provider>;
};

export const useToastsActor = (): LazyActor<ToastsActor> => {
  const actor = useContext(ToastsContext);
  if (!actor) throw new Error('toasts need a ToastsProvider above them');
  return actor;
};

/** Shows server messages (already in the buyer's language) and the storefront's own catalogue texts as toasts. */
export const useToasts = () => {
  const actor = useToastsActor();
  const { i18n } = useTranslation();
  return useMemo(
    () => ({
      // Said in the page's language of the moment (the request's): kept with the text, which a language switch does not change.
      messages: (messages: readonly ServerMessage[]) => messages.forEach((message) => actor.send({ type: 'toast.messageReceived', message, locale: i18n.language })),
      show: (key: string, status: number, params?: MessageParams, persist?: boolean) => actor.send({ type: 'toast.shown', key, status, params, persist }),
    }),
    [actor, i18n],
  );
};
