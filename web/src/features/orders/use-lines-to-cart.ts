import type { Messages } from '@comptoir/core';
import { useRef, useState } from 'react';
import { ApiError } from '../api-client/index.ts';
import { loadCart } from '../cart/index.ts';
import { useToasts } from '../toasts/index.ts';

/**
 * Puts lines of an order or a template back in the cart through `send`: the api's messages (added, and what
 * could not be) become toasts and the cart count follows. One at a time: while one runs its buttons are only
 * aria-disabled and further clicks are ignored, since a disabled button would drop a keyboard user's focus to
 * the page body.
 */
export const useLinesToCart = <Id,>(send: (id: Id) => Promise<{ Messages: Messages }>) => {
  const toasts = useToasts();
  const [pending, setPending] = useState<Id | null>(null);
  const running = useRef(false);
  const run = async (id: Id) => {
    if (running.current) return;
    running.current = true;
    setPending(id);
    try {
      toasts.messages((await send(id)).Messages);
      await loadCart();
    } catch (error) {
      toasts.messages(error instanceof ApiError ? error.messages : []);
    } finally {
      running.current = false;
      setPending(null);
    }
  };
  return { run, pending };
};
