import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.ts';
import { timestamptz, updatedAt } from './columns.ts';
import { shipTos } from './ship-tos.ts';

/**
 * A card on file (decision 045): the payment provider's token and what the buyer may see of the card —
 * never its number. The expiry is kept so an expired card is refused before the provider is asked.
 */
const cardColumns = () => ({
  paymentToken: text('payment_token').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  /** MM/YY. */
  expiry: text('expiry').notNull(),
  cardholderName: text('cardholder_name').notNull(),
  /** The buyer who saved it (the buyer themselves, or the client admin for an account card). */
  savedBy: uuid('saved_by').references(() => buyers.id, { onDelete: 'set null' }),
  savedAt: timestamptz('saved_at').notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/** Spec §3 'profile credit card': one card per buyer, saved by the buyer on their profile. */
export const profileCards = pgTable('profile_cards', {
  buyerId: uuid('buyer_id').primaryKey().references(() => buyers.id, { onDelete: 'cascade' }),
  ...cardColumns(),
});

/** Spec §3 'account credit card' on the ship-to: one card per ship-to, kept by the client's admin ('share credit card'); its client is the ship-to's. */
export const accountCards = pgTable('account_cards', {
  shipToId: uuid('ship_to_id').primaryKey().references(() => shipTos.id, { onDelete: 'cascade' }),
  ...cardColumns(),
});
