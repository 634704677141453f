import { z } from 'zod';
import { BillingOption } from '../billing/billing-options.ts';
import { AddressSchema } from './buyer-client.ts';
import { CardOnFileSchema } from './cards-on-file.ts';
import { CartInfoSchema, CartResponseSchema, CustomPromptSchema, OrderDeliSchema } from './cart.ts';
import { DateStringSchema, MessagesSchema, UuidSchema } from './common.ts';

const billingOptionType = z.literal(Object.values(BillingOption));
/** What the buyer may see of a card: brand, last four digits, MM/YY (never its number). */
const CardSummarySchema = CartResponseSchema.shape.CreditCard.unwrap();

/**
 * designed: GET /api/checkout/delivery-details — the Delivery Details step (spec §4): the ship-tos the
 * buyer may choose, delivery type and earliest scheduled date, billing options, prompts and the summary.
 */
export const DeliveryDetailsResponseSchema = z.object({
  OrderId: z.number().int(),
  canSelectShipTo: z.boolean(),
  shipTos: z.array(
    z.object({
      shipToId: UuidSchema,
      address: AddressSchema,
      deliveryZone: z.string().nullable(),
      assemblyAvailable: z.boolean(),
      installationAvailable: z.boolean(),
      isCurrent: z.boolean(),
      /** The ship-to's account card (decision 045) when the client offers the account card option; null when none is on file. */
      AccountCard: CardOnFileSchema.nullable(),
    }),
  ),
  deliveryType: z.enum(['standard', 'scheduled']),
  scheduledDate: DateStringSchema.nullable(),
  earliestScheduledDate: DateStringSchema,
  /** The last date a scheduled delivery may take (core's horizon, on a business day). */
  latestScheduledDate: DateStringSchema,
  OrderDeli: OrderDeliSchema,
  Messages: MessagesSchema,
  billingOptions: z.array(z.object({ billingOptionType, label: z.string() })),
  defaultBillingOption: billingOptionType,
  CreditCard: CardSummarySchema.nullable(),
  /** The buyer's profile card (decision 045) when the client offers the profile card option; null when none is saved. */
  ProfileCard: CardOnFileSchema.nullable(),
  poNumber: z.string(),
  /** The promptId of the client's PO number prompt: its answer is the order's PO number, and Delivery Details has no PO number field. */
  poNumberPromptId: z.number().int().nullable(),
  deliveryInstructions: z.string(),
  CustomPrompts: z.array(CustomPromptSchema),
  /** The same summary the cart answers. */
  CartSummary: CartInfoSchema.shape.CartSummary,
});
export type DeliveryDetailsResponse = z.infer<typeof DeliveryDetailsResponseSchema>;

/** designed: POST /api/checkout/payment-tokens — the test provider's token for a card, and what may be shown of it. */
export const PaymentTokenResponseSchema = z.object({ isSuccess: z.literal(true), token: z.string().min(1), CreditCard: CardSummarySchema });
export type PaymentTokenResponse = z.infer<typeof PaymentTokenResponseSchema>;
