import { DeliveryServiceOption, isUnderMinimumOrderAmount, type Cents, type MessageKey, type MessageParams } from '@comptoir/core';

/** A banner or notice: a catalogue key and its placeholder values. */
export interface Notice {
  key: MessageKey;
  params: MessageParams;
}

export interface SpecialDelivery {
  hasSpecialDeliveryItem: boolean;
  /** Special delivery option type (spec §3: 0 none, 1 on-site, 2 standard, 3 pickup). */
  option: number;
  assemble: boolean;
  service: DeliveryServiceOption;
}

/** What the ship-to's area allows (spec §8 pre-assembly and installation notices). */
export interface ShipToAvailability {
  preAssemblyAvailable: boolean;
  installationAvailable: boolean;
}

/**
 * Spec §8: where pre-assembly is unavailable the Assemble option is removed; where installation is
 * unavailable Deliver & Install becomes Deliver Only. Each change comes with its notice.
 */
export const fitSpecialDelivery = (delivery: SpecialDelivery, area: ShipToAvailability): { delivery: SpecialDelivery; notices: Notice[] } => {
  const removesAssembly = delivery.assemble && !area.preAssemblyAvailable;
  const removesInstallation = delivery.service === DeliveryServiceOption.deliveryAndInstall && !area.installationAvailable;
  return {
    delivery: {
      ...delivery,
      assemble: removesAssembly ? false : delivery.assemble,
      service: removesInstallation ? DeliveryServiceOption.standard : delivery.service,
    },
    notices: [
      ...(removesAssembly ? [{ key: 'checkout.preAssemblyUnavailable' as const, params: {} }] : []),
      ...(removesInstallation ? [{ key: 'checkout.installationUnavailable' as const, params: {} }] : []),
    ],
  };
};

export interface OrderConditions {
  subTotal: Cents;
  minimumOrderAmount: Cents | null;
  firstOrderPending: boolean;
  /** Present while the organisation's order hold applies (spec §8 'Order hold'). */
  orderHold: { from: string | null; until: string | null } | null;
  mustBeModified: boolean;
  /** Issue 7: over the budget and the client's setting blocks it. The api's Delivery Details message says why, in its own words. */
  overBudgetBlocked: boolean;
}

/** Why the order cannot be submitted now (spec §4, §5, §8); empty when it can. */
export const submitBlockers = (conditions: OrderConditions): Notice[] => [
  ...(conditions.orderHold
    ? [
        conditions.orderHold.from && conditions.orderHold.until
          ? { key: 'orderHold.withDates' as const, params: { from: conditions.orderHold.from, until: conditions.orderHold.until } }
          : { key: 'orderHold.withoutDates' as const, params: {} },
      ]
    : []),
  ...(conditions.firstOrderPending ? [{ key: 'cart.firstOrderPending' as const, params: {} }] : []),
  ...(isUnderMinimumOrderAmount(conditions.subTotal, conditions.minimumOrderAmount) ? [{ key: 'cart.underMinimum' as const, params: {} }] : []),
  ...(conditions.mustBeModified ? [{ key: 'checkout.mustBeModified' as const, params: {} }] : []),
];

/** Whether Submit order is refused now: a blocker with its banner, or the api's over-budget block. */
export const isSubmitBlocked = (conditions: OrderConditions): boolean => submitBlockers(conditions).length > 0 || conditions.overBudgetBlocked;

/** The server's custom-prompt check (spec §5): status 400 with messages, or 200. */
export interface PromptCheck {
  status: number;
  messages: Array<{ promptId?: number; PrimaryMessage: string }>;
}

/** Spec §5: the first primary message of each field is shown on that field. */
export const promptFieldErrors = (check: PromptCheck): Record<number, string> => {
  const errors: Record<number, string> = {};
  for (const message of check.messages) {
    if (message.promptId !== undefined && !(message.promptId in errors)) errors[message.promptId] = message.PrimaryMessage;
  }
  return errors;
};
