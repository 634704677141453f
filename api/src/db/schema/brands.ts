import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/** Partner-branded storefront variants (the spec's four partner brands). The default brand has no row. */
export const brands = pgTable('brands', {
  id: id(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  logoText: text('logo_text').notNull(),
  logoFilename: text('logo_filename'),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  copyrightEn: text('copyright_en').notNull(),
  copyrightFr: text('copyright_fr').notNull(),
  contactEmailLabelEn: text('contact_email_label_en').notNull(),
  contactEmailLabelFr: text('contact_email_label_fr').notNull(),
  contactEmail: text('contact_email').notNull(),
  /** 1-4; matches clients.settings.brandedEmailType. */
  brandedEmailType: integer('branded_email_type').notNull(),
  guestWalkUp: boolean('guest_walk_up').notNull().default(false),
  createdAt: createdAt(),
});
