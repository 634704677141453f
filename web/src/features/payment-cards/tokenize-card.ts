import { cardEntryProblem, type CardEntry, type IsoDate } from '@comptoir/core';
import type { PaymentProblem } from '@comptoir/machines';
import { api, ApiError } from '../api-client/index.ts';

/**
 * The card as typed checked by core, then POST /api/checkout/payment-tokens: the card goes to the payment adapter
 * only, which answers a token. What either refuses is said on the field to fix.
 */
export const tokenizeCard = async (card: CardEntry, today: IsoDate): Promise<{ token: string } | { problem: PaymentProblem }> => {
  const problem = cardEntryProblem(card, today);
  if (problem) return { problem };
  try {
    const answer = await api.post<{ token: string }>('/api/checkout/payment-tokens', { cardNumber: card.cardNumber, expiryMonth: Number(card.expiryMonth), expiryYear: Number(card.expiryYear), cvc: card.cvc });
    return { token: answer.token };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) throw error;
    return { problem: error.code === 'payments.cardExpired' ? { field: 'expiryYear', code: 'payments.cardExpired' } : { field: 'cardNumber', code: 'payments.invalidCard' } };
  }
};
