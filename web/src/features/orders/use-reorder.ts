import { useState } from 'react';
import { ApiError } from '../api-client/index.ts';
import { loadCart } from '../cart/index.ts';
import { useToasts } from '../toasts/index.ts';
import { reorder } from './orders-api.ts';

/** Reorders a submitted order: the api's messages become toasts, and the cart count follows. */
export const useReorder = () => {
  const toasts = useToasts();
  const [pending, setPending] = useState<number | null>(null);
  const run = async (orderId: number) => {
    setPending(orderId);
    try {
      toasts.messages((await reorder(orderId)).Messages);
      await loadCart();
    } catch (error) {
      toasts.messages(error instanceof ApiError ? error.messages : []);
    } finally {
      setPending(null);
    }
  };
  return { reorder: run, pending };
};
