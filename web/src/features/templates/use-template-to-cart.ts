import { useRef, useState } from 'react';
import { ApiError } from '../api-client/index.ts';
import { loadCart } from '../cart/index.ts';
import { useToasts } from '../toasts/index.ts';
import { addTemplateToCart } from './templates-api.ts';

/**
 * Puts a template's products in the cart: the api's messages (added, and what could not be) become toasts and
 * the cart count follows. One at a time; further clicks are ignored (the buttons stay focusable, as Reorder's).
 */
export const useTemplateToCart = () => {
  const toasts = useToasts();
  const [pending, setPending] = useState<string | null>(null);
  const running = useRef(false);
  const run = async (templateId: string) => {
    if (running.current) return;
    running.current = true;
    setPending(templateId);
    try {
      toasts.messages((await addTemplateToCart(templateId)).Messages);
      await loadCart();
    } catch (error) {
      toasts.messages(error instanceof ApiError ? error.messages : []);
    } finally {
      running.current = false;
      setPending(null);
    }
  };
  return { addToCart: run, pending };
};
