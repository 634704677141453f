import { assertEvent, assign, raise, setup } from 'xstate';
import { TOAST_AUTO_DISMISS_MS, toastDisplayFor, toastTitleFor, toastTypeForStatus, type MessageParams, type ToastTitle, type ToastType } from '@comptoir/core';
import { placeholderAction } from '../placeholders.ts';

/** A toast on screen: a server message (already in the buyer's language) or a catalogue key. */
export interface Toast {
  id: number;
  type: ToastType;
  /** Catalogue key of its title: its type's, or 'Item removed' (spec §8 removed-item messages). */
  title: ToastTitle;
  /** A server message's text keeps the language it was said in (`lang`): the page may switch language while it shows. */
  content: { text: string; lang?: string } | { key: string; params: MessageParams };
  /** null: it persists with a close button. */
  autoDismissMs: number | null;
}

export interface ToastsContext {
  toasts: Toast[];
  nextId: number;
}

/** A server message as the spec's Messages carry it (MessageStatus, MessageType, PrimaryMessage). */
export interface ServerMessage {
  MessageStatus: number;
  MessageType: number;
  PrimaryMessage: string;
}

export type ToastsEvent =
  | { type: 'toast.messageReceived'; message: ServerMessage; locale?: string }
  | { type: 'toast.shown'; key: string; params?: MessageParams; status: number; persist?: boolean }
  | { type: 'toast.closed'; id: number }
  | { type: 'toast.expired'; id: number };

type Incoming = Extract<ToastsEvent, { type: 'toast.messageReceived' | 'toast.shown' }>;

/** Spec §4 and §8: server messages follow core's display rule; the app's own toasts auto-dismiss after 4000 ms unless they persist. */
export const toastFor = (event: Incoming, id: number): Toast & { scrollToTop: boolean } => {
  if (event.type === 'toast.messageReceived') {
    const display = toastDisplayFor(event.message);
    const content = event.locale === undefined ? { text: event.message.PrimaryMessage } : { text: event.message.PrimaryMessage, lang: event.locale };
    return { id, type: display.type, title: display.title, content, autoDismissMs: display.autoDismissMs, scrollToTop: display.scrollToTop };
  }
  const persist = event.persist === true;
  const type = toastTypeForStatus(event.status);
  return {
    id,
    type,
    title: toastTitleFor(type),
    content: { key: event.key, params: event.params ?? {} },
    autoDismissMs: persist ? null : TOAST_AUTO_DISMISS_MS,
    scrollToTop: persist,
  };
};

const incoming = (event: ToastsEvent): Incoming => {
  assertEvent(event, ['toast.messageReceived', 'toast.shown']);
  return event;
};

const leaving = (event: ToastsEvent): number => {
  assertEvent(event, ['toast.closed', 'toast.expired']);
  return event.id;
};

export const toastsMachine = setup({
  types: { context: {} as ToastsContext, events: {} as ToastsEvent },
  guards: {
    persists: ({ context, event }) => toastFor(incoming(event), context.nextId).autoDismissMs === null,
    isShown: ({ context, event }) => context.toasts.some((toast) => toast.id === leaving(event)),
    isLastShown: ({ context, event }) => context.toasts.length === 1 && context.toasts[0]?.id === leaving(event),
  },
  actions: {
    addToast: assign(({ context, event }) => {
      const { scrollToTop: _scroll, ...toast } = toastFor(incoming(event), context.nextId);
      return { toasts: [...context.toasts, toast], nextId: context.nextId + 1 };
    }),
    removeToast: assign(({ context, event }) => ({ toasts: context.toasts.filter((toast) => toast.id !== leaving(event)) })),
    /** The newest toast's own timer; a timer for a toast already closed is ignored on arrival. */
    scheduleExpiry: raise(({ context }) => ({ type: 'toast.expired' as const, id: context.nextId - 1 }), { delay: 'toastAutoDismiss' }),
    /** Spec §4: persistent messages scroll the page to the top. */
    scrollToTop: placeholderAction('scrollToTop'),
  },
  delays: {
    toastAutoDismiss: ({ context }) => context.toasts.at(-1)?.autoDismissMs ?? TOAST_AUTO_DISMISS_MS,
  },
}).createMachine({
  id: 'toasts',
  description: 'Spec §4 and §8: toast messages, auto-dismissed (5000 ms add-to-cart, 4000 ms by default) or persistent with a close button',
  context: { toasts: [], nextId: 1 },
  initial: 'empty',
  on: {
    'toast.messageReceived': [
      { guard: 'persists', target: '.showing', actions: ['addToast', 'scrollToTop'] },
      { target: '.showing', actions: ['addToast', 'scheduleExpiry'] },
    ],
    'toast.shown': [
      { guard: 'persists', target: '.showing', actions: ['addToast', 'scrollToTop'] },
      { target: '.showing', actions: ['addToast', 'scheduleExpiry'] },
    ],
  },
  states: {
    empty: {},
    showing: {
      on: {
        'toast.closed': [
          { guard: 'isLastShown', target: 'empty', actions: 'removeToast' },
          { guard: 'isShown', actions: 'removeToast' },
        ],
        'toast.expired': [
          { guard: 'isLastShown', target: 'empty', actions: 'removeToast' },
          { guard: 'isShown', actions: 'removeToast' },
        ],
      },
    },
  },
});

export type ToastsMachine = typeof toastsMachine;
