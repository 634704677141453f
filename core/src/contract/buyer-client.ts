import { z } from 'zod';
import { CultureCodeSchema, DateStringSchema, MessagesSchema, SessionIdSchema, UuidSchema, wholeNumberText } from './common.ts';
import { personTextMember } from './field-problems.ts';
import { nameHasLetter } from '../validation/person-text.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isTelephoneExtension, isTelephoneNumber } from '../validation/validation.ts';
import { creditCardMandatoryTypes } from '../billing/billing-options.ts';
import type { AccountType, LandingPage } from '../identity/roles.ts';

/** Spec §3 'Buyer' (ids are the database's UUIDs). isApprover is derived from the approvers list. */
export const BuyerSchema = z.object({
  buyerId: UuidSchema,
  /** The session's id when the buyer is the caller, else null. */
  sessionId: SessionIdSchema.nullable(),
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
  administeredBy: UuidSchema.nullable(),
  preferedBillingOptionType: z.number().int().nullable(),
  suspendedDateFrom: DateStringSchema.nullable(),
  suspendedDateUntil: DateStringSchema.nullable(),
  isApprover: z.boolean(),
  isAdminFlag: z.boolean(),
  adminUserId: UuidSchema.nullable(),
  mergeProductInBasket: z.boolean(),
  showBuyAgainAndPreviouslyPurchased: z.boolean(),
  showShipToSearchFlag: z.boolean(),
  viewShipToSelectionPage: z.boolean(),
  searchResultType: z.number().int(),
});
export type Buyer = z.infer<typeof BuyerSchema>;

/** Spec §3 'Client details' (clientId is a UUID; clientNo is the account's human number). */
export const ClientSchema = z.object({
  clientId: UuidSchema,
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
export const BuyerParamsSchema = z.object({ buyerId: UuidSchema });
export const BuyerQuerySchema = z.object({ includes: z.enum(['client']).optional() });

/**
 * Spec §5's email pattern, the one the console's user form and the admin api apply (core's isEmail): zod's own
 * took 'olivia+orders@…' here, and the admin could then not save that user's page without changing the address.
 */
// Trimmed first, as the names and numbers are: an address pasted with a space after it is the same address; a blank
// one is missing ('Email Address | This field is mandatory.'), not an address badly typed.
const EmailInput = z.string().trim().min(1).max(EMAIL_MAX_LENGTH).pipe(z.email({ pattern: EMAIL_PATTERN }));

/** A telephone or fax number (empty only where `optional`: the fax), else its own message beside the field. */
const TelephoneInput = (optional: boolean) =>
  z.string().trim().min(optional ? 0 : 1).max(20).refine((value) => (optional && value === '') || isTelephoneNumber(value), { params: { problem: 'errors.invalidTelephone' } });

/**
 * Spec §7 PATCH buyers/{buyerId}. designed: the allow-list of fields a buyer may change (no mass assignment).
 * Every text is one the buyer types: no hidden or text-direction characters (refused beside the field), NFC.
 */
export const BuyerPatchSchema = z
  .object({
    firstName: personTextMember('fields.firstName', z.string().trim().min(1).max(60).refine(nameHasLetter, { params: { problem: 'errors.nameLetters' } })),
    lastName: personTextMember('fields.lastName', z.string().trim().min(1).max(60).refine(nameHasLetter, { params: { problem: 'errors.nameLetters' } })),
    emailAddress: personTextMember('fields.emailAddress', EmailInput),
    secondaryEmailAddress: personTextMember('fields.secondaryEmailAddress', EmailInput).nullable(),
    telNumber: personTextMember('fields.telephoneNumber', TelephoneInput(false)),
    telNumberExtension: personTextMember('fields.telephoneExtension', z.string().trim().max(10).refine(isTelephoneExtension, { params: { problem: 'errors.invalidExtension' } })).nullable(),
    faxNumber: personTextMember('fields.faxNumber', TelephoneInput(true)).nullable(),
    title: personTextMember('fields.title', z.string().trim().max(60)).nullable(),
    preferedBillingOptionType: z.number().int().min(1).max(5).nullable(),
  })
  .partial()
  .strict();
export type BuyerPatch = z.infer<typeof BuyerPatchSchema>;

/** designed: a refused PATCH buyers/{buyerId} whose fields have problems: the Messages, and each field's message beside it. */
export const BuyerPatchErrorResponseSchema = z.object({
  isSuccess: z.literal(false),
  Messages: MessagesSchema,
  FieldErrors: z.partialRecord(BuyerPatchSchema.keyof(), z.string()),
});

/** Spec §7: PATCH buyers/{buyerId} with a json-patch 'add' on /CultureCode sets the language. */
export const CultureCodePatchSchema = z.array(z.object({ op: z.literal('add'), path: z.literal('/CultureCode'), value: z.enum(['en-CA', 'fr-CA']) }).strict()).length(1);
export type CultureCodePatch = z.infer<typeof CultureCodePatchSchema>;

/** Spec §7 GET generic/approvers/{buyerId}: the approvers list. */
export const ApproverSchema = z.object({ buyerId: UuidSchema, firstName: z.string(), lastName: z.string(), emailAddress: z.string() });
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

/**
 * Spec §7 GET buyers/{buyerId}/sessions/{sessionId}/shiptos?maxElements&maxFavorites. designed: a ship-to
 * row, favourites first; at most maxFavorites rows are flagged isFavorite.
 */
export const ShipToSchema = z.object({
  shipToId: UuidSchema,
  shipToNo: z.string(),
  clientId: UuidSchema,
  clientNo: z.string(),
  address: AddressSchema,
  isFavorite: z.boolean(),
  isCurrent: z.boolean(),
});
export const ShipTosQuerySchema = z.object({
  maxElements: wholeNumberText(z.number().int().min(1).max(200)).default(50),
  maxFavorites: wholeNumberText(z.number().int().min(0).max(50)).default(10),
  IsCreateUser: z.stringbool().optional(),
});
export const ShipTosResponseSchema = z.array(ShipToSchema);

/** Spec §7 GET buyers/{buyerId}/sessions/{sessionId}?includes=shipToClient. */
export const SessionResponseSchema = z.object({ buyerId: UuidSchema, sessionId: SessionIdSchema, shipToId: UuidSchema.nullable(), shipToClient: ClientSchema.optional() });
export const BuyerSessionParamsSchema = z.object({ buyerId: UuidSchema, sessionId: UuidSchema });

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

/** Spec §3 'Budget' (GET /api/budgetCalculator/budgetCalculatorModel); amounts in cents. A buyer without a budget gets zeros and no dates. */
export const BudgetSchema = z.object({
  totalBudget: z.number().int(),
  availableBudget: z.number().int(),
  beginDate: DateStringSchema.nullable(),
  endDate: DateStringSchema.nullable(),
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

/** Spec §7 GET generic/punchOutModule/{id}. designed: the punch-out set-up of a client (id is the client's), 404 when it has none. */
export const PunchOutModuleSchema = z.object({
  id: UuidSchema,
  name: z.string(),
  isInternalCheckout: z.boolean(),
  accountType: z.enum(['regular', 'punchout', 'sso'] as const satisfies readonly AccountType[]),
});

/**
 * Spec §7 client branding, logo, copyright and custom-text lookups (GET clients/{clientId}/branding),
 * with the spec §3 branding settings' names. designed: the brand key ('default' without a partner
 * brand), the logo's text and primary colour, and where contact e-mails go.
 */
export const BrandingSchema = z.object({
  brand: z.string(),
  logoFilename: z.string().nullable(),
  logoText: z.string().nullable(),
  primaryColor: z.string().nullable(),
  brandingShortName: z.string().nullable(),
  copyrightText: z.string().nullable(),
  contactEmailLabel: z.string().nullable(),
  contactEmail: z.string().nullable(),
  /** designed: the client's own sales representative (spec §2.3 dashboard help message), whatever the brand; null when the client has none. */
  salesRepEmail: z.string().nullable(),
});
export type Branding = z.infer<typeof BrandingSchema>;

/** Spec §7 GET /api/client/True/{clientId}/{buyerId}. designed: the session's client with its settings ('True': settings included). */
export const ClientWithSettingsSchema = ClientSchema.extend({ settings: ClientSettingsSchema });
export const ClientWithSettingsParamsSchema = z.object({ clientId: UuidSchema, buyerId: UuidSchema });

const landingPageKeys = ['home', 'shoppingCart', 'submittedOrders', 'approvalOrders', 'quickGroupOrder', 'search', 'legacyHome'] as const satisfies readonly LandingPage[];
/** Spec §7 GET /api/navigation/getDefaultPage. designed: the landing page's route key by firstPageType (spec §2.2). */
export const DefaultPageResponseSchema = z.object({ firstPageType: z.number().int(), defaultPage: z.enum(landingPageKeys) });

/** designed: GET /api/featureFlags — the switches in force (spec §9 feature flags; with a session, also the client's settings flags). */
export const FeatureFlagsResponseSchema = z.record(z.string().regex(/^[a-zA-Z]\w{0,59}$/), z.boolean());
export type FeatureFlags = z.infer<typeof FeatureFlagsResponseSchema>;
