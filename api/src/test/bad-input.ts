import fc from 'fast-check';
import { z, type ZodType } from 'zod';
import { flagKeys } from '../platform/flags-registry.ts';
import { AdminHandoffParamsSchema, AuthenticateBodySchema, ChangePasswordBodySchema, LogoutBodySchema } from '../modules/auth/index.ts';
import { BuyerParamsSchema, BuyerPatchBodySchema, BuyerSessionParamsSchema, SessionOrderQuerySchema, ShipTosQuerySchema } from '../modules/buyers/index.ts';
import {
  AddToCartQuerySchema,
  AddToCartRequestSchema,
  CmsLayoutQuerySchema,
  CouponRequestSchema,
  DrawerQuantityUpdateRequestSchema,
  EmptyBodySchema,
  OrderByNumberParamsSchema,
  OrderProductParamsSchema,
  OrdersQuerySchema,
  SaveLineNoteRequestSchema,
  SaveTemplateRequestSchema,
  SplitOrderSummaryRequestSchema,
  SubmitOrderRequestSchema,
  UpdateProductRequestSchema,
  ValidateAndSaveDetailCustomPromptRequestSchema,
  CompareProductsRequestSchema,
  ProductDetailsRequestSchema,
  RecommendationsRequestSchema,
  SearchByPromotionQuerySchema,
  SuggestQuerySchema,
} from '@comptoir/core';
import { DeliveryDetailsRequestSchema } from '../modules/checkout/index.ts';
import { AlternatesQuerySchema, BoxFinderBodySchema, BreadcrumbsParamsSchema, CatalogueParamsSchema, InkTonerBodySchema, ListingSearchBodySchema, ProductListParamsSchema, PromotionParamsSchema } from '../modules/products/index.ts';
import { CategorySearchBodySchema, KeywordSearchBodySchema } from '../modules/search/index.ts';
import { TokenizeRequestSchema } from '../modules/payments/index.ts';
import type { Persona } from './authorization-matrix.ts';

/**
 * Bad-input fuzzing targets: for each endpoint, the zod schema of the part fuzzed and how to build the
 * URL and body around a generated value. Inputs the schema accepts are filtered out, so every case is
 * bad input and must answer 4xx in the Messages shape with the database unchanged. One line per endpoint.
 */
export interface BadInputTarget {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** 'guest': a visitor with a guest cart (its GuestCartId cookie, no session). */
  readonly persona: Persona | 'guest';
  readonly part: 'json' | 'param' | 'query';
  /** Values to try when the shared generators would rarely break this schema (they are filtered to bad input). */
  readonly values?: fc.Arbitrary<unknown>;
  readonly schema: ZodType;
  /** The request URL for a generated path segment or query string (ids of the persona's own objects otherwise; lineId: a line of its cart). */
  readonly url: (value: string, own: { buyerId: string; sessionId: string; lineId: number }) => string;
}

const fixed = (path: string) => () => path;
/** Dates of the right shape that do not exist. */
const impossibleDates = fc.constantFrom('2026-13-01', '2026-02-30', '2026-04-31', '2026-00-10', '0000-01-01', '2026-12-01T25:99:99', '2026-12-01T10:00:00+99:99', '2026-12-01T10:00:00.1.2Z');

export const badInputTargets: BadInputTarget[] = [
  { name: 'authenticate', method: 'POST', persona: 'anonymous', part: 'json', schema: AuthenticateBodySchema, url: fixed('/svc/auth/api/buyer/authenticate') },
  { name: 'logout', method: 'POST', persona: 'anonymous', part: 'json', schema: LogoutBodySchema, url: fixed('/svc/auth/api/buyer/logout') },
  { name: 'changePassword', method: 'POST', persona: 'buyer', part: 'json', schema: ChangePasswordBodySchema, url: fixed('/api/changePassword') },
  { name: 'patch buyer body', method: 'PATCH', persona: 'buyer', part: 'json', schema: BuyerPatchBodySchema, url: (_, own) => `/svc/buyers/buyers/${own.buyerId}` },
  { name: 'buyer id', method: 'GET', persona: 'buyer', part: 'param', schema: BuyerParamsSchema.shape.buyerId, url: (value) => `/svc/buyers/buyers/${encodeURIComponent(value)}` },
  { name: 'patch buyer id', method: 'PATCH', persona: 'buyer', part: 'param', schema: BuyerParamsSchema.shape.buyerId, url: (value) => `/svc/buyers/buyers/${encodeURIComponent(value)}` },
  { name: 'session id', method: 'GET', persona: 'buyer', part: 'param', schema: BuyerSessionParamsSchema.shape.sessionId, url: (value, own) => `/svc/buyers/buyers/${own.buyerId}/sessions/${encodeURIComponent(value)}` },
  { name: 'ship-tos maxElements', method: 'GET', persona: 'buyer', part: 'query', schema: ShipTosQuerySchema.shape.maxElements, url: (value, own) => `/svc/buyers/buyers/${own.buyerId}/sessions/${own.sessionId}/shiptos?maxElements=${encodeURIComponent(value)}` },
  { name: 'session order includes', method: 'GET', persona: 'buyer', part: 'query', schema: SessionOrderQuerySchema.shape.includes, url: (value, own) => `/svc/buyers/buyers/${own.buyerId}/sessions/${own.sessionId}/order?includes=${encodeURIComponent(value)}` },
  { name: 'session order calledFrom', method: 'GET', persona: 'buyer', part: 'query', schema: SessionOrderQuerySchema.shape.calledFrom, url: (value, own) => `/svc/buyers/buyers/${own.buyerId}/sessions/${own.sessionId}/order?calledFrom=${encodeURIComponent(value)}` },
  { name: 'client id', method: 'GET', persona: 'buyer', part: 'param', schema: BuyerParamsSchema.shape.buyerId, url: (value) => `/svc/buyers/clients/${encodeURIComponent(value)}/settings` },
  { name: 'flag key', method: 'DELETE', persona: 'admin', part: 'param', schema: z.enum(flagKeys as [string, ...string[]]), url: (value) => `/admin-api/flags/${encodeURIComponent(value)}` },
  { name: 'addtocart body', method: 'POST', persona: 'buyer', part: 'json', schema: AddToCartRequestSchema, url: fixed('/api/cart/addtocart?callingLocation=react') },
  { name: 'guest addtocart body', method: 'POST', persona: 'anonymous', part: 'json', schema: AddToCartRequestSchema, url: fixed('/api/cart/addtocart?callingLocation=react') },
  { name: 'guest addtocart callingLocation', method: 'POST', persona: 'anonymous', part: 'query', schema: AddToCartQuerySchema.shape.callingLocation, values: fc.string({ minLength: 41, maxLength: 200 }), url: (value) => `/api/cart/addtocart?callingLocation=${encodeURIComponent(value)}` },
  { name: 'updateProduct body', method: 'POST', persona: 'buyer', part: 'json', schema: UpdateProductRequestSchema, url: fixed('/api/cart/updateProduct/1') },
  { name: 'updateProduct id', method: 'POST', persona: 'buyer', part: 'param', schema: OrderProductParamsSchema.shape.id, url: (value) => `/api/cart/updateProduct/${encodeURIComponent(value)}` },
  { name: 'removeProduct id', method: 'GET', persona: 'buyer', part: 'param', schema: OrderProductParamsSchema.shape.id, url: (value) => `/api/cart/removeProduct/${encodeURIComponent(value)}` },
  { name: 'guest updateProduct body', method: 'POST', persona: 'guest', part: 'json', schema: UpdateProductRequestSchema, url: (_, own) => `/api/cart/updateProduct/${own.lineId}` },
  { name: 'guest updateProduct id', method: 'POST', persona: 'guest', part: 'param', schema: OrderProductParamsSchema.shape.id, url: (value) => `/api/cart/updateProduct/${encodeURIComponent(value)}` },
  { name: 'guest removeProduct id', method: 'GET', persona: 'guest', part: 'param', schema: OrderProductParamsSchema.shape.id, url: (value) => `/api/cart/removeProduct/${encodeURIComponent(value)}` },
  { name: 'guest drawer quantity body', method: 'POST', persona: 'guest', part: 'json', schema: DrawerQuantityUpdateRequestSchema, url: fixed('/api/cart/drawer/quantity') },
  { name: 'saveLineNote body', method: 'POST', persona: 'buyer', part: 'json', schema: SaveLineNoteRequestSchema, url: fixed('/api/cart/saveLineNote/1') },
  { name: 'coupon body', method: 'POST', persona: 'buyer', part: 'json', schema: CouponRequestSchema, url: fixed('/api/cart/add-coupon-code') },
  { name: 'clearOrder body', method: 'POST', persona: 'buyer', part: 'json', schema: EmptyBodySchema, url: fixed('/api/cart/clearOrder') },
  { name: 'validateCustomPrompts body', method: 'POST', persona: 'buyer', part: 'json', schema: EmptyBodySchema, url: fixed('/api/orders/validateCustomPrompts') },
  { name: 'drawer quantity body', method: 'POST', persona: 'buyer', part: 'json', schema: DrawerQuantityUpdateRequestSchema, url: fixed('/api/cart/drawer/quantity') },
  { name: 'custom prompt body', method: 'POST', persona: 'buyer', part: 'json', schema: ValidateAndSaveDetailCustomPromptRequestSchema, url: fixed('/api/orders/ValidateAndSaveDetailCustomPrompt') },
  { name: 'delivery details body', method: 'PUT', persona: 'buyer', part: 'json', schema: DeliveryDetailsRequestSchema, url: fixed('/api/checkout/delivery-details') },
  { name: 'delivery details scheduled date', method: 'PUT', persona: 'buyer', part: 'json', schema: DeliveryDetailsRequestSchema, values: impossibleDates.map((scheduledDate) => ({ deliveryType: 'scheduled', scheduledDate })), url: fixed('/api/checkout/delivery-details') },
  { name: 'payment token body', method: 'POST', persona: 'buyer', part: 'json', schema: TokenizeRequestSchema, url: fixed('/api/checkout/payment-tokens') },
  { name: 'submit body', method: 'POST', persona: 'buyer', part: 'json', schema: SubmitOrderRequestSchema, url: fixed('/api/checkout/orders/1000/submit') },
  { name: 'orders buyer id', method: 'GET', persona: 'buyer', part: 'param', schema: z.uuid(), url: (value) => `/svc/orders/buyers/${encodeURIComponent(value)}/orders` },
  { name: 'orders daysBack', method: 'GET', persona: 'buyer', part: 'query', schema: OrdersQuerySchema.shape.daysBack, url: (value, own) => `/svc/orders/buyers/${own.buyerId}/orders?daysBack=${encodeURIComponent(value)}` },
  { name: 'order by number', method: 'GET', persona: 'buyer', part: 'param', schema: OrderByNumberParamsSchema.shape.number, url: (value) => `/svc/orders/orderbynumber/${encodeURIComponent(value)}` },
  { name: 'template body', method: 'POST', persona: 'buyer', part: 'json', schema: SaveTemplateRequestSchema, url: fixed('/svc/orders/orders/1000/template') },
  { name: 'reorder body', method: 'POST', persona: 'buyer', part: 'json', schema: EmptyBodySchema, url: fixed('/svc/orders/orders/1000/reorder') },
  { name: 'split summary body', method: 'POST', persona: 'buyer', part: 'json', schema: SplitOrderSummaryRequestSchema, url: fixed('/svc/orders/orders/1000/split-Order-Summary') },
  { name: 'keyword search body', method: 'POST', persona: 'buyer', part: 'json', schema: KeywordSearchBodySchema, url: fixed('/svc/search/Search/keyword') },
  { name: 'category search body', method: 'POST', persona: 'anonymous', part: 'json', schema: CategorySearchBodySchema, url: fixed('/svc/search/Search/category') },
  { name: 'suggest limit', method: 'GET', persona: 'anonymous', part: 'query', schema: SuggestQuerySchema.shape.limit, url: (value) => `/svc/search/Search/suggest?q=pap&language=en&limit=${encodeURIComponent(value)}` },
  { name: 'product-details body', method: 'POST', persona: 'buyer', part: 'json', schema: ProductDetailsRequestSchema, url: fixed('/svc/search/product-details') },
  { name: 'ink-toner finder body', method: 'POST', persona: 'anonymous', part: 'json', schema: InkTonerBodySchema, url: fixed('/svc/search/finders/ink-toner') },
  { name: 'box finder body', method: 'POST', persona: 'anonymous', part: 'json', schema: BoxFinderBodySchema, url: fixed('/svc/search/finders/box') },
  { name: 'recommendations body', method: 'POST', persona: 'buyer', part: 'json', schema: RecommendationsRequestSchema, url: fixed('/svc/search/Recommendations') },
  { name: 'compareProducts body', method: 'POST', persona: 'anonymous', part: 'json', schema: CompareProductsRequestSchema, url: fixed('/api/products/compareProducts') },
  { name: 'breadcrumbs category id', method: 'GET', persona: 'anonymous', part: 'param', schema: BreadcrumbsParamsSchema.shape.id, url: (value) => `/api/categories/${encodeURIComponent(value)}/en/breadcrumbs` },
  { name: 'alternates productCode', method: 'GET', persona: 'buyer', part: 'query', schema: AlternatesQuerySchema.shape.productCode, values: fc.oneof(fc.string({ minLength: 41, maxLength: 200 }), fc.constantFrom('', ' ', '\t\n')), url: (value) => `/api/orders/getAlternateProducts?productCode=${encodeURIComponent(value)}` },
  { name: 'promotion id', method: 'POST', persona: 'buyer', part: 'param', schema: PromotionParamsSchema.shape.promoId, url: (value) => `/api/searchByPromotionId/${encodeURIComponent(value)}` },
  { name: 'promotion search sort', method: 'POST', persona: 'buyer', part: 'query', schema: SearchByPromotionQuerySchema.shape.sort, url: (value) => `/api/searchByPromotionId/00000000-0000-4000-8000-000000000000?sort=${encodeURIComponent(value)}` },
  { name: 'product list search body', method: 'POST', persona: 'buyer', part: 'json', schema: ListingSearchBodySchema, url: fixed('/api/searchByProductList/00000000-0000-4000-8000-000000000000/0') },
  { name: 'product list id', method: 'POST', persona: 'buyer', part: 'param', schema: ProductListParamsSchema.shape.a, url: (value) => `/api/searchByProductList/${encodeURIComponent(value)}/0` },
  { name: 'cms layout preview', method: 'GET', persona: 'admin', part: 'query', schema: CmsLayoutQuerySchema.shape.preview, url: (value) => `/svc/cms/cms/layout?preview=${encodeURIComponent(value)}` },
  { name: 'cms layout title', method: 'GET', persona: 'anonymous', part: 'query', schema: CmsLayoutQuerySchema.shape.title, values: fc.oneof(fc.string({ minLength: 121, maxLength: 300 }), fc.constantFrom('', ' ', '\t\n')), url: (value) => `/svc/cms/cms/layout?title=${encodeURIComponent(value)}` },
  { name: 'cms layout branding', method: 'GET', persona: 'anonymous', part: 'query', schema: CmsLayoutQuerySchema.shape.branding, url: (value) => `/svc/cms/cms/layout?branding=${encodeURIComponent(value)}` },
  { name: 'catalogue division', method: 'GET', persona: 'anonymous', part: 'param', schema: CatalogueParamsSchema.shape.a, url: (value) => `/api/catalogues/${encodeURIComponent(value)}/TOR01` },
  { name: 'admin handoff buyer id', method: 'POST', persona: 'admin', part: 'param', schema: AdminHandoffParamsSchema.shape.buyerId, url: (value) => `/admin-api/buyers/${encodeURIComponent(value)}/handoff` },
  { name: 'audit query', method: 'GET', persona: 'admin', part: 'query', schema: BuyerParamsSchema.shape.buyerId, url: (value) => `/admin-api/audit?actor=${encodeURIComponent(value)}` },
];

/** A value with `suffix` appended to each of its strings: a valid request made to carry text the database cannot take. */
export const withTextSuffix = (value: unknown, suffix: string): unknown => {
  if (typeof value === 'string') return `${value}${suffix}`;
  if (Array.isArray(value)) return value.map((item) => withTextSuffix(item, suffix));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withTextSuffix(item, suffix)]));
  return value;
};

/** A URL with `suffix` appended to each query value. */
export const withQuerySuffix = (url: string, suffix: string): string => {
  const [path, query] = url.split('?');
  if (!query) return url;
  return `${path}?${query.split('&').map((pair) => `${pair}${encodeURIComponent(suffix)}`).join('&')}`;
};

/** Past the Postgres integer columns that keep references and quantities. */
export const BEYOND_INTEGER_COLUMN = 2_147_483_648;

/** A value whose positive integers are beyond an integer column, and a URL whose numeric path segments are. */
export const withHugeNumbers = (value: unknown): unknown => {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? BEYOND_INTEGER_COLUMN : value;
  if (Array.isArray(value)) return value.map(withHugeNumbers);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withHugeNumbers(item)]));
  return value;
};
export const withHugePathNumbers = (url: string): string => {
  const [path, query] = url.split('?');
  const huge = (path as string).replace(/\/\d+(?=\/|$)/g, `/${BEYOND_INTEGER_COLUMN}`);
  return query === undefined ? huge : `${huge}?${query}`;
};
