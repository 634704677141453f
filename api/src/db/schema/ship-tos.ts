import { boolean, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { createdAt, id, updatedAt, type Province } from './columns.ts';

export const shipTos = pgTable(
  'ship_tos',
  {
    id: id(),
    clientId: uuid('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    shipToNo: text('ship_to_no').notNull(),
    name: text('name').notNull(),
    attention: text('attention').notNull().default(''),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    province: text('province').$type<Province>().notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('CA'),
    phone: text('phone').notNull().default(''),
    deliveryZone: text('delivery_zone').notNull(),
    assemblyAvailable: boolean('assembly_available').notNull().default(false),
    installationAvailable: boolean('installation_available').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('ship_tos_client_no_uq').on(t.clientId, t.shipToNo),
    index('ship_tos_postal_code_idx').on(t.postalCode),
  ],
);
