import type { DrawerUpdateAnswer } from '@comptoir/machines';
import type { Language } from '@comptoir/core';
import { api, ApiError } from '../api-client/index.ts';

/** Spec §7 'Add-to-cart quantity update (drawer)', designed path POST /api/cart/drawer/quantity. A refusal is an answer with its messages. */
export const updateDrawerQuantity = async (request: { language: Language; orderProductId: number; quantity: number; clientNo: string }): Promise<DrawerUpdateAnswer> => {
  try {
    return await api.post<DrawerUpdateAnswer>('/api/cart/drawer/quantity', request);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return { isSuccess: false, Messages: error.messages };
    throw error;
  }
};
