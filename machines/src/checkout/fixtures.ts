// Test support only: a checkout input shared by the checkout machine's tests.
import { DeliveryServiceOption } from '@comptoir/core';
import type { CheckoutInput } from './types.ts';

const cards = { profileCard: true, checkoutCard: true, accountCardOnShipTo: false, previouslyEnteredCard: false };

export const checkoutInput: CheckoutInput = {
  orderId: 'o-42',
  billing: { creditCardMandatoryType: 'optional', cardFlags: cards },
  promptIds: [1, 2],
  conditions: { subTotal: 15_000, minimumOrderAmount: 5_000, firstOrderPending: false, orderHold: null, overBudgetBlocked: false },
  specialDelivery: { hasSpecialDeliveryItem: true, option: 1, assemble: true, service: DeliveryServiceOption.deliveryAndInstall },
  area: { preAssemblyAvailable: true, installationAvailable: true },
  isListedClient: false,
  viewAccountsEnabled: true,
};

export const promptsAccepted = { status: 200, messages: [] };
export const promptsRejected = {
  status: 400,
  messages: [
    { promptId: 2, PrimaryMessage: 'Cost centre is required.' },
    { promptId: 2, PrimaryMessage: 'Second message, not shown.' },
  ],
};
