import { DeliveryServiceOption, cardOnFileProblem, customPromptAnswer, isCardOnFileOption, isCardOption, isOutcomeCode, toIsoDate, type Message, type Messages } from '@comptoir/core';
import { checkoutMachine, type CheckoutInput, type DeliveryDetailsCheck, type PaymentCheck, type PaymentProblem, type PromptCheck, type SubmitAnswer, type SubmitRequest } from '@comptoir/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { ApiError } from '../api-client/index.ts';
import { tokenizeCard } from '../payment-cards/index.ts';
import { savePrompt, saveDeliveryDetails, savedCardFor, submitOrder, validatePrompts, type CardEntry, type DeliveryDetails, type ReviewedOrder } from './checkout-api.ts';

/** The submitted order as the confirmation needs it: an order routed to an approver is not yet submitted to us. */
export interface SubmittedOrder {
  orderId: number;
  awaitingApproval: boolean;
  /** The order's PO number as the buyer gave it (typed, or the PO number prompt's answer with its prefix); '' for none. */
  poNumber: string;
}

/** Issue 7: the api's Delivery Details message saying the order is over the budget and the client's setting blocks it. */
export const isOverBudgetBlock = (message: Message): boolean => message.Type === 'checkout.overBudget';

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
    conditions: { subTotal: details.CartSummary.PriceDetails.subTotal, minimumOrderAmount: client?.minimumOrderAmount ?? null, firstOrderPending: false, orderHold, overBudgetBlocked: details.Messages.some(isOverBudgetBlock) },
    specialDelivery: { hasSpecialDeliveryItem: details.CartSummary.hasSpecialDeliveryItem, option: 0, assemble: false, service: details.OrderDeli.deliServOptType === DeliveryServiceOption.deliveryAndInstall ? DeliveryServiceOption.deliveryAndInstall : DeliveryServiceOption.standard },
    area: { preAssemblyAvailable: shipTo?.assemblyAvailable ?? true, installationAvailable: shipTo?.installationAvailable ?? true },
    isListedClient: false,
    viewAccountsEnabled: false,
  };
};

/** What the buyer chose on Delivery Details outside the machine's context, read when they continue and submit. */
export interface BuyerChoices {
  shipToId: string | undefined;
  card: CardEntry;
  /** The PO number typed in its own field (clients without a PO number prompt). */
  poNumber: string;
  deliveryInstructions: string;
  /** The order total Review & Confirm shows (cents): the api refuses the order when the cart has changed since. */
  reviewedTotal?: number | undefined;
}

/** The order's PO number as it will show: the typed one, or the PO number prompt's answer after its prefix. */
export const orderPoNumberOf = (details: DeliveryDetails, typed: string, promptValues: Readonly<Record<number, string>>): string => {
  if (details.poNumberPromptId === null) return typed.trim();
  const prompt = details.CustomPrompts.find((candidate) => candidate.orderProductId === null && candidate.promptId === details.poNumberPromptId);
  const value = prompt ? customPromptAnswer(prompt.prefix, promptValues[prompt.promptId] ?? '') : '';
  return prompt && value !== '' ? `${prompt.prefix ?? ''}${value}` : '';
};

/**
 * What Review & Confirm showed, sent with the order: the api refuses it (409 checkout.orderChanged) when another tab has
 * changed any of it since — the total, the ship-to, the PO number, the delivery instructions, the special-delivery
 * service, the order's prompt answers (as the api saves them).
 */
export const reviewedOrderOf = (details: DeliveryDetails, shown: Pick<BuyerChoices, 'poNumber' | 'deliveryInstructions' | 'reviewedTotal' | 'shipToId'>, request: Pick<SubmitRequest, 'promptValues' | 'specialDelivery'>): ReviewedOrder => ({
  expectedOrderTotal: shown.reviewedTotal,
  expectedShipToId: shown.shipToId,
  expectedPoNumber: details.poNumberPromptId === null ? shown.poNumber.trim() : '',
  expectedDeliveryInstructions: shown.deliveryInstructions.trim(),
  expectedDeliveryService: details.CartSummary.hasSpecialDeliveryItem ? request.specialDelivery.service : undefined,
  expectedPromptAnswers: details.CustomPrompts.filter((prompt) => prompt.orderProductId === null).map((prompt) => ({ promptId: prompt.promptId, value: customPromptAnswer(prompt.prefix, request.promptValues[prompt.promptId] ?? '') })),
});

/**
 * The checkout flow (spec §4 'Checkout'): the checkout machine with the api's calls injected. Continue
 * saves the delivery details (ship-to, delivery type and date, PO number, instructions), then the prompt
 * values, checked by the server, then (a card option) tokenises the card typed, or checks the card on file is there
 * and not expired; submit sends the typed card's token (the server pays a card on file with its own) with the
 * machine's idempotency key.
 */

export const useCheckout = (details: DeliveryDetails, input: CheckoutInput, choices: () => BuyerChoices) => {
  const refusal = useRef<Messages>([]);
  const submitted = useRef<SubmittedOrder | null>(null);
  const paymentToken = useRef<string | null>(null);
  const actor = useActorRef(
    checkoutMachine.provide({
      actors: {
        validateCustomPrompts: fromPromise<PromptCheck, DeliveryDetailsCheck>(async ({ input: { promptValues, deliveryType, scheduledDate, deliveryService } }) => {
          refusal.current = [];
          const { shipToId, poNumber, deliveryInstructions } = choices();
          try {
            await saveDeliveryDetails({ shipToId, deliveryType, scheduledDate, deliServOptType: deliveryService, poNumber: details.poNumberPromptId !== null ? '' : poNumber.trim(), deliveryInstructions: deliveryInstructions.trim() });
          } catch (error) {
            // The page checks core's rules first; what it could not foresee (a ship-to withdrawn, a day gone by) is said as the api says it.
            if (error instanceof ApiError && error.status >= 400 && error.status < 500) refusal.current = error.messages;
            throw error;
          }
          const prompts = details.CustomPrompts.filter((prompt) => prompt.orderProductId === null);
          const saved = await Promise.all(prompts.map(async (prompt) => ({ promptId: prompt.promptId, message: await savePrompt(details.OrderId, prompt, promptValues[prompt.promptId] ?? '') })));
          const refused = saved.flatMap(({ promptId, message }) => (message ? [{ promptId, PrimaryMessage: message }] : []));
          const invalid = refused.length > 0 ? refused : await validatePrompts(details.OrderId);
          return { status: invalid.length > 0 ? 400 : 200, messages: invalid };
        }),
        checkPayment: fromPromise<PaymentProblem | null, PaymentCheck>(async ({ input: { billingOption } }) => {
          paymentToken.current = null;
          // A card on file is paid with its token on file (decision 045): it is there and has not expired, or the option says why not.
          if (isCardOnFileOption(billingOption)) {
            const code = cardOnFileProblem(billingOption, savedCardFor(details, billingOption, choices().shipToId), toIsoDate(new Date()));
            return code ? { field: 'cardOnFile', code } : null;
          }
          const answer = await tokenizeCard(choices().card, toIsoDate(new Date()));
          if ('problem' in answer) return answer.problem;
          paymentToken.current = answer.token;
          return null;
        }),
        submitOrder: fromPromise<SubmitAnswer, SubmitRequest>(async ({ input: request }) => {
          refusal.current = [];
          try {
            const { poNumber, reviewedTotal, shipToId, deliveryInstructions } = choices();
            const answer = await submitOrder(details.OrderId, request.idempotencyKey, {
              billingOptionType: request.billingOption,
              paymentToken: isCardOption(request.billingOption) && !isCardOnFileOption(request.billingOption) ? paymentToken.current : null,
              deliveryType: request.deliveryType,
              scheduledDate: request.scheduledDate,
              ...reviewedOrderOf(details, { poNumber, deliveryInstructions, reviewedTotal, shipToId }, request),
            });
            submitted.current = { orderId: answer.orderId, awaitingApproval: answer.status === 'awaitingApproval', poNumber: orderPoNumberOf(details, poNumber, request.promptValues) };
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
