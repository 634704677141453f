import { describe, expect, it } from 'vitest';
import { formatMessage } from '../i18n/messages.ts';
import { DEFAULT_SORT, SortBy, isSortBy, sortOptions } from '../search/sort.ts';
import {
  AuditLogResponseSchema,
  BudgetSchema,
  DefaultPageResponseSchema,
  FeatureFlagsResponseSchema,
  HealthResponseSchema,
  MenuCategoryParamsSchema,
  MenuCategoryResponseSchema,
  SearchByPromotionQuerySchema,
  SearchKeywordRequestSchema,
  ShipTosResponseSchema,
} from './index.ts';

const uuid = '7a702e0d-c0dc-470a-9842-e7c7f1d5a5a3';

describe('ids are the database UUIDs; human numbers stay as they are', () => {
  it('menu: level 1 to 9, id 0 (top) or a category UUID; nodes in PascalCase', () => {
    expect(MenuCategoryParamsSchema.parse({ level: '1', id: '0' })).toEqual({ level: 1, id: '0' });
    expect(MenuCategoryParamsSchema.parse({ level: '2', id: uuid })).toEqual({ level: 2, id: uuid });
    expect(MenuCategoryParamsSchema.safeParse({ level: '0', id: '0' }).success).toBe(false);
    expect(MenuCategoryParamsSchema.safeParse({ level: '1', id: '12' }).success).toBe(false);
    const node = { Id: uuid, Name: 'Papier', Url: '/browse-products/Category?q=papier', Level: 1, HasChildren: true };
    expect(MenuCategoryResponseSchema.parse([node])).toEqual([node]);
    expect(MenuCategoryResponseSchema.safeParse([{ ...node, Id: 3 }]).success).toBe(false);
  });

  it('ship-to rows carry the ship-to and client UUIDs beside their numbers', () => {
    const row = { shipToId: uuid, shipToNo: '0001', clientId: uuid, clientNo: '100234', isFavorite: true, isCurrent: false,
      address: { name: 'HQ', line1: '1 Bay St', line2: null, city: 'Toronto', province: 'ON', postalCode: 'M5J 2N8', country: 'CA' } };
    expect(ShipTosResponseSchema.safeParse([row]).success).toBe(true);
    expect(ShipTosResponseSchema.safeParse([{ ...row, clientId: 100234 }]).success).toBe(false);
  });

  it('search bodies take a client UUID and a category UUID or slug', () => {
    expect(SearchKeywordRequestSchema.parse({ language: 'en', clientId: uuid, categoryId: 'paper-and-pads' })).toMatchObject({ clientId: uuid, categoryId: 'paper-and-pads' });
    expect(SearchKeywordRequestSchema.safeParse({ language: 'en', clientId: 42 }).success).toBe(false);
    expect(SearchKeywordRequestSchema.safeParse({ language: 'en', categoryId: 'a b' }).success).toBe(false);
  });

  it('a buyer without a budget gets no dates; the default page is a landing page key', () => {
    expect(BudgetSchema.safeParse({ totalBudget: 0, availableBudget: 0, beginDate: null, endDate: null, showBudgetCalculator: false, showTimePeriodDates: false, timePeriodMessage: null }).success).toBe(true);
    expect(DefaultPageResponseSchema.safeParse({ firstPageType: 4, defaultPage: 'submittedOrders' }).success).toBe(true);
    expect(DefaultPageResponseSchema.safeParse({ firstPageType: 4, defaultPage: '/orders' }).success).toBe(false);
  });

  it('feature flags, audit pages and health answers', () => {
    expect(FeatureFlagsResponseSchema.safeParse({ quickAdd: true, showContractFirst: false }).success).toBe(true);
    expect(FeatureFlagsResponseSchema.safeParse({ quickAdd: 'yes' }).success).toBe(false);
    expect(AuditLogResponseSchema.safeParse({ rows: [], nextBefore: null }).success).toBe(true);
    expect(HealthResponseSchema.safeParse({ status: 'unavailable', database: 'postgres' }).success).toBe(true);
    expect(HealthResponseSchema.safeParse({ status: 'ok', database: 'pglite' }).success).toBe(false);
  });
});

describe('search sort codes', () => {
  it('0 best match to 6 rating, each with a label in both languages; 0 is the default', () => {
    expect(Object.values(SortBy)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(sortOptions.map((option) => option.code)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(DEFAULT_SORT).toBe(SortBy.bestMatch);
    for (const { labelKey } of sortOptions) {
      expect(formatMessage('en-CA', labelKey)).not.toBe(labelKey);
      expect(formatMessage('fr-CA', labelKey)).not.toBe(formatMessage('en-CA', labelKey));
    }
    expect(formatMessage('fr-CA', sortOptions[1]?.labelKey ?? 'search.sortBestMatch')).toBe('Prix\u00a0: du plus bas au plus élevé');
  });

  it('only the known codes are accepted, by the keyword body and the promotion query alike', () => {
    expect(isSortBy(6)).toBe(true);
    expect(isSortBy(7)).toBe(false);
    expect(SearchKeywordRequestSchema.safeParse({ language: 'fr', sortBy: 7 }).success).toBe(false);
    expect(SearchByPromotionQuerySchema.parse({ sort: '2' }).sort).toBe(SortBy.priceHighToLow);
    expect(SearchByPromotionQuerySchema.parse({}).sort).toBe(SortBy.bestMatch);
    expect(SearchByPromotionQuerySchema.safeParse({ sort: '9' }).success).toBe(false);
  });
});
