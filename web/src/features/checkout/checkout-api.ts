import { BillingOption, type CardEntry, type CardOnFile, type CustomPrompt, type DeliveryServiceOption, type Messages, type OrderDeli, type SubmitOrderRequest } from '@comptoir/core';
import { api, ApiError } from '../api-client/index.ts';
import type { PricedCartDetails } from '../cart/index.ts';

export interface ShipTo {
  shipToId: string;
  address: { name: string; line1: string; line2: string | null; city: string; province: string; postalCode: string; country: string };
  assemblyAvailable: boolean;
  installationAvailable: boolean;
  isCurrent: boolean;
  /** The ship-to's account card (decision 045), when the client offers it; null when none is on file. */
  AccountCard: CardOnFile | null;
}

/** GET /api/checkout/delivery-details (designed, decision 007). */
export interface DeliveryDetails {
  OrderId: number;
  canSelectShipTo: boolean;
  shipTos: ShipTo[];
  deliveryType: 'standard' | 'scheduled';
  scheduledDate: string | null;
  earliestScheduledDate: string;
  latestScheduledDate: string;
  /** The order's delivery service (Deliver only or Deliver & Install) as saved. */
  OrderDeli: Pick<OrderDeli, 'deliServOptType'>;
  billingOptions: Array<{ billingOptionType: number; label: string }>;
  defaultBillingOption: number;
  /** The buyer's profile card (decision 045), when the client offers it; null when none is saved. */
  ProfileCard: CardOnFile | null;
  poNumber: string;
  /** The client's PO number prompt, whose answer is the order's PO number: then no PO number field of its own. */
  poNumberPromptId: number | null;
  deliveryInstructions: string;
  CustomPrompts: CustomPrompt[];
  CartSummary: PricedCartDetails['CartInfo']['CartSummary'];
  Messages: Messages;
}

export type { CardEntry };

/** The card on file a card-on-file option pays with: the profile card, or the account card of the ship-to chosen. */
export const savedCardFor = (details: DeliveryDetails, option: number, shipToId: string | undefined): CardOnFile | null =>
  option === BillingOption.profileCreditCard ? details.ProfileCard : option === BillingOption.accountCreditCard ? (details.shipTos.find((shipTo) => shipTo.shipToId === shipToId)?.AccountCard ?? null) : null;

export const fetchDeliveryDetails = () => api.get<DeliveryDetails>('/api/checkout/delivery-details');

/** PUT /api/checkout/delivery-details when the buyer continues: a reload or coming back shows what was saved. */
export const saveDeliveryDetails = (details: { shipToId?: string | undefined; deliveryType: 'standard' | 'scheduled'; scheduledDate: string | null; deliServOptType: DeliveryServiceOption; poNumber: string; deliveryInstructions: string }) =>
  api.put<{ isSuccess: true; Messages: Messages }>('/api/checkout/delivery-details', details);

/** POST /api/orders/ValidateAndSaveDetailCustomPrompt for one order-level prompt; a refusal is its field's message. */
export const savePrompt = async (orderId: number, prompt: CustomPrompt, value: string): Promise<string | null> => {
  try {
    await api.post('/api/orders/ValidateAndSaveDetailCustomPrompt', { orderProductId: prompt.orderProductId, pageType: 1, orderId, promptId: prompt.promptId, promptValue: value, sequence: prompt.sequence });
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return error.message;
    throw error;
  }
};

/** POST /api/orders/validateCustomPrompts?orderId: 400 with the failing prompts, 200 otherwise (spec §5). */
export const validatePrompts = async (orderId: number): Promise<Array<{ promptId: number; PrimaryMessage: string }>> => {
  try {
    await api.post('/api/orders/validateCustomPrompts', {}, { query: { orderId } });
    return [];
  } catch (error) {
    const invalid = (error as ApiError).body as { InvalidPrompts?: Array<{ promptId: number; PrimaryMessage: string }> } | null;
    if (error instanceof ApiError && error.status === 400 && invalid?.InvalidPrompts) return invalid.InvalidPrompts;
    throw error;
  }
};

export interface SubmitAnswerBody {
  orderId: number;
  displayNumber: string;
  status: 'submitted' | 'awaitingApproval';
  Messages: Messages;
}

/** What Review & Confirm showed, sent with the order so that the api refuses it when it has changed since (core's SubmitOrderRequest expected… fields). */
export type ReviewedOrder = { [Field in keyof SubmitOrderRequest as Field extends `expected${string}` ? Field : never]?: SubmitOrderRequest[Field] | undefined };

/** POST /api/checkout/orders/{id}/submit with an Idempotency-Key (a repeat gets the first answer). */
export const submitOrder = (orderId: number, idempotencyKey: string, body: { billingOptionType: number; paymentToken: string | null; deliveryType: 'standard' | 'scheduled'; scheduledDate: string | null } & ReviewedOrder) =>
  api.post<SubmitAnswerBody>(`/api/checkout/orders/${orderId}/submit`, body, { headers: { 'Idempotency-Key': idempotencyKey } });
