import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.ts';
import { clients } from './clients.ts';
import { createdAt, id, timestamptz } from './columns.ts';
import { orders } from './orders.ts';

export const approvalGroups = pgTable(
  'approval_groups',
  {
    id: id(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    /** Orders at or above this subtotal need approval; 0 means every order. */
    thresholdAmount: integer('threshold_amount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('approval_groups_client_idx').on(t.clientId)],
);

export const approvalGroupMembers = pgTable(
  'approval_group_members',
  {
    approvalGroupId: uuid('approval_group_id').notNull().references(() => approvalGroups.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').notNull().references(() => buyers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.approvalGroupId, t.buyerId] }), index('approval_group_members_buyer_idx').on(t.buyerId)],
);

export const approvalGroupApprovers = pgTable(
  'approval_group_approvers',
  {
    approvalGroupId: uuid('approval_group_id').notNull().references(() => approvalGroups.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').notNull().references(() => buyers.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.approvalGroupId, t.buyerId] }),
    index('approval_group_approvers_buyer_idx').on(t.buyerId),
  ],
);

/** OrderApproversHistory: every approve / reject (and later modify, cancel) on an order. */
export const approvalHistory = pgTable(
  'approval_history',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    approverId: uuid('approver_id').notNull().references(() => buyers.id, { onDelete: 'cascade' }),
    action: text('action').$type<'approved' | 'rejected' | 'modified' | 'cancelled' | 'returned'>().notNull(),
    comment: text('comment').notNull().default(''),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('approval_history_order_idx').on(t.orderId), index('approval_history_approver_idx').on(t.approverId)],
);
