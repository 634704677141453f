import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.ts';
import { clients } from './clients.ts';
import { createdAt, id } from './columns.ts';

/** A spending allowance for a buyer or a cost centre over one period. */
export const budgets = pgTable(
  'budgets',
  {
    id: id(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').references(() => buyers.id, { onDelete: 'cascade' }),
    costCentre: text('cost_centre'),
    period: text('period').$type<'monthly' | 'quarterly' | 'yearly'>().notNull().default('monthly'),
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    totalBudget: integer('total_budget').notNull(),
    availableBudget: integer('available_budget').notNull(),
    showBudgetCalculator: boolean('show_budget_calculator').notNull().default(true),
    showTimePeriodDates: boolean('show_time_period_dates').notNull().default(true),
    timePeriodMessageEn: text('time_period_message_en').notNull().default(''),
    timePeriodMessageFr: text('time_period_message_fr').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('budgets_client_idx').on(t.clientId), index('budgets_buyer_idx').on(t.buyerId, t.beginDate)],
);
