import { boolean, date, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, type BrandKey, type Province } from './columns.ts';

/** The spec's settings flags (§3). A typed jsonb so a new flag is not a migration. */
export interface ClientSettings {
  showContractFirst: boolean;
  showYourPriceFlag: boolean;
  showContractCareOf: boolean;
  showContractIcon: boolean;
  showRestrictedItemsDefaultView: boolean;
  enableShowHideOption: boolean;
  showDropShipProduct: boolean;
  showBestMatchFilter: boolean;
  showCoreFilter: boolean;
  enablePwgscheckout: boolean;
  mergeProductInBasketFlag: boolean;
  useB2bcartResponse: boolean;
  enableContractProductTotalBreakdown: boolean;
  isUsingInternalCheckout: boolean;
  enableRecommendationProduct: boolean;
  enableRecentlyViewedFooter: boolean;
  showAccountSearchLink: boolean;
  enableShipToSelection: boolean;
  enableWebAnalyticsInstrumentation: boolean;
  enableErrorReporting: boolean;
  isTestAccountFlag: boolean;
  isPunchOutEnable: boolean;
  brandedEmailType: number;
}

export type CreditCardMandatoryType = 'optional' | 'mandatory' | 'notAuthorized';
export type OverBudgetPolicy = 'block' | 'warn' | 'requireApproval';

export const clients = pgTable(
  'clients',
  {
    id: id(),
    clientNo: text('client_no').notNull().unique(),
    name: text('name').notNull(),
    province: text('province').$type<Province>().notNull(),
    brandKey: text('brand_key').$type<BrandKey>().notNull().default('default'),
    clientGroupType: integer('client_group_type').notNull().default(0),
    typeCatalog: integer('type_catalog').notNull().default(0),
    customerType: integer('customer_type').notNull().default(0),
    divisionCode: text('division_code').notNull(),
    warehouseNo: text('warehouse_no').notNull(),
    marketSegment: text('market_segment').notNull().default(''),
    sicCode: text('sic_code').notNull().default(''),
    excludeDropship: boolean('exclude_dropship').notNull().default(false),
    canReceivePromotions: boolean('can_receive_promotions').notNull().default(true),
    creditCardMandatoryType: text('credit_card_mandatory_type').$type<CreditCardMandatoryType>().notNull(),
    allowAccountCreditCard: boolean('allow_account_credit_card').notNull().default(false),
    allowProfileCreditCard: boolean('allow_profile_credit_card').notNull().default(false),
    allowCheckoutCreditCard: boolean('allow_checkout_credit_card').notNull().default(false),
    allowPlaceOnAccount: boolean('allow_place_on_account').notNull().default(true),
    minimumOrderAmount: integer('minimum_order_amount').notNull().default(0),
    suspendedDateFrom: date('suspended_date_from', { mode: 'string' }),
    suspendedDateUntil: date('suspended_date_until', { mode: 'string' }),
    overBudgetPolicy: text('over_budget_policy').$type<OverBudgetPolicy>().notNull().default('warn'),
    settings: jsonb('settings').$type<ClientSettings>().notNull(),
    customerCarePhone: text('customer_care_phone').notNull().default(''),
    salesRepEmail: text('sales_rep_email').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('clients_brand_key_idx').on(t.brandKey)],
);

export interface CustomPromptOption {
  alias: string;
  value: string;
}

/** A client's custom prompts (cost centre, PO number …) asked at checkout. */
export const customPrompts = pgTable(
  'custom_prompts',
  {
    id: id(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    kind: text('kind').$type<'costCentre' | 'poNumber' | 'other'>().notNull(),
    labelEn: text('label_en').notNull(),
    labelFr: text('label_fr').notNull(),
    prefix: text('prefix').notNull().default(''),
    /** Total length including the prefix (the spec's prompt length). */
    length: integer('length').notNull().default(120),
    mandatory: boolean('mandatory').notNull().default(false),
    /** Alias dropdown options; empty means free text. */
    options: jsonb('options').$type<CustomPromptOption[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [unique('custom_prompts_client_sequence_uq').on(t.clientId, t.sequence)],
);
