import type { AccountCardsResponse, CardOnFile, Messages, ProfileCardResponse } from '@comptoir/core';
import { api } from '../api-client/index.ts';

type Saved = { CreditCard: CardOnFile; Messages: Messages };
export type CardOnFileInput = { paymentToken: string; cardholderName: string };

/** The buyer's profile card (decision 045): GET / PUT / DELETE /api/buyer/profile/credit-card. */
export const fetchProfileCard = (signal?: AbortSignal) => api.get<ProfileCardResponse>('/api/buyer/profile/credit-card', signal ? { signal } : {});
export const saveProfileCard = (input: CardOnFileInput) => api.put<Saved>('/api/buyer/profile/credit-card', input);
export const removeProfileCard = () => api.delete<{ Messages: Messages }>('/api/buyer/profile/credit-card');

/** A client admin's ship-tos and their account cards (spec 'share credit card'). */
export const fetchAccountCards = (signal?: AbortSignal) => api.get<AccountCardsResponse>('/api/client/ship-tos/credit-cards', signal ? { signal } : {});
const shipToCardPath = (shipToId: string) => `/api/client/ship-tos/${encodeURIComponent(shipToId)}/credit-card`;
export const saveAccountCard = (shipToId: string, input: CardOnFileInput) => api.put<Saved>(shipToCardPath(shipToId), input);
export const removeAccountCard = (shipToId: string) => api.delete<{ Messages: Messages }>(shipToCardPath(shipToId));
