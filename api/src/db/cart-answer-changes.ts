import type { Executor } from './database.ts';
import { changeFeedOf, writesTo, type ChangeFeed } from './change-feed.ts';

/**
 * Every table a cart's answer is read from (docs/decisions/050 and 055): the header's (the order, its reference,
 * client, buyer, ship-tos, card, coupon and the coupon's clients), the lines' and prompts' (the order's lines and
 * prompt answers, and the catalogue tables whose writes bump catalogue_generation). Migration 0022's triggers
 * notify on the order's tables and on catalogue_generation, which every catalogue write updates.
 */
export const CART_ANSWER_TABLES = [
  'orders', 'order_refs', 'order_lines', 'order_payment_cards', 'order_prompt_values',
  'clients', 'buyers', 'ship_tos', 'coupons', 'coupon_clients', 'catalogue_generation',
  'products', 'price_tiers', 'product_fees', 'product_media', 'product_stock', 'contract_prices',
  'promotions', 'promotion_products', 'promotion_clients', 'custom_prompts',
  // Their deletes reach the tables above through foreign keys (cascades fire those tables' triggers).
  'approval_groups', 'group_orders', 'warehouses', 'variant_groups',
] as const;

/** The channel migration 0022's triggers notify on a committed change of what a cart's answer is read from. */
export const CART_ANSWER_CHANGES_CHANNEL = 'comptoir_cart_answer_changes';

/** Whether a statement may change a cart's answer (a false positive only costs the answer cache a statement). */
export const changesCartAnswers = writesTo(CART_ANSWER_TABLES);

/** The feed of a database opened on PostgreSQL; none for PGlite, or for a transaction's executor. */
export const cartAnswerChangesOf = (db: Executor): ChangeFeed | undefined => changeFeedOf(db, CART_ANSWER_CHANGES_CHANNEL);
