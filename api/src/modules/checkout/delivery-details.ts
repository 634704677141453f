import {
  DeliveryServiceOption,
  availableBillingOptions,
  billingOptionLabelKey,
  canSelectShipTo,
  defaultBillingOption,
  earliestScheduledDate,
  formatMessage,
  isProvince,
  latestScheduledDate,
  toIsoDate,
  type BillingOption,
  type Message,
} from '@comptoir/core';
import type { Database } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
import { auditActor, findCart, findPrompts, loadPricedCart, lockCart, ok, orderDeliOf, refusedWith, toCartSummary, toCustomPrompt, type BuyerContext, type Result } from '../cart/index.ts';
import { accountCardsByShipTo, cardFlagsOf, cardOnFileOf, findProfileCard, type StoredCard } from '../cards-on-file/index.ts';
import { currentBudget } from '../clients/index.ts';
import { budgetDecision, budgetMessages, checkPoNumber, checkSchedule } from './submit-checks.ts';
import { countSpecialDeliveryLines, saveDeliveryDetails, saveSpecialDeliveryOptions, shipToChoices, shipToSelectionFacts, type ShipToChoice } from './delivery-repo.ts';

const toAddress = (s: ShipToChoice) => ({ name: s.name, line1: s.line1, line2: s.line2 === '' ? null : s.line2, city: s.city, province: s.province, postalCode: s.postal_code, country: 'CA' as const });

/** designed: GET /api/checkout/delivery-details — the Delivery Details step (spec §4) with everything it offers. */
export async function deliveryDetails(db: Database, ctx: BuyerContext, now = new Date()) {
  const header = await findCart(db, ctx.buyerId);
  if (!header) return refusedWith('errors.notFound', ctx.locale);
  const [cart, choices, facts, prompts, budget, profileCard, accountCards] = await Promise.all([
    loadPricedCart(db, header, ctx, now),
    shipToChoices(db, ctx.buyerId, ctx.clientId),
    shipToSelectionFacts(db, ctx.buyerId),
    findPrompts(db, header.client_id, header.id),
    currentBudget(db, header.client_id, ctx.buyerId, toIsoDate(now)),
    header.allow_profile_credit_card ? findProfileCard(db, ctx.buyerId) : null,
    header.allow_account_credit_card ? accountCardsByShipTo(db, header.client_id) : new Map<string, StoredCard>(),
  ]);
  const accountCardOf = (shipToId: string) => {
    const card = accountCards.get(shipToId);
    return card ? cardOnFileOf(card) : null;
  };
  const province = isProvince(header.ship_to_province) ? header.ship_to_province : null;
  const options = availableBillingOptions(header.credit_card_mandatory_type, cardFlagsOf(header));
  return ok({
    OrderId: header.ref,
    canSelectShipTo: facts ? canSelectShipTo({ showAccountSearchLink: facts.show_account_search_link, showShipToSearchFlag: facts.show_ship_to_search_flag, enableShipToSelection: facts.enable_ship_to_selection, viewShipToSelectionPage: facts.view_ship_to_selection_page }) : false,
    shipTos: choices.map((choice) => ({ shipToId: choice.id, address: toAddress(choice), deliveryZone: choice.delivery_zone, assemblyAvailable: choice.assembly_available, installationAvailable: choice.installation_available, isCurrent: choice.id === header.ship_to_id, AccountCard: accountCardOf(choice.id) })),
    deliveryType: header.delivery_type,
    scheduledDate: header.scheduled_date,
    earliestScheduledDate: earliestScheduledDate(toIsoDate(now), province),
    latestScheduledDate: latestScheduledDate(toIsoDate(now), province),
    OrderDeli: orderDeliOf(cart),
    // Over the budget: said before Review & Confirm, rather than only when the order is refused or submitted.
    Messages: [...cart.notices, ...budgetMessages(budgetDecision(header.over_budget_policy, budget?.availableBudget ?? null, cart.totals.orderTotal, ctx.locale))],
    billingOptions: options.map((option) => ({ billingOptionType: option, label: formatMessage(ctx.locale, billingOptionLabelKey[option]) })),
    defaultBillingOption: defaultBillingOption(header.credit_card_mandatory_type, cardFlagsOf(header), header.prefered_billing_option_type, {
      profileCard: profileCard !== null,
      // The ship-to's card only while the buyer may still order for it (submit refuses it otherwise).
      accountCard: header.ship_to_id !== null && accountCards.has(header.ship_to_id) && choices.some((choice) => choice.id === header.ship_to_id),
    }) as BillingOption,
    CreditCard: header.card_brand && header.card_last4 && header.card_expiry ? { brand: header.card_brand, last4: header.card_last4, expiry: header.card_expiry } : null,
    ProfileCard: profileCard ? cardOnFileOf(profileCard) : null,
    poNumber: header.po_number,
    poNumberPromptId: prompts.find((prompt) => prompt.kind === 'poNumber')?.sequence ?? null,
    deliveryInstructions: header.delivery_instructions,
    CustomPrompts: prompts.map((prompt) => toCustomPrompt(prompt, ctx.locale)),
    CartSummary: toCartSummary(cart.totals, ctx.enableContractProductTotalBreakdown === true),
  });
}

export interface DeliveryDetailsInput {
  shipToId?: string | undefined;
  deliveryType: 'standard' | 'scheduled';
  scheduledDate: string | null;
  deliServOptType: 1 | 2;
  specialDeliveryOptions: Array<{ orderProductId: number; option: number }>;
  poNumber: string;
  deliveryInstructions: string;
}

/**
 * designed: PUT /api/checkout/delivery-details — a ship-to the buyer may use (spec §6), a scheduled date on a business day
 * within the horizon, a PO number (only without a PO number prompt) and the delivery instructions, saved when the buyer continues.
 */
export async function saveDetails(db: Database, ctx: BuyerContext, input: DeliveryDetailsInput, now = new Date()): Promise<Result<{ Messages: Message[] }>> {
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, ctx.buyerId);
    if (!cart) return refusedWith('errors.notFound', ctx.locale);
    let shipTo: ShipToChoice | null = null;
    if (input.shipToId && input.shipToId !== cart.ship_to_id) {
      const facts = await shipToSelectionFacts(tx, ctx.buyerId);
      const allowed = facts && canSelectShipTo({ showAccountSearchLink: facts.show_account_search_link, showShipToSearchFlag: facts.show_ship_to_search_flag, enableShipToSelection: facts.enable_ship_to_selection, viewShipToSelectionPage: facts.view_ship_to_selection_page });
      shipTo = allowed ? ((await shipToChoices(tx, ctx.buyerId, ctx.clientId)).find((choice) => choice.id === input.shipToId) ?? null) : null;
      if (!shipTo) return refusedWith('checkout.shipToNotAllowed', ctx.locale);
    }
    const schedule = checkSchedule(input, shipTo?.province ?? cart.ship_to_province, toIsoDate(now), ctx.locale);
    if (!schedule.ok) return schedule;
    const po = checkPoNumber(input.poNumber, await findPrompts(tx, cart.client_id, cart.id), ctx.locale);
    if (!po.ok) return po;
    // An option for a line not in this cart, or without special delivery, is a bad request, not one silently dropped.
    const named = input.specialDeliveryOptions.map((choice) => choice.orderProductId);
    if ((await countSpecialDeliveryLines(tx, cart.id, named)) !== named.length) return refusedWith('errors.badRequest', ctx.locale);
    await saveDeliveryDetails(tx, cart.id, { shipTo, deliveryType: input.deliveryType, scheduledDate: input.scheduledDate, deliServOptType: input.deliServOptType === DeliveryServiceOption.deliveryAndInstall ? 2 : 1, poNumber: input.poNumber.trim(), deliveryInstructions: input.deliveryInstructions });
    await saveSpecialDeliveryOptions(tx, cart.id, input.specialDeliveryOptions);
    await audit(tx, { ...auditActor(ctx), action: 'checkout.deliveryDetails', entity: 'order', entityId: cart.id, before: { shipToId: cart.ship_to_id, deliveryType: cart.delivery_type }, after: input });
    return ok({ Messages: [] });
  });
}
