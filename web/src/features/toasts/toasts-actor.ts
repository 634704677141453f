import { toastsMachine } from '@comptoir/machines';
import { createActor } from 'xstate';

/** The toasts actor (spec §4 'Toast display'). Its own chunk: nothing starts it before the first toast. */
export const createToastsActor = () => createActor(toastsMachine.provide({ actions: { scrollToTop: () => window.scrollTo({ top: 0 }) } }));

export type ToastsActor = ReturnType<typeof createToastsActor>;
