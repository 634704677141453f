import type { BillingOption, CardEntryField, CardEntryProblemCode, CardOnFileProblem, DeliveryServiceOption, DeliveryType, OutcomeCode } from '@comptoir/core';
import type { BillingChoice, BillingSettings } from '../billing-options/machine.ts';
import type { Notice, OrderConditions, ShipToAvailability, SpecialDelivery } from './rules.ts';

export interface CheckoutInput {
  orderId: string;
  billing: BillingSettings;
  promptIds: number[];
  /** What the order already holds from an earlier visit to checkout: the prompts' answers and the delivery choice. */
  saved?: { promptValues: Record<number, string>; deliveryType: DeliveryType; scheduledDate: string | null };
  conditions: Omit<OrderConditions, 'mustBeModified'>;
  specialDelivery: SpecialDelivery;
  area: ShipToAvailability;
  /** Spec §8: for listed client numbers 'must be modified' also asks for the ship-to account. */
  isListedClient: boolean;
  viewAccountsEnabled: boolean;
}

export interface CheckoutContext {
  orderId: string;
  billingSettings: BillingSettings;
  billing: BillingChoice;
  deliveryType: DeliveryType;
  scheduledDate: string | null;
  promptValues: Record<number, string>;
  fieldErrors: Record<number, string>;
  /** Spec §5: the custom-prompt form banner. */
  promptBanner: boolean;
  dateRequired: boolean;
  /** The card's problem, found once the order's required fields were accepted; cleared when the card or the option changes. */
  paymentProblem: PaymentProblem | null;
  conditions: OrderConditions;
  specialDelivery: SpecialDelivery;
  area: ShipToAvailability;
  notices: Notice[];
  isListedClient: boolean;
  viewAccountsEnabled: boolean;
  /** Changes whenever what would be submitted changes; a retry of the same order reuses its key. */
  revision: number;
  error: OutcomeCode | null;
  orderNumber: string | null;
}

export type CheckoutEvent =
  | { type: 'checkout.deliveryTypeSelected'; deliveryType: DeliveryType }
  | { type: 'checkout.scheduledDateSelected'; date: string }
  | { type: 'checkout.customPromptChanged'; promptId: number; value: string }
  | { type: 'checkout.specialDeliveryOptionSelected'; option: number }
  /** Deliver only or Deliver & Install, for the order's special-delivery products. */
  | { type: 'checkout.deliveryServiceSelected'; service: DeliveryServiceOption }
  | { type: 'checkout.shipToChanged'; area: ShipToAvailability }
  | { type: 'billing.optionSelected'; option: number }
  /** The card is kept outside the machine: the machine hears only that it changed. */
  | { type: 'checkout.cardChanged' }
  | { type: 'checkout.continueClicked' }
  | { type: 'checkout.editDeliveryDetailsClicked' }
  /** The order read again after a refusal because it changed elsewhere: its prompt answers and delivery service as saved. */
  | { type: 'checkout.orderReloaded'; promptValues: Record<number, string>; deliveryService: DeliveryServiceOption }
  | { type: 'checkout.submitClicked' };

/** What Continue checks and saves: the order's prompt answers and its delivery choice (a date only when scheduled). */
export interface DeliveryDetailsCheck {
  orderId: string;
  promptValues: Record<number, string>;
  deliveryType: DeliveryType;
  scheduledDate: string | null;
  deliveryService: DeliveryServiceOption;
}

/** What Continue asks of a card option, after the order's required fields (the form's order). */
export interface PaymentCheck {
  orderId: string;
  billingOption: BillingOption;
}

/**
 * The card's problem on the field to fix: core's check of what was typed, or the payment provider's refusal; for a
 * card on file (decision 045), on the saved card itself: none is on file, or it has expired since it was saved.
 */
export interface PaymentProblem {
  field: CardEntryField | 'cardOnFile';
  code: CardEntryProblemCode | 'payments.invalidCard' | CardOnFileProblem;
}

export interface SubmitRequest {
  orderId: string;
  idempotencyKey: string;
  deliveryType: DeliveryType;
  scheduledDate: string | null;
  billingOption: BillingOption;
  promptValues: Record<number, string>;
  specialDelivery: SpecialDelivery;
}

/** The order service's answer: submitted with its number, or refused with an outcome code. */
export type SubmitAnswer = { outcome: 'submitted'; orderNumber: string } | { outcome: 'refused'; code: OutcomeCode };
