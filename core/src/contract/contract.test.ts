import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AddToCartRequestSchema,
  AuthenticateRequestSchema,
  BuyerPatchSchema,
  CultureCodePatchSchema,
  ErrorResponseSchema,
  OrdersQuerySchema,
  ProductDetailsRequestSchema,
  SearchKeywordRequestSchema,
  ShoppingListAddProductsRequestSchema,
  SiteContentParamsSchema,
  SplitOrderSummaryRequestSchema,
  UpdateProductRequestSchema,
  ValidateAndSaveDetailCustomPromptRequestSchema,
  ChangePasswordRequestSchema,
  CmsLayoutQuerySchema,
  SubmitOrderRequestSchema,
  CartSummarySchema,
} from './index.ts';
import { toMessages } from '../outcomes/outcomes.ts';
import { summarizeCart } from '../fees/price-details.ts';

describe('API contract', () => {
  it('spec §7 Search/keyword: the defaults are page 1, 25 per page, sort 0, all products', () => {
    expect(SearchKeywordRequestSchema.parse({ keyWord: ' stapler ', language: 'fr' })).toMatchObject({
      currentPage: 1, recordPerPage: 25, sortBy: 0, FilterByType: 3, ShowStandingOfferProduct: 0, keyWord: 'stapler', ShowHideRestrictions: 2,
    });
    expect(SearchKeywordRequestSchema.safeParse({ language: 'fr', FilterByType: 4 }).success).toBe(false);
    expect(SearchKeywordRequestSchema.safeParse({ language: 'fr', recordPerPage: 1000 }).success).toBe(false);
    expect(SearchKeywordRequestSchema.safeParse({ language: 'de' }).success).toBe(false);
  });

  it('spec §7 search body: strict at every level, an unknown field is refused rather than ignored', () => {
    const id = '7a702e0d-c0dc-470a-9842-e7c7f1d5a5a3';
    // The spec's fields, the context blocks with their ids only.
    expect(SearchKeywordRequestSchema.safeParse({ language: 'en', clientId: id, Buyer: { BuyerId: id }, CCS: { ClientId: id }, Client: { ClientId: null } }).success).toBe(true);
    expect(SearchKeywordRequestSchema.safeParse({ language: 'en', SelectedFacetFilter: [{ FacetId: 'brand', ValueId: 'x' }] }).success).toBe(true);
    for (const body of [
      { language: 'en', keyword: 'paper' },
      { language: 'en', buyerId: id },
      { language: 'en', Buyer: { BuyerId: id, IsAdmin: true } },
      { language: 'en', Client: { ClientId: id, Name: 'x' } },
      { language: 'en', CCS: 'anything' },
      { language: 'en', SelectedFacetFilter: [{ FacetId: 'brand', ValueId: 'x', Extra: 1 }] },
    ]) {
      expect(SearchKeywordRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
      expect(ProductDetailsRequestSchema.safeParse({ ...body, productCodes: ['ABC123'] }).success, JSON.stringify(body)).toBe(false);
    }
  });

  it('spec §7 updateProduct: Quantity, ClientNo, Language; unknown fields are rejected', () => {
    expect(UpdateProductRequestSchema.parse({ Quantity: 12, ClientNo: '123', Language: 'en' })).toEqual({ Quantity: 12, ClientNo: '123', Language: 'en' });
    expect(UpdateProductRequestSchema.safeParse({ Quantity: 12, UnitSellPrice: 1 }).success).toBe(false);
  });

  it('spec §7 authenticate: logon name and password, or login ids with a postal code', () => {
    expect(AuthenticateRequestSchema.safeParse({ logonName: 'jdoe', password: 'secret', postalCode: 'K1A 0B1' }).success).toBe(true);
    expect(AuthenticateRequestSchema.safeParse({ buyerId: '7a702e0d-c0dc-470a-9842-e7c7f1d5a5a3', sessionId: 'abc', postalCode: 'K1A0B1' }).success).toBe(true);
    expect(AuthenticateRequestSchema.safeParse({ buyerId: '42', sessionId: 'abc', postalCode: 'K1A0B1' }).success).toBe(false);
    const outcomesOf = (body: unknown) => (AuthenticateRequestSchema.safeParse(body).error?.issues ?? []).map((issue) => (issue as { params?: { outcome?: string } }).params?.outcome).filter(Boolean);
    expect(outcomesOf({ logonName: 'j'.repeat(101), password: 'secret' })).toContain('auth.logonNameTooLong');
    expect(outcomesOf({ logonName: 'jdoe', password: 's'.repeat(201) })).toContain('auth.passwordTooLong');
    expect(AuthenticateRequestSchema.safeParse({ logonName: 'jdoe', password: 's'.repeat(200) }).success).toBe(true);
    expect(AuthenticateRequestSchema.safeParse({ buyerId: '7a702e0d-c0dc-470a-9842-e7c7f1d5a5a3', sessionId: 'abc' }).success).toBe(false);
  });

  it('spec §7 PATCH buyers: the allow-list refuses fields a buyer may not set; CultureCode by json-patch add', () => {
    expect(BuyerPatchSchema.safeParse({ firstName: 'Anne' }).success).toBe(true);
    expect(BuyerPatchSchema.safeParse({ isAdminFlag: true }).success).toBe(false);
    expect(CultureCodePatchSchema.safeParse([{ op: 'add', path: '/CultureCode', value: 'fr-CA' }]).success).toBe(true);
    expect(CultureCodePatchSchema.safeParse([{ op: 'replace', path: '/CultureCode', value: 'fr-CA' }]).success).toBe(false);
  });

  it('spec §7 / §9: order lists default to 30 days and 3 orders and accept only the date windows', () => {
    expect(OrdersQuerySchema.parse({})).toEqual({ daysBack: 30, count: 3 });
    expect(OrdersQuerySchema.parse({ daysBack: '-1' }).daysBack).toBe(-1);
    expect(OrdersQuerySchema.safeParse({ daysBack: '45' }).success).toBe(false);
  });

  it('spec §7: other request bodies', () => {
    expect(ShoppingListAddProductsRequestSchema.safeParse([{ ProductCode: 'A', Quantity: 1 }, { ProductCode: 'B', Quantity: 1 }]).success).toBe(false);
    expect(SplitOrderSummaryRequestSchema.safeParse([]).success).toBe(false);
    expect(SiteContentParamsSchema.safeParse({ id: '1' }).success).toBe(false);
    expect(SiteContentParamsSchema.parse({ id: '2' })).toEqual({ id: 2 });
    expect(ValidateAndSaveDetailCustomPromptRequestSchema.safeParse({ orderProductId: null, pageType: 1, orderId: 3, promptId: 4, promptValue: 'x'.repeat(121), sequence: 0 }).success).toBe(false);
    expect(ChangePasswordRequestSchema.safeParse({ currentPassword: 'a-long-password', newPassword: 'a-long-password' }).success).toBe(false);
    expect(CmsLayoutQuerySchema.parse({ preview: 'true' })).toEqual({ preview: true });
    expect(SubmitOrderRequestSchema.parse({ billingOptionType: 1 })).toMatchObject({ deliveryType: 'standard', poNumber: null });
  });

  it('architecture §2: an outcome answer matches the error response schema; a computed summary matches CartSummary', () => {
    expect(ErrorResponseSchema.safeParse({ isSuccess: false, Messages: toMessages('quantity.notAvailable', 'en-CA') }).success).toBe(true);
    const { priceDetails, flags } = summarizeCart({ lines: [{ unitSellPrice: 100, quantity: 2, isContract: true }] });
    expect(CartSummarySchema.safeParse({ PriceDetails: priceDetails, ...flags }).success).toBe(true);
  });

  it('an add-to-cart body is accepted exactly when every quantity is an integer from 0 to 9999 and the code is non-empty', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ ProductCode: fc.string({ maxLength: 12 }), Quantity: fc.oneof(fc.integer({ min: -10, max: 12_000 }), fc.double()) }), { minLength: 1, maxLength: 5 }), (products) => {
        const valid = products.every((p) => p.ProductCode.trim().length > 0 && Number.isInteger(p.Quantity) && p.Quantity >= 0 && p.Quantity <= 9999);
        return AddToCartRequestSchema.safeParse({ Products: products }).success === valid;
      }),
      { numRuns: 300 },
    );
  });
});
