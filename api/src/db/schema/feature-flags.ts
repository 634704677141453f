import { boolean, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, updatedAt } from './columns.ts';

/** A flag's definition; default_value is its global value. */
export const featureFlags = pgTable('feature_flags', {
  id: id(),
  key: text('key').notNull().unique(),
  description: text('description').notNull().default(''),
  defaultValue: boolean('default_value').notNull().default(false),
  updatedAt: updatedAt(),
});

export type FlagScope = 'global' | 'brand' | 'client';

/** Narrower values win: client over brand over global. scope_id is a brand key or a client id ('' for global). */
export const featureFlagOverrides = pgTable(
  'feature_flag_overrides',
  {
    id: id(),
    flagKey: text('flag_key')
      .notNull()
      .references(() => featureFlags.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    scope: text('scope').$type<FlagScope>().notNull(),
    scopeId: text('scope_id').notNull().default(''),
    value: boolean('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('feature_flag_overrides_uq').on(t.flagKey, t.scope, t.scopeId)],
);
