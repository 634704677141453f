import { checkAddQuantity, type QuantityProblem, type QuantityRule } from '@comptoir/core';
import type { AddedProduct, DrawerProduct } from '@comptoir/machines';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client/index.ts';
import { useDrawer } from '../drawer/index.ts';
import { useToasts } from '../toasts/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { postAddToCart, type CartDetails } from './cart-api.ts';
import { loadCart } from './cart-store.ts';

export interface ProductToAdd {
  productCode: string;
  quantity: number | null;
  rule: QuantityRule;
}

/** The cart's lines as the drawer lists them. */
export const drawerProductsOf = (cart: CartDetails): DrawerProduct[] =>
  cart.CartInfo.Products.map((line) => ({
    orderProductId: line.OrderProductId,
    productCode: line.ProductCode,
    quantity: line.Quantity,
    rule: { salesMultiple: line.Multiple, minimumQuantity: line.MinimumQuantity },
    description: line.Description,
    ...(line.ImageUrl ? { imageUrl: line.ImageUrl } : {}),
  }));

/**
 * What one add put in the cart (spec §2.1's drawer count): the requested quantities of the products the answer
 * lists as added. The answer's lines carry the cart's totals, which include earlier adds.
 */
export const addedProductsOf = (requested: readonly ProductToAdd[], answer: { AddedProducts: ReadonlyArray<{ ProductCode: string }> }): AddedProduct[] =>
  answer.AddedProducts.map((line) => ({
    productCode: line.ProductCode,
    quantity: requested.filter((product) => product.productCode === line.ProductCode).reduce((total, product) => total + (product.quantity ?? 0), 0),
  }));

/** A refusal: the text to show, and core's problem when the rules refused it before any call (said again in another language). */
export type AddResult = { ok: true } | { ok: false; message: string; problem?: QuantityProblem };

/**
 * Adds products to the cart (spec §5, §7): core's quantity rules first (nothing is sent for a refused
 * quantity), then the api; the drawer opens on what was added, refusals appear as toasts (spec §8).
 */
export const useAddToCart = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const drawer = useDrawer();
  const toasts = useToasts();
  const [pending, setPending] = useState(false);

  const add = useCallback(
    async (products: readonly ProductToAdd[]): Promise<AddResult> => {
      for (const product of products) {
        const problem = checkAddQuantity(product.quantity, product.rule, product.productCode);
        if (problem) return { ok: false, message: t(problem.code, problem.params), problem };
      }
      setPending(true);
      const send = () => postAddToCart(products.map((product) => ({ ProductCode: product.productCode, Quantity: product.quantity ?? 0 })), language);
      try {
        const [answer, sessionEnded] = await send().then(
          (first) => [first, false] as const,
          async (error: unknown) => {
            // The session ended (401: the api cleared its cookies, the session tells the buyer and offers to sign in again):
            // sent once more, as the guest this browser now is, the product waits in the guest cart that sign-in merges.
            if (!(error instanceof ApiError && error.status === 401)) throw error;
            return [await send(), true] as const;
          },
        );
        const refusals = answer.CartMessages.filter((message) => message.MessageStatus === 1);
        toasts.messages(refusals);
        if (answer.AddedProducts.length > 0) {
          const cart = await loadCart();
          if (!sessionEnded) drawer.itemsAdded(addedProductsOf(products, answer), drawerProductsOf(cart));
        }
        return answer.isSuccess ? { ok: true } : { ok: false, message: refusals[0]?.PrimaryMessage ?? t('errors.generic') };
      } catch (error) {
        const message = error instanceof ApiError ? error.message : t('errors.generic');
        toasts.messages(error instanceof ApiError ? error.messages : []);
        return { ok: false, message };
      } finally {
        setPending(false);
      }
    },
    [drawer, language, t, toasts],
  );
  return { add, pending };
};
