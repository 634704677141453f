import { z } from 'zod';
import { DATE_WINDOWS } from '../dates/calendar.ts';
import { containsCardNumber } from '../validation/card-entry.ts';
import { withPlainHyphens } from '../validation/validation.ts';
import { DASHBOARD_ORDER_COUNT, DASHBOARD_RECENT_ORDERS_DAYS, ORDER_NUMBER_DIGITS, OrderStatusCode, orderApprovalStatuses } from '../orders/orders.ts';
import { AddressSchema } from './buyer-client.ts';
import { CartProductSchema, CartTaxesSchema, OrderDeliSchema, PriceDetailsSchema } from './cart.ts';
import { CentsSchema, DateStringSchema, IdSchema, MessagesSchema, RefSchema, UuidSchema, wholeNumberText } from './common.ts';
import { ProductCardSchema } from './catalogue.ts';

const cents = CentsSchema;

/**
 * Spec §3 'Order list items': {product}OrderNo, SubmittedDate, orderId. orderId is the order's integer
 * reference (as in orders/{id}), EwayOrderNo the human number. designed: the display number, total,
 * status and back-order flag that a list row shows, and who placed the order (an approver decides knowing whose it is).
 */
export const OrderListItemSchema = z.object({
  EwayOrderNo: z.string(),
  SubmittedDate: DateStringSchema,
  orderId: z.number().int(),
  displayNumber: z.string(),
  total: cents,
  status: z.enum(OrderStatusCode),
  approvalStatus: z.enum(orderApprovalStatuses).nullable(),
  description: z.string(),
  hasBackOrder: z.boolean(),
  orderedBy: z.string(),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

/** designed: the most orders one list answers (its count at most); the submitted orders ask for them all. */
export const ORDER_LIST_MAX = 100;
/** designed: the most orders a search of the submitted orders answers, the newest. */
export const ORDER_SEARCH_RESULTS_MAX = 50;

/** designed: the keys an order list's `filters` takes, comma-separated (api's orders-service reads them). */
export const ORDER_LIST_FILTERS = ['awaitingApproval', 'submitted', 'approved', 'backOrdered'] as const;

/**
 * An unknown key (a misspelt 'awaitingAproval', the spec's 'OrderNo') answered the whole list as if filtered: refused
 * instead. A card number is left to the api's card check, which says so (decision 046).
 */
const OrderListFiltersSchema = z
  .string()
  .max(200)
  .refine((filters) => containsCardNumber(filters) || filters.split(',').every((key) => key.trim() === '' || (ORDER_LIST_FILTERS as readonly string[]).includes(key.trim())));

/** Spec §7 GET buyers/{buyerId}/orders?daysBack=30&count=3 and approvers/{approverId}/orders?count=3. */
export const OrdersQuerySchema = z.object({
  daysBack: wholeNumberText(z.number().int()).refine((days) => (DATE_WINDOWS as readonly number[]).includes(days)).default(DASHBOARD_RECENT_ORDERS_DAYS),
  count: wholeNumberText(z.number().int().min(1).max(ORDER_LIST_MAX)).default(DASHBOARD_ORDER_COUNT),
  filters: OrderListFiltersSchema.optional(),
});
export const BuyerOrdersParamsSchema = z.object({ buyerId: UuidSchema });
export const ApproverOrdersParamsSchema = z.object({ approverId: UuidSchema });
export const OrdersResponseSchema = z.array(OrderListItemSchema);

/** The longest order search (spec §2.3 'Find by order number'); the form's field stops there too. */
export const ORDER_SEARCH_MAX_LENGTH = 40;

/**
 * Spec §7 GET buyers/{buyerId}/searchOrders?searchText&filters. A longer search (one that came in the address, past the
 * form's limit) names its reason: the same search would be refused again, so 'try again' cannot help.
 */
export const SearchOrdersQuerySchema = z.object({
  searchText: z
    .string()
    .trim()
    .min(1)
    .max(ORDER_SEARCH_MAX_LENGTH)
    .refine((text) => text.length <= ORDER_SEARCH_MAX_LENGTH, { params: { outcome: 'orders.searchTooLong', max: ORDER_SEARCH_MAX_LENGTH } }),
  filters: OrderListFiltersSchema.optional(),
});

/** Spec §7 GET orderbynumber/{number without the EW prefix}, with includes and a culture code. */
export const OrderByNumberParamsSchema = z.object({ number: z.string().regex(ORDER_NUMBER_DIGITS) });
export const OrderByNumberQuerySchema = z.object({ includes: z.string().max(100).optional(), cultureCode: z.enum(['en-CA', 'fr-CA']).optional() });

/** Spec §3 'Tax totals' of an order view, with each tax of the ship-to's province on its own line (the cart's shape). */
export const TaxTotalsSchema = CartTaxesSchema;

/** Spec §3 'Order'. */
export const OrderSchema = z.object({
  orderId: z.number().int(),
  EwayOrderNo: z.string(),
  submittedDate: DateStringSchema.nullable(),
  total: cents,
  promoDiscount: cents,
  subTotal: cents,
  minimumOrderAmount: cents,
  isUnderMinimumOrderAmount: z.boolean(),
  orderProducts: z.array(
    z.object({
      lineNumber: z.number().int(),
      isCurrentProduct: z.boolean(),
      promoProductQualifierType: z.number().int().nullable(),
      productId: UuidSchema,
      ProductCode: z.string(),
      quantity: z.number().int(),
      unitSellPrice: cents,
    }),
  ),
  isGroupOrder: z.boolean(),
  groupOrderNumber: z.number().int().nullable(),
  shipToClientId: UuidSchema.nullable(),
  billingOptionType: z.number().int().nullable(),
  cartMessages: MessagesSchema,
});
export type Order = z.infer<typeof OrderSchema>;

/** Spec §7 GET buyers/{buyerId}/sessions/{sessionId}/order?includes=orderProducts (or orderProductDetails)&calledFrom. */
export const SessionOrderQuerySchema = z.strictObject({
  includes: z.enum(['orderProducts', 'orderProductDetails']).optional(),
  calledFrom: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/).optional(),
});
/** The session's open order (its cart) priced today; with orderProductDetails each line as the cart shows it. */
export const SessionOrderResponseSchema = OrderSchema.extend({ orderProductDetails: z.array(CartProductSchema).optional() });

/** Spec §3 'Order summary'. */
export const OrderSummaryInfoSchema = z.object({
  orderedBy: z.string(),
  orderDate: DateStringSchema,
  scheduledDate: DateStringSchema.nullable(),
  costCenter: z.string().nullable(),
  accountNumber: z.string(),
  shippingAddress: AddressSchema,
  priceDetails: PriceDetailsSchema,
  taxes: TaxTotalsSchema,
  orderTotal: cents,
  poNumber: z.string().nullable(),
  deliveryInstructions: z.string().nullable(),
  paymentMethod: z.number().int().nullable(),
  /** designed: the client's setting (spec §3 Settings flags) saying whether the MOB and non-MOB product totals are shown. */
  enableContractProductTotalBreakdown: z.boolean(),
});

/** Spec §3 'Order view'. */
export const OrderViewSchema = z.object({
  orderNo: z.string(),
  orderProducts: z.array(CartProductSchema),
  orderProductGroups: z.array(z.object({ title: z.string(), orderProductIds: z.array(z.number().int()) })),
  AwaitingApproversList: z.array(z.object({ buyerId: UuidSchema, name: z.string() })),
  OrderApproversHistory: z.array(z.object({ buyerId: UuidSchema, name: z.string(), state: z.number().int().min(0).max(3), date: DateStringSchema })),
  orderStatus: z.enum(OrderStatusCode),
  summaryInfo: OrderSummaryInfoSchema,
  isSpecialDelivery: z.boolean(),
  postedComments: z.array(z.object({ author: z.string(), text: z.string(), date: DateStringSchema })),
  OrderId: z.number().int(),
  /** designed: which order actions (spec §4, 1-7) are enabled. */
  buttonsStateInfo: z.record(z.string(), z.boolean()),
  is404: z.boolean(),
  isValidOrder: z.boolean(),
  userRole: z.enum(['buyer', 'approver', 'admin']),
  /**
   * designed: the budget an approval would spend today (the buyer's own, else the client's; decision 022), in the view of an
   * approver deciding the order only, so they decide knowing what is left; null otherwise or when the buyer has no budget.
   */
  buyerBudget: z.object({ totalBudget: cents, availableBudget: z.number().int(), beginDate: DateStringSchema, endDate: DateStringSchema }).nullable(),
});
export type OrderView = z.infer<typeof OrderViewSchema>;

export const OrderIdParamsSchema = z.object({ id: IdSchema });

/** Spec §7 POST {order-api}/orders/{orderId}/split-Order-Summary: body is the order product ids. */
export const SplitOrderSummaryRequestSchema = z.array(RefSchema).min(1).max(500);
export const SplitOrderSummaryResponseSchema = z.object({ contract: PriceDetailsSchema, nonContract: PriceDetailsSchema });

/**
 * designed: GET buyers/{buyerId}/buy-again — products the buyer ordered before (spec §2.2 buy again,
 * §3 WasPreviouslyPurchased, LastPurchasedDate), most recent first: each the product card the search shows
 * the buyer (image, the buyer's contract or promotion price, quantity rule) with the quantity last ordered.
 */
export const BuyAgainItemSchema = ProductCardSchema.extend({ Quantity: z.number().int().positive(), LastPurchasedDate: DateStringSchema, WasPreviouslyPurchased: z.literal(true) });
export type BuyAgainItem = z.infer<typeof BuyAgainItemSchema>;
export const BuyAgainResponseSchema = z.array(BuyAgainItemSchema);

/** Spec §7 POST /customerOnboarding/products/{id}/update-price/{value}: a product's UUID; value in cents. */
export const UpdatePriceParamsSchema = z.object({ id: UuidSchema, value: wholeNumberText(z.number().int().nonnegative()) });

/** Digits, spaces and dashes with at least 12 digits: a card number where the provider's token goes. */
const looksLikeCardNumber = (value: string): boolean => /^[\d\s-]+$/.test(value) && value.replace(/\D/g, '').length >= 12;

/** designed: POST /api/checkout/orders/{id}/submit with an Idempotency-Key header (architecture §2, decision 007). */
export const SubmitOrderRequestSchema = z
  .object({
    billingOptionType: z.number().int().min(1).max(5),
    // Refused before anything keeps it: the order, the Idempotency-Key's request hash and the logs only ever see tokens.
    paymentToken: z.string().max(200).refine((token) => !looksLikeCardNumber(token), { params: { outcome: 'checkout.cardNumberNotToken' } }).nullable().default(null),
    // Long enough for any pasted text: the api answers core's PO number rule (poNumberProblem) with a message the buyer can act on.
    poNumber: z.string().trim().max(1000).transform(withPlainHyphens).nullable().default(null),
    costCenter: z.string().trim().max(40).nullable().default(null),
    deliveryInstructions: z.string().trim().max(250).nullable().default(null),
    deliveryType: z.enum(['scheduled', 'standard']).default('standard'),
    scheduledDate: DateStringSchema.nullable().default(null),
    OrderDeli: OrderDeliSchema.partial().optional(),
    // The order total (cents) the buyer saw on Review & Confirm: the order is refused, not placed, when the cart has changed since.
    expectedOrderTotal: z.number().int().nonnegative().optional(),
    // The ship-to Review & Confirm showed: another tab can move the order to another ship-to without changing its total.
    expectedShipToId: z.uuid().optional(),
    // What else Review & Confirm showed that another tab can change without the total: the PO number typed ('' for none),
    // the delivery instructions, the special-delivery service and the order's custom prompt answers (as saved, prefix off).
    expectedPoNumber: z.string().trim().max(1000).transform(withPlainHyphens).optional(),
    expectedDeliveryInstructions: z.string().trim().max(1000).optional(),
    expectedDeliveryService: z.union([z.literal(1), z.literal(2)]).optional(),
    expectedPromptAnswers: z
      .array(z.object({ promptId: RefSchema, value: z.string().trim().max(1000) }).strict())
      .max(100)
      .refine((answers) => new Set(answers.map((answer) => answer.promptId)).size === answers.length)
      .optional(),
  })
  .strict();
export type SubmitOrderRequest = z.infer<typeof SubmitOrderRequestSchema>;
/** designed: 201, the same answer again for a repeated Idempotency-Key; status says whether the order awaits approval. */
export const SubmitOrderResponseSchema = z.object({
  isSuccess: z.literal(true),
  orderId: z.number().int(),
  displayNumber: z.string(),
  status: z.enum(['submitted', 'awaitingApproval']),
  orderTotal: cents,
  Messages: MessagesSchema,
});

/** designed: POST orders/{id}/reorder — copies an order's lines into the cart ('Order EW{ORDER_ID} was successfully added to cart'). */
export const ReorderResponseSchema = z.object({ isSuccess: z.boolean(), Messages: MessagesSchema });

/** The longest reason an approver may give for rejecting an order (it is shown to the buyer with the order). */
export const REJECT_REASON_MAX_LENGTH = 500;

/**
 * designed: POST approvers/{approverId}/orders/{orderId}/approve and /reject (spec §4 order actions approve 1,
 * reject 2): approverId is the session's buyer, orderId the order's reference (as in orders/{id}).
 */
export const ApprovalDecisionParamsSchema = z.object({ approverId: UuidSchema, orderId: IdSchema });
/** An optional reason, shown to the buyer; an empty one is no reason. */
export const RejectOrderRequestSchema = z
  // max documents the bound (OpenAPI); the refinement names the message the approver reads.
  .object({ reason: z.string().trim().max(REJECT_REASON_MAX_LENGTH).refine((reason) => reason.length <= REJECT_REASON_MAX_LENGTH, { params: { outcome: 'orders.rejectReasonTooLong' } }).optional() })
  .strict();
export type RejectOrderRequest = z.infer<typeof RejectOrderRequestSchema>;
/**
 * Approve's body: the budget left that the approver's page showed (OrderView.buyerBudget.availableBudget), so an
 * approval after another one spent it is not charged past it unseen. Left out (an empty body), nothing is compared.
 */
export const ApproveOrderRequestSchema = z.object({ expectedAvailableBudget: z.number().int().optional() }).strict();
export type ApproveOrderRequest = z.infer<typeof ApproveOrderRequestSchema>;
/** The decided order as the listings now show it (spec §4: APPROVED to open, REJECTED to refused). */
export const ApprovalDecisionResponseSchema = z.object({
  isSuccess: z.literal(true),
  orderId: z.number().int(),
  displayNumber: z.string(),
  approvalStatus: z.enum(['OPEN', 'REFUSED']),
  description: z.string(),
  Messages: MessagesSchema,
});
export type ApprovalDecisionResponse = z.infer<typeof ApprovalDecisionResponseSchema>;

/**
 * designed: POST buyers/{buyerId}/orders/{orderId}/cancel (spec §4 order action cancel 3; decision 056): buyerId is the
 * session's buyer, orderId the reference of their own order awaiting approval.
 */
export const CancelOrderParamsSchema = z.object({ buyerId: UuidSchema, orderId: IdSchema });
/** The cancelled order as the listings now show it (spec §4 approval status CANCELED, 'Cancelled'). */
export const OrderCancellationResponseSchema = ApprovalDecisionResponseSchema.extend({ approvalStatus: z.literal('CANCELED') });
export type OrderCancellationResponse = z.infer<typeof OrderCancellationResponseSchema>;

/** Spec §3 'Group order individual' and §7 group-order resources ('buyerId and groupOrderNumber are required'). */
export const GroupOrderIndividualSchema = z.object({ buyerId: UuidSchema, groupOrderNumber: z.number().int().positive() });
export const GroupOrderSchema = z.object({
  groupOrderNumber: z.number().int(),
  orderId: z.number().int(),
  state: z.enum(['open', 'processedToCart', 'submitted']),
  mode: z.enum(['quick', 'advanced']),
  creatorBuyerId: UuidSchema,
  invitees: z.array(GroupOrderIndividualSchema.extend({ replied: z.boolean(), sameAccount: z.boolean(), emptyCart: z.boolean() })),
});
export type GroupOrder = z.infer<typeof GroupOrderSchema>;
