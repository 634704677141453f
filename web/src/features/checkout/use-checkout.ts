import { BillingOption, isOutcomeCode, type Messages } from '@comptoir/core';
import { checkoutMachine, type CheckoutInput, type PromptCheck, type SubmitAnswer, type SubmitRequest } from '@comptoir/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { ApiError } from '../api-client/index.ts';
import { savePrompt, saveDeliveryDetails, submitOrder, tokenizeCard, validatePrompts, type CardEntry, type DeliveryDetails } from './checkout-api.ts';

/** The submitted order as the confirmation needs it: an order routed to an approver is not yet submitted to us. */
export interface SubmittedOrder {
  orderId: number;
  awaitingApproval: boolean;
}

export const isCardOption = (option: number) => option !== BillingOption.onAccount;

/** The checkout machine's input from the delivery details (with what the order already holds), the buyer's client and the session's order hold. */
export const checkoutInputOf = (
  details: DeliveryDetails,
  client: { minimumOrderAmount: number | null; creditCardMandatoryType: 'optional' | 'mandatory' | 'notAuthorized' } | null,
  orderHold: { from: string | null; until: string | null } | null,
): CheckoutInput => {
  const offered = details.billingOptions.map((option) => option.billingOptionType);
  const shipTo = details.shipTos.find((candidate) => candidate.isCurrent) ?? details.shipTos[0];
  const orderPrompts = details.CustomPrompts.filter((prompt) => prompt.orderProductId === null);
  return {
    orderId: String(details.OrderId),
    billing: {
      creditCardMandatoryType: client?.creditCardMandatoryType ?? 'optional',
      cardFlags: { accountCardOnShipTo: offered.includes(2), profileCard: offered.includes(3), checkoutCard: offered.includes(4), previouslyEnteredCard: offered.includes(5) },
      preferredBillingOption: details.defaultBillingOption,
    },
    promptIds: orderPrompts.map((prompt) => prompt.promptId),
    // A saved date before today's earliest is gone by now: the buyer picks another.
    saved: {
      promptValues: Object.fromEntries(orderPrompts.map((prompt) => [prompt.promptId, prompt.value ?? ''])),
      deliveryType: details.deliveryType,
      scheduledDate: details.scheduledDate !== null && details.scheduledDate >= details.earliestScheduledDate ? details.scheduledDate : null,
    },
    conditions: { subTotal: details.CartSummary.PriceDetails.subTotal, minimumOrderAmount: client?.minimumOrderAmount ?? null, firstOrderPending: false, orderHold },
    specialDelivery: { hasSpecialDeliveryItem: details.CartSummary.hasSpecialDeliveryItem, option: 0, assemble: false, service: 1 },
    area: { preAssemblyAvailable: shipTo?.assemblyAvailable ?? true, installationAvailable: shipTo?.installationAvailable ?? true },
    isListedClient: false,
    viewAccountsEnabled: false,
  };
};

/**
 * The checkout flow (spec §4 'Checkout'): the checkout machine with the api's calls injected. Prompt
 * values are saved and checked by the server; submit saves the delivery details, tokenises a card when
 * a card option is chosen, then submits with the machine's idempotency key. The order's PO number is kept as the
 * cart has it (saving the details writes both).
 */
/** What the buyer chose on Delivery Details outside the machine's context, read when the order is submitted. */
export interface BuyerChoices {
  shipToId: string | undefined;
  card: CardEntry;
  deliveryInstructions: string;
}

export const useCheckout = (details: DeliveryDetails, input: CheckoutInput, choices: () => BuyerChoices) => {
  const refusal = useRef<Messages>([]);
  const submitted = useRef<SubmittedOrder | null>(null);
  const actor = useActorRef(
    checkoutMachine.provide({
      actors: {
        validateCustomPrompts: fromPromise<PromptCheck, { orderId: string; promptValues: Record<number, string> }>(async ({ input: { promptValues } }) => {
          const prompts = details.CustomPrompts.filter((prompt) => prompt.orderProductId === null);
          const saved = await Promise.all(prompts.map(async (prompt) => ({ promptId: prompt.promptId, message: await savePrompt(details.OrderId, prompt, promptValues[prompt.promptId] ?? '') })));
          const refused = saved.flatMap(({ promptId, message }) => (message ? [{ promptId, PrimaryMessage: message }] : []));
          const invalid = refused.length > 0 ? refused : await validatePrompts(details.OrderId);
          return { status: invalid.length > 0 ? 400 : 200, messages: invalid };
        }),
        submitOrder: fromPromise<SubmitAnswer, SubmitRequest>(async ({ input: request }) => {
          refusal.current = [];
          try {
            const { shipToId, card, deliveryInstructions } = choices();
            await saveDeliveryDetails({ shipToId, deliveryType: request.deliveryType, scheduledDate: request.scheduledDate, poNumber: details.poNumber, deliveryInstructions });
            const paymentToken = isCardOption(request.billingOption) ? await tokenizeCard(card) : null;
            const answer = await submitOrder(details.OrderId, request.idempotencyKey, { billingOptionType: request.billingOption, paymentToken, deliveryType: request.deliveryType, scheduledDate: request.scheduledDate });
            submitted.current = { orderId: answer.orderId, awaitingApproval: answer.status === 'awaitingApproval' };
            return { outcome: 'submitted', orderNumber: answer.displayNumber };
          } catch (error) {
            if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) throw error;
            refusal.current = error.messages;
            const code = error.code;
            return { outcome: 'refused', code: code && isOutcomeCode(code) ? code : 'errors.badRequest' };
          }
        }),
      },
    }),
    { input },
  );
  const snapshot = useSelector(actor, (current) => current);
  return { actor, snapshot, refusal: refusal.current, submitted: submitted.current };
};
