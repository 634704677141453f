import { reorder } from './orders-api.ts';
import { useLinesToCart } from './use-lines-to-cart.ts';

/** Reorders a submitted order ('Order EW… was successfully added to cart'). */
export const useReorder = () => {
  const { run, pending } = useLinesToCart(reorder);
  return { reorder: run, pending };
};
