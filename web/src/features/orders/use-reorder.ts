import { useRef, useState } from 'react';
import { ApiError } from '../api-client/index.ts';
import { loadCart } from '../cart/index.ts';
import { useToasts } from '../toasts/index.ts';
import { reorder } from './orders-api.ts';

/**
 * Reorders a submitted order: the api's messages become toasts, and the cart count follows. While one runs
 * the Reorder buttons are only aria-disabled and further clicks are ignored: a disabled button would drop
 * the keyboard user's focus to the page body.
 */
export const useReorder = () => {
  const toasts = useToasts();
  const [pending, setPending] = useState<number | null>(null);
  const running = useRef(false);
  const run = async (orderId: number) => {
    if (running.current) return;
    running.current = true;
    setPending(orderId);
    try {
      toasts.messages((await reorder(orderId)).Messages);
      await loadCart();
    } catch (error) {
      toasts.messages(error instanceof ApiError ? error.messages : []);
    } finally {
      running.current = false;
      setPending(null);
    }
  };
  return { reorder: run, pending };
};
