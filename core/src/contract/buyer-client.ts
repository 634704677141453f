import { z } from 'zod';
import { CultureCodeSchema, DateStringSchema, IdSchema } from './common.ts';
import { creditCardMandatoryTypes } from '../billing/billing-options.ts';

/** Spec §3 'Buyer'. isApprover is derived from the approvers list. */
export const BuyerSchema = z.object({
  buyerId: z.number().int(),
  sessionId: z.string().nullable(),
  logonName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  secondaryEmailAddress: z.string().nullable(),
  telNumber: z.string().nullable(),
  telNumberExtension: z.string().nullable(),
  faxNumber: z.string().nullable(),
  title: z.string().nullable(),
  cultureCode: CultureCodeSchema,
  language: z.enum(['en', 'fr']),
  isLoggedIn: z.boolean(),
  firstPageType: z.number().int(),
  inviteeState: z.number().int(),
  groupOrderNumber: z.number().int().nullable(),
  isInGroupOrder: z.boolean(),
  isWaitingForCOActivation: z.boolean(),
  administeredBy: z.number().int().nullable(),
  preferedBillingOptionType: z.number().int().nullable(),
  suspendedDateFrom: DateStringSchema.nullable(),
  suspendedDateUntil: DateStringSchema.nullable(),
  isApprover: z.boolean(),
  isAdminFlag: z.boolean(),
  adminUserId: z.number().int().nullable(),
  mergeProductInBasket: z.boolean(),
  showBuyAgainAndPreviouslyPurchased: z.boolean(),
  showShipToSearchFlag: z.boolean(),
  viewShipToSelectionPage: z.boolean(),
  searchResultType: z.number().int(),
});
export type Buyer = z.infer<typeof BuyerSchema>;

/** Spec §3 'Client details'. */
export const ClientSchema = z.object({
  clientId: z.number().int(),
  clientNo: z.string(),
  clientGroupType: z.number().int(),
  typeCatalog: z.number().int(),
  customerType: z.number().int(),
  divisionCode: z.string(),
  warehouseNo: z.string(),
  marketSegment: z.string().nullable(),
  sicCode: z.string().nullable(),
  excludeDropship: z.boolean(),
  canReceivePromotions: z.boolean(),
  creditCardMandatoryType: z.enum(creditCardMandatoryTypes).nullable(),
  suspendedDateFrom: DateStringSchema.nullable(),
  suspendedDateUntil: DateStringSchema.nullable(),
  /** designed: the ship-to province and minimum order amount (cents) the rules need. */
  province: z.string().length(2),
  minimumOrderAmount: z.number().int().nonnegative(),
});
export type Client = z.infer<typeof ClientSchema>;

/** Spec §7 GET buyers/{buyerId}?includes=client. */
export const BuyerResponseSchema = BuyerSchema.extend({ client: ClientSchema.optional() });
export type BuyerResponse = z.infer<typeof BuyerResponseSchema>;
export const BuyerParamsSchema = z.object({ buyerId: IdSchema });
export const BuyerQuerySchema = z.object({ includes: z.enum(['client']).optional() });

/** Spec §7 PATCH buyers/{buyerId}. designed: the allow-list of fields a buyer may change (no mass assignment). */
export const BuyerPatchSchema = z
  .object({
    firstName: z.string().trim().min(1).max(60),
    lastName: z.string().trim().min(1).max(60),
    emailAddress: z.email().max(254),
    secondaryEmailAddress: z.email().max(254).nullable(),
    telNumber: z.string().trim().max(20),
    telNumberExtension: z.string().trim().max(10).nullable(),
    faxNumber: z.string().trim().max(20).nullable(),
    title: z.string().trim().max(60).nullable(),
    preferedBillingOptionType: z.number().int().min(1).max(5).nullable(),
  })
  .partial()
  .strict();
export type BuyerPatch = z.infer<typeof BuyerPatchSchema>;

/** Spec §7: PATCH buyers/{buyerId} with a json-patch 'add' on /CultureCode sets the language. */
export const CultureCodePatchSchema = z.array(z.object({ op: z.literal('add'), path: z.literal('/CultureCode'), value: z.enum(['en-CA', 'fr-CA']) }).strict()).length(1);
export type CultureCodePatch = z.infer<typeof CultureCodePatchSchema>;

/** Spec §7 GET generic/approvers/{buyerId}: the approvers list. */
export const ApproverSchema = z.object({ buyerId: z.number().int(), firstName: z.string(), lastName: z.string(), emailAddress: z.string() });
export const ApproversResponseSchema = z.array(ApproverSchema);

/** designed: an address (the spec names DeliveryAddress, BillingAddress and shipping addresses without fields). */
export const AddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  province: z.string().length(2),
  postalCode: z.string().max(7),
  country: z.literal('CA'),
});
export type Address = z.infer<typeof AddressSchema>;

/** Spec §7 GET buyers/{buyerId}/sessions/{sessionId}/shiptos?maxElements&maxFavorites. designed: a ship-to row. */
export const ShipToSchema = z.object({ clientId: z.number().int(), clientNo: z.string(), address: AddressSchema, isFavorite: z.boolean(), isCurrent: z.boolean() });
export const ShipTosQuerySchema = z.object({
  maxElements: z.coerce.number().int().min(1).max(200).default(50),
  maxFavorites: z.coerce.number().int().min(0).max(50).default(10),
  IsCreateUser: z.stringbool().optional(),
});
export const ShipTosResponseSchema = z.array(ShipToSchema);

/** Spec §7 GET buyers/{buyerId}/sessions/{sessionId}?includes=shipToClient. */
export const SessionResponseSchema = z.object({ buyerId: z.number().int(), sessionId: z.string(), shipToClient: ClientSchema.optional() });

/** Spec §3 'Settings flags' (GET clients/{clientId}/settings). */
export const ClientSettingsSchema = z.object({
  showContractFirst: z.boolean(),
  showYourPriceFlag: z.boolean(),
  showContractCareOf: z.boolean(),
  showContractIcon: z.boolean(),
  showRestrictedItemsDefaultView: z.boolean(),
  enableShowHideOption: z.boolean(),
  showDropShipProduct: z.boolean(),
  showBestMatchFilter: z.boolean(),
  showCoreFilter: z.boolean(),
  enablePwgscheckout: z.boolean(),
  mergeProductInBasketFlag: z.boolean(),
  useB2bcartResponse: z.boolean(),
  enableContractProductTotalBreakdown: z.boolean(),
  isUsingInternalCheckout: z.boolean(),
  enableRecommendationProduct: z.boolean(),
  enableRecentlyViewedFooter: z.boolean(),
  showAccountSearchLink: z.boolean(),
  enableShipToSelection: z.boolean(),
  enableWebAnalyticsInstrumentation: z.boolean(),
  enableErrorReporting: z.boolean(),
  isTestAccountFlag: z.boolean(),
  isPunchOutEnable: z.boolean(),
  brandedEmailType: z.number().int(),
  logoFilename: z.string().nullable(),
  brandingShortName: z.string().nullable(),
  copyrightText: z.string().nullable(),
  contactEmailLabel: z.string().nullable(),
});
export type ClientSettings = z.infer<typeof ClientSettingsSchema>;

/** Spec §3 'Budget' (GET /api/budgetCalculator/budgetCalculatorModel); amounts in cents. */
export const BudgetSchema = z.object({
  totalBudget: z.number().int(),
  availableBudget: z.number().int(),
  beginDate: DateStringSchema,
  endDate: DateStringSchema,
  showBudgetCalculator: z.boolean(),
  showTimePeriodDates: z.boolean(),
  timePeriodMessage: z.string().nullable(),
});
export type Budget = z.infer<typeof BudgetSchema>;

/** Spec §3 'Account activation steps' (GET /api/buyer/accountActivationSteps). */
export const AccountActivationStepsResponseSchema = z.object({
  activationSteps: z.array(z.object({ id: z.number().int().min(0).max(4), isCompleted: z.boolean() })),
  activeStep: z.number().int().min(0).max(4),
  status: z.number().int(),
});
export type AccountActivationStepsResponse = z.infer<typeof AccountActivationStepsResponseSchema>;

/** Spec §7 GET generic/punchOutModule/{id}. designed fields. */
export const PunchOutModuleSchema = z.object({ id: z.number().int(), name: z.string(), isInternalCheckout: z.boolean() });

/** Spec §7 client branding, logo, copyright and custom-text lookups. designed: one branding answer. */
export const BrandingSchema = z.object({ brand: z.string(), logoUrl: z.string(), copyrightText: z.string(), customText: z.string().nullable() });
export type Branding = z.infer<typeof BrandingSchema>;
