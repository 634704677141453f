import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { createdAt, id, timestamptz, updatedAt, type CultureCode } from './columns.ts';
import { shipTos } from './ship-tos.ts';

/** Onboarding (account activation) progress; step ids 0-4. */
export interface ActivationSteps {
  completed: number[];
  activeStep: number;
  status: 'inProgress' | 'completed';
}

export const buyers = pgTable(
  'buyers',
  {
    id: id(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    logonName: text('logon_name').notNull(),
    /** scrypt hash (see platform/password.ts); null until the buyer sets a password. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamptz('password_changed_at'),
    /** The password was set by an administrator (create, copy, reset): the buyer chooses their own before anything else (decision 032). */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailAddress: text('email_address').notNull(),
    secondaryEmailAddress: text('secondary_email_address').notNull().default(''),
    telNumber: text('tel_number').notNull().default(''),
    telNumberExtension: text('tel_number_extension').notNull().default(''),
    faxNumber: text('fax_number').notNull().default(''),
    title: text('title').notNull().default(''),
    cultureCode: text('culture_code').$type<CultureCode>().notNull().default('en-CA'),
    firstPageType: integer('first_page_type').notNull().default(2),
    isAdmin: boolean('is_admin').notNull().default(false),
    isTestAccount: boolean('is_test_account').notNull().default(false),
    isPunchOut: boolean('is_punch_out').notNull().default(false),
    /** Deactivated buyers keep their history but cannot log in. */
    isActive: boolean('is_active').notNull().default(true),
    /** Deleted by an administrator: inactive for good and out of the client's users; orders and audit rows keep naming them. */
    deletedAt: timestamptz('deleted_at'),
    /** 0 none; 1 group order buyer; above 0 in a group order. */
    inviteeState: integer('invitee_state').notNull().default(0),
    isWaitingForCoActivation: boolean('is_waiting_for_co_activation').notNull().default(false),
    activation: jsonb('activation').$type<ActivationSteps>(),
    administeredBy: uuid('administered_by').references((): AnyPgColumn => buyers.id, { onDelete: 'set null' }),
    preferedBillingOptionType: integer('prefered_billing_option_type').notNull().default(0),
    defaultShipToId: uuid('default_ship_to_id').references(() => shipTos.id, { onDelete: 'set null' }),
    mergeProductInBasket: boolean('merge_product_in_basket').notNull().default(false),
    showBuyAgainAndPreviouslyPurchased: boolean('show_buy_again_and_previously_purchased').notNull().default(true),
    showShipToSearchFlag: boolean('show_ship_to_search_flag').notNull().default(false),
    viewShipToSelectionPage: boolean('view_ship_to_selection_page').notNull().default(false),
    searchResultType: integer('search_result_type').notNull().default(0),
    lastLoginAt: timestamptz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A deleted user's logon name is free again for a new user.
    uniqueIndex('buyers_logon_name_uq').on(sql`lower(${t.logonName})`).where(sql`${t.deletedAt} is null`),
    index('buyers_client_id_idx').on(t.clientId),
    index('buyers_email_address_idx').on(sql`lower(${t.emailAddress})`),
  ],
);

/** Which ship-to accounts a buyer may order for. */
export const buyerShipTos = pgTable(
  'buyer_ship_tos',
  {
    buyerId: uuid('buyer_id').notNull().references(() => buyers.id, { onDelete: 'cascade' }),
    shipToId: uuid('ship_to_id').notNull().references(() => shipTos.id, { onDelete: 'cascade' }),
    isFavorite: boolean('is_favorite').notNull().default(false),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.shipToId] }), index('buyer_ship_tos_ship_to_idx').on(t.shipToId)],
);
