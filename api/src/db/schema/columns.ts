import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Deterministic ids come from the dataset; rows created by the app get a random one. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** Postgres full-text vector; always a generated column, so the app never writes it. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

export type Province = 'ON' | 'QC' | 'BC' | 'AB' | 'NS' | 'MB' | 'SK' | 'NB' | 'NL' | 'PE' | 'YT' | 'NT' | 'NU';
export type CultureCode = 'en-CA' | 'fr-CA';
/** 'default' or a partner storefront's key (brands.key). */
export type BrandKey = string;
export type DiscountKind = 'percent' | 'amount';
export interface BilingualText {
  en: string;
  fr: string;
}
