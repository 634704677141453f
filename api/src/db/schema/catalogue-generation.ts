import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * How many times the catalogue the cart prices from has changed (docs/decisions/050): statement-level triggers
 * (migration 0020) add one on every write to products, prices, promotions, fees, media, stock and custom prompts.
 * Spread over slots (the writer's backend picks one) so concurrent writers do not queue on one row; the
 * generation is the sum, which any committed write raises.
 */
export const catalogueGeneration = pgTable('catalogue_generation', {
  slot: smallint('slot').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});
