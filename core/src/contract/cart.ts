import { z } from 'zod';
import { QUANTITY_MAX } from '../quantity/quantity.ts';
import { AddressSchema } from './buyer-client.ts';
import { CentsSchema, IdSchema, LanguageSchema, MessagesSchema, REF_MAX, RefSchema, ResultResponseSchema, UuidSchema } from './common.ts';

/** Money fields are integer cents throughout the contract (architecture §1). */
const cents = CentsSchema;

/** Spec §3 'Fee entries'. */
export const FeeEntrySchema = z.object({
  FeeType: z.number().int().min(0).max(9),
  FeeAmount: cents,
  FeeTotal: cents.nullable(),
  isExemptFromAssemblyFees: z.boolean(),
});

/** Spec §3 'Cart product'. OrderProductId is the line number within the order (integer), not a database id. */
export const CartProductSchema = z.object({
  ProductCode: z.string(),
  Quantity: z.number().int(),
  Multiple: z.number().int().positive(),
  MinimumQuantity: z.number().int().positive(),
  QuantityBO: z.number().int().nonnegative(),
  OrderProductId: z.number().int(),
  ImageUrl: z.string().nullable(),
  MediaImages: z.array(z.string()),
  Description: z.string(),
  BasePrice: cents,
  CombinedBasePrice: cents,
  CombinedSellPrice: cents,
  CombinedLinePrice: cents,
  FinalSellPrice: cents.nullable(),
  UnitSellPrice: cents,
  Saving: cents,
  IsFlyer: z.boolean(),
  QualifierType: z.number().int().nullable(),
  PromoInfo: z.object({ ContainPromo: z.boolean(), Message: z.string().nullable() }),
  PromotionId: UuidSchema.nullable(),
  OrderProductFees: z.array(FeeEntrySchema),
  /** designed: the fee types shown on the row (spec names FeetoDisplay only). */
  FeetoDisplay: z.array(z.number().int().min(0).max(9)),
  SplitShipment: z.boolean(),
  IsContract: z.boolean(),
  StandingOfferNumber: z.string().nullable(),
  IsSpecialDelivery: z.boolean(),
  AlphaCommentLine1: z.string().nullable(),
  AlphaCommentLine2: z.string().nullable(),
  AlphaCommentLine3: z.string().nullable(),
  ShowAlphaCommentLine1: z.boolean(),
  ShowAlphaCommentLine2: z.boolean(),
  ShowAlphaCommentLine3: z.boolean(),
  MessServDeli: z.string().nullable(),
  needQuote: z.boolean(),
  LineNote: z.string().nullable(),
});
export type CartProduct = z.infer<typeof CartProductSchema>;

/** Spec §3 'Cart summary priceDetails'. */
export const PriceDetailsSchema = z.object({
  subTotal: cents,
  promoDiscount: cents,
  total: cents,
  mobTotal: cents,
  nonMobTotal: cents,
  transactionalFee: cents,
  deliveryAndInstallFee: cents,
  assemblyFee: cents,
  handlingFee: cents,
  environmentalFee: cents,
  smallOrderFee: cents,
  freightFee: cents,
  tariffFee: cents,
});

/** Spec §3 CartSummary: PriceDetails and the summary flags. */
export const CartSummarySchema = z.object({
  PriceDetails: PriceDetailsSchema,
  hasSpecialDeliveryItem: z.boolean(),
  isExemptFromDeliveryFees: z.boolean(),
  isExemptFromDeliveryAndInstallFees: z.boolean(),
  isExemptFromAssemblyFees: z.boolean(),
  hasReallyTariffFeeCombinedPrice: z.boolean(),
  hasReallyWeeFeeCombinedPrice: z.boolean(),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;

/** designed: one tax of the ship-to's province (GST, HST, PST, QST, RST), its rate in 1/100,000 and its amount. */
export const TaxLineSchema = z.object({ kind: z.enum(['GST', 'HST', 'PST', 'QST', 'RST']), rate: z.number().int().nonnegative(), amount: cents });

/** Spec §3 'Tax totals' plus the designed lines: the taxes of the ship-to's province (decision 003: once per order, each line rounded). */
export const CartTaxesSchema = z.object({
  federalTaxTotal: cents,
  provincialTaxTotal: cents,
  hSTTaxTotal: cents,
  taxesTotal: cents,
  lines: z.array(TaxLineSchema),
});
export type CartTaxes = z.infer<typeof CartTaxesSchema>;

/**
 * The summary the cart answers: spec §3 CartSummary plus designed `Taxes` and `OrderTotal` (total with taxes), and the
 * buyer's client setting (spec §3 Settings flags) saying whether mobTotal and nonMobTotal are shown.
 */
export const CartSummaryWithTaxesSchema = CartSummarySchema.extend({ Taxes: CartTaxesSchema, OrderTotal: cents, enableContractProductTotalBreakdown: z.boolean() });
export type CartSummaryWithTaxes = z.infer<typeof CartSummaryWithTaxesSchema>;

/** Spec §3 CartInfo. */
export const CartInfoSchema = z.object({
  Products: z.array(CartProductSchema),
  CartSummary: CartSummaryWithTaxesSchema,
  PromotionCouponCode: z.string().nullable(),
  PromotionId: UuidSchema.nullable(),
});
export type CartInfo = z.infer<typeof CartInfoSchema>;

/** Spec §3 'Order delivery info'. */
export const OrderDeliSchema = z.object({
  deliServOptType: z.union([z.literal(1), z.literal(2)]),
  isDeliUnknown: z.boolean(),
  isDeliAndInstUnKnown: z.boolean(),
  isDeliOptSet: z.boolean(),
  shippingPostalCode: z.string().max(7).nullable(),
  deliveryZone: z.string().nullable(),
});
export type OrderDeli = z.infer<typeof OrderDeliSchema>;

/** Spec §3 'Custom prompt'. */
export const CustomPromptSchema = z.object({
  promptId: z.number().int(),
  sequence: z.number().int(),
  prefix: z.string().nullable(),
  promptLength: z.number().int().nullable(),
  orderProductId: z.number().int().nullable(),
  /** designed: the prompt's label, its current value and whether it is mandatory. */
  label: z.string(),
  value: z.string().nullable(),
  isMandatory: z.boolean(),
  CustomPromptElements: z.array(
    z.object({
      Sequence: z.number().int(),
      Type: z.number().int(),
      CustomPromptCustomizations: z.array(z.object({ Alias: z.string().nullable(), CustomizationValue: z.string() })),
    }),
  ),
});
export type CustomPrompt = z.infer<typeof CustomPromptSchema>;

/** Spec §3 'Cart response'; Analytics (IndexUsed, QueryID, AnalyticsProperties) and the second block (products, type). */
export const CartResponseSchema = z.object({
  CartInfo: CartInfoSchema,
  Messages: MessagesSchema,
  CartMessages: MessagesSchema,
  /** designed: the approval actions available on this cart (spec §4 order actions). */
  ApprovalAction: z.array(z.number().int()),
  /** designed: whether the cart's custom prompts are complete. */
  CustomPromptsInfo: z.object({ hasCustomPrompts: z.boolean(), isValid: z.boolean() }),
  CustomPrompts: z.array(CustomPromptSchema),
  /** The order's reference number (the open order's integer reference, as in orders/{id}); null without a cart. */
  OrderId: z.number().int().nullable(),
  OrderDeli: OrderDeliSchema.nullable(),
  DeliveryAddress: AddressSchema.nullable(),
  BillingAddress: AddressSchema.nullable(),
  /** Never a card number: the payment provider's token and what the buyer may see. */
  CreditCard: z.object({ brand: z.string(), last4: z.string().length(4), expiry: z.string().regex(/^\d{2}\/\d{2}$/) }).nullable(),
  /** designed: the order status code (spec §4, 0 pending …). */
  Status: z.number().int(),
  Analytics: z.object({ IndexUsed: z.string().nullable(), QueryID: z.string().nullable(), AnalyticsProperties: z.record(z.string(), z.unknown()) }),
  AnalyticsData: z.object({ products: z.array(z.record(z.string(), z.unknown())), type: z.string() }),
  /** designed: server timing in milliseconds. */
  timing: z.number().nonnegative(),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;

/**
 * A quantity asked for: over the maximum, negative or fractional is refused with core's quantity messages (the buyer
 * can act on them), not the generic bad request; the document still reads an integer from 0 to the maximum.
 */
const QuantitySchema = z
  .number()
  .refine((quantity) => quantity <= QUANTITY_MAX, { params: { outcome: 'quantity.maximum', X: QUANTITY_MAX }, abort: true })
  .refine((quantity) => Number.isInteger(quantity) && quantity >= 0, { params: { outcome: 'quantity.notAvailable' } })
  .meta({ type: 'integer', minimum: 0, maximum: QUANTITY_MAX });

/** Spec §7 POST /api/cart/addtocart?callingLocation=react. designed: the body ('JSON from the request parameters'). */
export const AddToCartRequestSchema = z
  .object({
    Products: z.array(z.object({ ProductCode: z.string().trim().min(1).max(40), Quantity: QuantitySchema }).strict()).min(1).max(200),
    ClientNo: z.string().max(20).optional(),
    Language: LanguageSchema.optional(),
    /** Search analytics to carry over (spec: addtocart returns indexUsed and queryID). */
    IndexUsed: z.string().max(100).optional(),
    QueryID: z.string().max(100).optional(),
  })
  .strict();
export type AddToCartRequest = z.infer<typeof AddToCartRequestSchema>;
export const AddToCartQuerySchema = z.object({ callingLocation: z.string().max(40).optional() });

/** Spec §7: returns CartMessages and analytics (indexUsed, queryID). */
export const AddToCartResponseSchema = z.object({
  isSuccess: z.boolean(),
  Messages: MessagesSchema,
  CartMessages: MessagesSchema,
  /** designed: the lines added, for the drawer (spec §2.1). */
  AddedProducts: z.array(CartProductSchema),
  analytics: z.object({ indexUsed: z.string().nullable(), queryID: z.string().nullable() }),
});
export type AddToCartResponse = z.infer<typeof AddToCartResponseSchema>;

/**
 * designed: a guest's cart line. Guests see no prices (spec §6 'login for pricing'), so a line carries
 * quantities and the product only; it is merged into the buyer's cart at sign-in. OrderProductId is the
 * line's id for update and remove (unique across guest carts, never a line number).
 */
export const GuestCartProductSchema = CartProductSchema.pick({ ProductCode: true, Quantity: true, Multiple: true, MinimumQuantity: true, OrderProductId: true, ImageUrl: true, MediaImages: true, Description: true });
export type GuestCartProduct = z.infer<typeof GuestCartProductSchema>;

/** designed: GET /api/cart/cartDetails without a session, for the guest-cart cookie's cart. */
export const GuestCartResponseSchema = z.object({
  CartInfo: z.object({ Products: z.array(GuestCartProductSchema), LoginForPricing: z.literal(true) }),
  Messages: MessagesSchema,
  CartMessages: MessagesSchema,
  OrderId: z.null(),
});
export type GuestCartResponse = z.infer<typeof GuestCartResponseSchema>;

/** designed: POST /api/cart/addtocart without a session (the guest cart). */
export const GuestAddToCartResponseSchema = AddToCartResponseSchema.extend({ AddedProducts: z.array(GuestCartProductSchema) });
export type GuestAddToCartResponse = z.infer<typeof GuestAddToCartResponseSchema>;

/** Spec §7 POST add/remove-coupon-code. designed: the coupon payload is not shown. */
export const CouponRequestSchema = z.object({ CouponCode: z.string().trim().min(1).max(40) }).strict();
export type CouponRequest = z.infer<typeof CouponRequestSchema>;

export const OrderProductParamsSchema = z.object({ id: IdSchema });

/** Spec §7 POST api/cart/updateProduct/{id}: Quantity, ClientNo, Language. */
export const UpdateProductRequestSchema = z.object({ Quantity: QuantitySchema, ClientNo: z.string().max(20).optional(), Language: LanguageSchema.optional() }).strict();
export type UpdateProductRequest = z.infer<typeof UpdateProductRequestSchema>;

/** Spec §7 POST api/cart/saveLineNote/{id}: LineNote. */
export const SaveLineNoteRequestSchema = z.object({ LineNote: z.string().max(250) }).strict();

/** Spec §7: a cart-save POST returns Messages (PrimaryMessage, Type); clearOrder and removeProduct answer the same. */
export const CartSaveResponseSchema = ResultResponseSchema;

/** Spec §7 'Add-to-cart quantity update (drawer)'. designed path: POST /api/cart/drawer/quantity. */
export const DrawerQuantityUpdateRequestSchema = z
  .object({ language: LanguageSchema, orderProductId: RefSchema, quantity: QuantitySchema, clientNo: z.string().max(20) })
  .strict();
export type DrawerQuantityUpdateRequest = z.infer<typeof DrawerQuantityUpdateRequestSchema>;
export const DrawerQuantityUpdateResponseSchema = z.object({ isSuccess: z.boolean(), Messages: MessagesSchema });

/** Spec §7 POST api/orders/validateCustomPrompts (optional orderId): 400 with messages, 200 otherwise. */
export const ValidateCustomPromptsQuerySchema = z.object({ orderId: IdSchema.optional() });
export const ValidateCustomPromptsResponseSchema = z.object({
  isSuccess: z.boolean(),
  Messages: MessagesSchema,
  /** designed: the failing prompts, so the form can show the first message on each field. */
  InvalidPrompts: z.array(z.object({ promptId: z.number().int(), orderProductId: z.number().int().nullable(), PrimaryMessage: z.string() })),
});

/** Spec §7 POST api/orders/ValidateAndSaveDetailCustomPrompt. */
export const ValidateAndSaveDetailCustomPromptRequestSchema = z
  .object({
    orderProductId: RefSchema.nullable(),
    pageType: z.number().int(),
    orderId: RefSchema,
    promptId: RefSchema,
    promptValue: z.string().max(120),
    sequence: z.number().int().min(0).max(REF_MAX),
  })
  .strict();
export type ValidateAndSaveDetailCustomPromptRequest = z.infer<typeof ValidateAndSaveDetailCustomPromptRequestSchema>;
