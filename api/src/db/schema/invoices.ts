import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.ts';
import { clients } from './clients.ts';
import { createdAt, id, timestamptz } from './columns.ts';
import { orders } from './orders.ts';

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    invoiceNo: text('invoice_no').notNull().unique(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    issuedDate: date('issued_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: integer('amount').notNull(),
    amountPaid: integer('amount_paid').notNull().default(0),
    status: text('status').$type<'open' | 'paid' | 'overdue'>().notNull().default('open'),
    paidDate: timestamptz('paid_date'),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_client_status_idx').on(t.clientId, t.status), index('invoices_order_idx').on(t.orderId)],
);

/** One payment may settle several invoices (payment_allocations). Only the provider's token is kept. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').references(() => buyers.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    method: text('method').$type<'accountCreditCard' | 'profileCreditCard' | 'checkoutCreditCard'>().notNull(),
    paymentToken: text('payment_token').notNull(),
    /** e.g. 'visa •••• 4242', as returned by the provider. */
    cardSummary: text('card_summary').notNull().default(''),
    providerReference: text('provider_reference'),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [index('payments_client_idx').on(t.clientId)],
);

export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: uuid('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.invoiceId] }), index('payment_allocations_invoice_idx').on(t.invoiceId)],
);
