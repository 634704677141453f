import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BillingOption, DeliveryServiceOption } from '@comptoir/core';
import { checkoutMachine, reviewBanners } from './machine.ts';
import type { PromptCheck } from './rules.ts';
import type { CheckoutInput, DeliveryDetailsCheck, PaymentCheck, PaymentProblem, SubmitAnswer, SubmitRequest } from './types.ts';
import { checkoutInput, promptsAccepted, promptsRejected } from './fixtures.ts';

const start = (input: CheckoutInput = checkoutInput, answers: { prompts?: () => PromptCheck; payment?: () => PaymentProblem | null; submit?: () => Promise<SubmitAnswer> } = {}) => {
  const submits: SubmitRequest[] = [];
  const checks: Array<DeliveryDetailsCheck | PaymentCheck> = [];
  const machine = checkoutMachine.provide({
    actors: {
      validateCustomPrompts: fromPromise(async ({ input: check }) => {
        checks.push(check);
        return answers.prompts?.() ?? promptsAccepted;
      }),
      checkPayment: fromPromise(async ({ input: check }) => {
        checks.push(check);
        return answers.payment?.() ?? null;
      }),
      submitOrder: fromPromise(async ({ input: request }) => {
        submits.push(request);
        return (answers.submit ?? (async () => ({ outcome: 'submitted', orderNumber: 'EW1001' }) as const))();
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), submits, checks };
};

const toReview = async (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'checkout.continueClicked' });
  await waitFor(actor, (snapshot) => snapshot.matches('reviewAndConfirm'));
};

describe('checkout machine', () => {
  it('spec §4: Delivery Details, then Review & Confirm, then submitting, then confirmed', async () => {
    const { actor, submits } = start();
    expect(actor.getSnapshot().value).toEqual({ deliveryDetails: 'editing' });
    actor.send({ type: 'checkout.customPromptChanged', promptId: 1, value: 'PO-77' });
    await toReview(actor);
    actor.send({ type: 'checkout.submitClicked' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().context.orderNumber).toBe('EW1001');
    expect(submits).toMatchObject([{ orderId: 'o-42', idempotencyKey: 'o-42-1', deliveryType: 'standard', billingOption: BillingOption.onAccount, promptValues: { 1: 'PO-77', 2: '' } }]);
  });

  it('spec §4: a scheduled delivery needs its date before continuing; Continue hands the delivery choice to be saved with the prompts', async () => {
    const { actor, checks } = start();
    actor.send({ type: 'checkout.deliveryTypeSelected', deliveryType: 'scheduled' });
    actor.send({ type: 'checkout.continueClicked' });
    expect(actor.getSnapshot().context.dateRequired).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ deliveryDetails: 'editing' });
    actor.send({ type: 'checkout.scheduledDateSelected', date: '2026-03-02' });
    await toReview(actor);
    expect(checks).toEqual([{ orderId: 'o-42', promptValues: { 1: '', 2: '' }, deliveryType: 'scheduled', scheduledDate: '2026-03-02', deliveryService: DeliveryServiceOption.deliveryAndInstall }]);
    actor.send({ type: 'checkout.editDeliveryDetailsClicked' });
    actor.send({ type: 'checkout.deliveryTypeSelected', deliveryType: 'standard' });
    await toReview(actor);
    expect(checks[1]).toMatchObject({ deliveryType: 'standard', scheduledDate: null });
  });

  it('spec §4, §5: a buyer back at checkout finds the answers and the delivery choice the order already holds', async () => {
    const { actor, submits } = start({ ...checkoutInput, saved: { promptValues: { 1: 'PO-77', 2: 'CC-9' }, deliveryType: 'scheduled', scheduledDate: '2026-03-02' } });
    expect(actor.getSnapshot().context).toMatchObject({ promptValues: { 1: 'PO-77', 2: 'CC-9' }, deliveryType: 'scheduled', scheduledDate: '2026-03-02' });
    await toReview(actor);
    actor.send({ type: 'checkout.submitClicked' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(submits).toMatchObject([{ deliveryType: 'scheduled', scheduledDate: '2026-03-02', promptValues: { 1: 'PO-77', 2: 'CC-9' } }]);
  });

  it('spec §4: a date box the buyer cleared is no date: Continue asks for one again', () => {
    const { actor } = start();
    actor.send({ type: 'checkout.deliveryTypeSelected', deliveryType: 'scheduled' });
    actor.send({ type: 'checkout.scheduledDateSelected', date: '2026-03-02' });
    actor.send({ type: 'checkout.scheduledDateSelected', date: '' });
    actor.send({ type: 'checkout.continueClicked' });
    expect(actor.getSnapshot().context).toMatchObject({ scheduledDate: null, dateRequired: true });
    expect(actor.getSnapshot().value).toEqual({ deliveryDetails: 'editing' });
  });

  it('spec §5: rejected custom prompts show the first message on each field and the form banner', async () => {
    const { actor } = start(checkoutInput, { prompts: () => promptsRejected });
    actor.send({ type: 'checkout.continueClicked' });
    await waitFor(actor, (snapshot) => snapshot.context.promptBanner);
    expect(actor.getSnapshot().value).toEqual({ deliveryDetails: 'editing' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ 2: 'Cost centre is required.' });
    actor.send({ type: 'checkout.customPromptChanged', promptId: 2, value: 'CC-9' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it("the card is checked last, as the form asks for it: only once the order's required fields are accepted; its problem stays until the card or the option changes", async () => {
    let problem: PaymentProblem | null = { field: 'expiryMonth', code: 'checkout.cardExpiryInvalid' };
    let prompts: PromptCheck = promptsRejected;
    const { actor: buyer, checks } = start(checkoutInput, { prompts: () => prompts, payment: () => problem });
    buyer.send({ type: 'billing.optionSelected', option: BillingOption.checkoutCreditCard });
    buyer.send({ type: 'checkout.continueClicked' });
    await waitFor(buyer, (snapshot) => snapshot.context.promptBanner);
    expect(buyer.getSnapshot().context.paymentProblem).toBeNull();
    expect(checks).toEqual([expect.objectContaining({ promptValues: { 1: '', 2: '' } })]);
    prompts = promptsAccepted;
    buyer.send({ type: 'checkout.continueClicked' });
    await waitFor(buyer, (snapshot) => snapshot.context.paymentProblem !== null);
    expect(buyer.getSnapshot().value).toEqual({ deliveryDetails: 'editing' });
    expect(buyer.getSnapshot().context).toMatchObject({ promptBanner: false, paymentProblem: { field: 'expiryMonth', code: 'checkout.cardExpiryInvalid' } });
    expect(checks.at(-1)).toEqual({ orderId: 'o-42', billingOption: BillingOption.checkoutCreditCard });
    buyer.send({ type: 'checkout.cardChanged' });
    expect(buyer.getSnapshot().context.paymentProblem).toBeNull();
    problem = null;
    await toReview(buyer);
    expect(checks.map((check) => ('billingOption' in check ? 'payment' : 'prompts'))).toEqual(['prompts', 'prompts', 'payment', 'prompts', 'payment']);
  });

  it('decision 045: a card-on-file option with no card on file stays on Delivery Details with why; choosing on account clears it and goes on', async () => {
    const { actor, checks } = start(checkoutInput, { payment: () => ({ field: 'cardOnFile', code: 'checkout.noProfileCard' }) });
    actor.send({ type: 'checkout.customPromptChanged', promptId: 1, value: 'PO-77' });
    actor.send({ type: 'billing.optionSelected', option: BillingOption.profileCreditCard });
    actor.send({ type: 'checkout.continueClicked' });
    await waitFor(actor, (snapshot) => snapshot.context.paymentProblem !== null);
    expect(actor.getSnapshot().value).toEqual({ deliveryDetails: 'editing' });
    expect(actor.getSnapshot().context.paymentProblem).toEqual({ field: 'cardOnFile', code: 'checkout.noProfileCard' });
    expect(checks.at(-1)).toEqual({ orderId: 'o-42', billingOption: BillingOption.profileCreditCard });
    actor.send({ type: 'billing.optionSelected', option: BillingOption.onAccount });
    expect(actor.getSnapshot().context.paymentProblem).toBeNull();
    await toReview(actor);
  });

  it('an order on account is never sent to the card check', async () => {
    const { actor, checks } = start(checkoutInput, { payment: () => ({ field: 'cardNumber', code: 'checkout.cardRequired' }) });
    await toReview(actor);
    expect(checks.map((check) => 'billingOption' in check)).toEqual([false]);
  });

  it('spec §8: pre-assembly and installation unavailable in the area remove the options, with their notices', () => {
    const { actor } = start({ ...checkoutInput, area: { preAssemblyAvailable: false, installationAvailable: false } });
    const { specialDelivery, notices } = actor.getSnapshot().context;
    expect(specialDelivery).toMatchObject({ assemble: false, service: DeliveryServiceOption.standard });
    expect(notices.map((notice) => notice.key)).toEqual(['checkout.preAssemblyUnavailable', 'checkout.installationUnavailable']);
  });

  it('spec §8: Deliver & Install is kept where the area offers installation and turned back to Deliver Only, with its notice, where it does not', () => {
    const { actor } = start({ ...checkoutInput, specialDelivery: { ...checkoutInput.specialDelivery, service: DeliveryServiceOption.standard } });
    actor.send({ type: 'checkout.deliveryServiceSelected', service: DeliveryServiceOption.deliveryAndInstall });
    expect(actor.getSnapshot().context).toMatchObject({ specialDelivery: { service: DeliveryServiceOption.deliveryAndInstall }, notices: [] });
    actor.send({ type: 'checkout.shipToChanged', area: { preAssemblyAvailable: true, installationAvailable: false } });
    actor.send({ type: 'checkout.deliveryServiceSelected', service: DeliveryServiceOption.deliveryAndInstall });
    expect(actor.getSnapshot().context.specialDelivery.service).toBe(DeliveryServiceOption.standard);
    expect(actor.getSnapshot().context.notices.map((notice) => notice.key)).toEqual(['checkout.installationUnavailable']);
    // Without a special-delivery product there is no service to choose.
    const plain = start({ ...checkoutInput, specialDelivery: { ...checkoutInput.specialDelivery, hasSpecialDeliveryItem: false, service: DeliveryServiceOption.standard } }).actor;
    plain.send({ type: 'checkout.deliveryServiceSelected', service: DeliveryServiceOption.deliveryAndInstall });
    expect(plain.getSnapshot().context.specialDelivery.service).toBe(DeliveryServiceOption.standard);
  });

  it('spec §4: billing options come from the billing rules (machine 4); an option not offered is ignored', () => {
    const { actor } = start();
    actor.send({ type: 'billing.optionSelected', option: BillingOption.accountCreditCard });
    expect(actor.getSnapshot().context.billing.selected).toBe(BillingOption.onAccount);
    actor.send({ type: 'billing.optionSelected', option: BillingOption.profileCreditCard });
    expect(actor.getSnapshot().context.billing.selected).toBe(BillingOption.profileCreditCard);
  });

  it('spec §4, §5, §8: order hold, first order pending and under minimum block the submit with their banners', async () => {
    const conditions = { subTotal: 1_000, minimumOrderAmount: 5_000, firstOrderPending: true, orderHold: { from: '2025-12-20', until: '2026-01-05' }, overBudgetBlocked: false };
    const { actor, submits } = start({ ...checkoutInput, conditions });
    await toReview(actor);
    actor.send({ type: 'checkout.submitClicked' });
    expect(actor.getSnapshot().value).toEqual({ reviewAndConfirm: 'blocked' });
    expect(reviewBanners(actor.getSnapshot().context).map((banner) => banner.key)).toEqual(['orderHold.withDates', 'cart.firstOrderPending', 'cart.underMinimum']);
    expect(submits).toEqual([]);
  });

  it("issue 7: an order over the budget of a client whose setting blocks it is never sent; the api's message says why", async () => {
    const { actor, submits } = start({ ...checkoutInput, conditions: { ...checkoutInput.conditions, overBudgetBlocked: true } });
    await toReview(actor);
    actor.send({ type: 'checkout.submitClicked' });
    expect(actor.getSnapshot().value).toEqual({ reviewAndConfirm: 'blocked' });
    expect(submits).toEqual([]);
  });

  it("spec §8: 'must be modified' blocks the order; listed clients also get the ship-to banner", async () => {
    const { actor } = start({ ...checkoutInput, isListedClient: true }, { submit: async () => ({ outcome: 'refused', code: 'checkout.mustBeModified' }) });
    await toReview(actor);
    actor.send({ type: 'checkout.submitClicked' });
    await waitFor(actor, (snapshot) => snapshot.matches({ reviewAndConfirm: 'blocked' }));
    expect(reviewBanners(actor.getSnapshot().context).map((banner) => banner.key)).toEqual(['checkout.mustBeModified', 'checkout.selectShipToRequired']);
  });

  it("a refused submission's message stays while the buyer edits, and is gone once they continue to Review & Confirm again", async () => {
    const { actor } = start(checkoutInput, { submit: async () => ({ outcome: 'refused', code: 'payments.declined' }) });
    await toReview(actor);
    actor.send({ type: 'checkout.submitClicked' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('payments.declined');
    actor.send({ type: 'checkout.editDeliveryDetailsClicked' });
    expect(actor.getSnapshot().context.error).toBe('payments.declined');
    await toReview(actor);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('an order changed in another tab since Review & Confirm: its prompt answers and delivery service as saved are shown and sent again, under a new key, the refusal still said', async () => {
    let attempt = 0;
    const { actor, submits } = start(checkoutInput, { submit: async () => ((attempt += 1) === 1 ? { outcome: 'refused', code: 'checkout.orderChanged' } : { outcome: 'submitted', orderNumber: 'EW1003' }) });
    actor.send({ type: 'checkout.customPromptChanged', promptId: 1, value: 'PO-1' });
    await toReview(actor);
    actor.send({ type: 'checkout.submitClicked' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    // Only the order's own prompts are taken; installation saved elsewhere stays where the area offers it.
    actor.send({ type: 'checkout.orderReloaded', promptValues: { 1: 'PO-2', 9: 'not this order' }, deliveryService: DeliveryServiceOption.standard });
    expect(actor.getSnapshot().context).toMatchObject({ promptValues: { 1: 'PO-2', 2: '' }, specialDelivery: { service: DeliveryServiceOption.standard }, error: 'checkout.orderChanged' });
    actor.send({ type: 'checkout.submitClicked' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(submits.map((request) => [request.idempotencyKey, request.promptValues[1], request.specialDelivery.service])).toEqual([
      ['o-42-1', 'PO-1', DeliveryServiceOption.deliveryAndInstall],
      ['o-42-2', 'PO-2', DeliveryServiceOption.standard],
    ]);
  });

  it('architecture §2: double clicks submit once; a retry after a failure reuses the idempotency key', async () => {
    let attempt = 0;
    const { actor, submits } = start(checkoutInput, {
      submit: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('network');
        return { outcome: 'submitted', orderNumber: 'EW1002' };
      },
    });
    await toReview(actor);
    actor.send({ type: 'checkout.submitClicked' });
    actor.send({ type: 'checkout.submitClicked' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('errors.generic');
    actor.send({ type: 'checkout.submitClicked' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(submits.map((request) => request.idempotencyKey)).toEqual(['o-42-0', 'o-42-0']);
  });
});
