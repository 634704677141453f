import { useLinesToCart } from '../orders/index.ts';
import { addTemplateToCart } from './templates-api.ts';

/** Puts a template's products in the cart at today's rules and prices. */
export const useTemplateToCart = () => {
  const { run, pending } = useLinesToCart(addTemplateToCart);
  return { addToCart: run, pending };
};
