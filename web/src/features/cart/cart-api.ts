import type { AddToCartResponse, CartResponse, GuestCartResponse, Language, ResultResponse } from '@comptoir/core';
import { api } from '../api-client/index.ts';

/** Cart and tax totals as the api answers them (designed beyond spec §3: Taxes lines and OrderTotal). */
export interface TaxLine {
  kind: 'GST' | 'HST' | 'PST' | 'QST' | 'RST';
  /** Thousandths of a percent: 5000 is 5 %, 9975 is 9.975 %. */
  rate: number;
  amount: number;
}
export type PricedCartDetails = CartResponse & {
  CartInfo: CartResponse['CartInfo'] & { CartSummary: CartResponse['CartInfo']['CartSummary'] & { Taxes?: { lines: TaxLine[]; taxesTotal: number }; OrderTotal?: number } };
};
/** A guest's cart (the GuestCartId cookie's): products and quantities, never a price (spec §6 'login for pricing'). */
export type GuestCartDetails = GuestCartResponse;
/** What GET /api/cart/cartDetails answers: the signed-in buyer's priced cart, or a guest's. */
export type CartDetails = PricedCartDetails | GuestCartDetails;

export const isGuestCart = (cart: CartDetails): cart is GuestCartDetails => 'LoginForPricing' in cart.CartInfo;

const isCart = (body: unknown): body is CartDetails => Array.isArray((body as CartDetails | null)?.CartInfo?.Products);

export const fetchCartDetails = async (signal?: AbortSignal): Promise<CartDetails> =>
  api.get('/api/cart/cartDetails', {
    signal,
    parse: (body) => {
      if (!isCart(body)) throw new Error('cart details answered an unexpected shape');
      return body;
    },
  });

/** POST /api/cart/addtocart?callingLocation=react. A refused add answers 422 with the same body, read here as an answer. */
export const postAddToCart = async (products: ReadonlyArray<{ ProductCode: string; Quantity: number }>, language: Language): Promise<AddToCartResponse> => {
  try {
    return await api.post<AddToCartResponse>('/api/cart/addtocart', { Products: products, Language: language }, { query: { callingLocation: 'react' } });
  } catch (error) {
    const body = (error as { body?: unknown }).body as AddToCartResponse | undefined;
    if (body && Array.isArray(body.CartMessages)) return body;
    throw error;
  }
};

export const updateProduct = (orderProductId: number, quantity: number, language: Language) =>
  api.post<ResultResponse>(`/api/cart/updateProduct/${orderProductId}`, { Quantity: quantity, Language: language });
export const removeProduct = (orderProductId: number) => api.get<ResultResponse>(`/api/cart/removeProduct/${orderProductId}`);
export const saveLineNote = (orderProductId: number, lineNote: string) => api.post<ResultResponse>(`/api/cart/saveLineNote/${orderProductId}`, { LineNote: lineNote });
export const clearOrder = () => api.post<ResultResponse>('/api/cart/clearOrder', {});
export const addCouponCode = (code: string) => api.post<ResultResponse>('/api/cart/add-coupon-code', { CouponCode: code });
export const removeCouponCode = (code: string) => api.post<ResultResponse>('/api/cart/remove-coupon-code', { CouponCode: code });
