import fc from 'fast-check';
import { z, type ZodType } from 'zod';
import { flagKeys } from '../platform/flags-registry.ts';
import { AdminHandoffParamsSchema, AuthenticateBodySchema, ChangePasswordBodySchema, ConsoleSignInBodySchema, LogoutBodySchema } from '../modules/auth/index.ts';
import { AuditQuerySchema } from '../modules/audit/index.ts';
import { BuyerParamsSchema, BuyerPatchBodySchema, BuyerQuerySchema, BuyerSessionParamsSchema, SessionOrderQuerySchema, SessionQuerySchema, ShipTosQuerySchema } from '../modules/buyers/index.ts';
import { MenuParamsSchema } from '../modules/catalogue/index.ts';
import { ClientNoParams, ClientTrueParams } from '../modules/clients/index.ts';
import { StorefrontFlagsQuerySchema } from '../modules/flags/index.ts';
import {
  AdminFlagChangeRequestSchema,
  AddToCartQuerySchema,
  AddToCartRequestSchema,
  ApprovalDecisionParamsSchema,
  CancelOrderParamsSchema,
  CmsLayoutQuerySchema,
  CouponRequestSchema,
  DrawerQuantityUpdateRequestSchema,
  EmptyBodySchema,
  OrderByNumberParamsSchema,
  OrderProductParamsSchema,
  OrdersQuerySchema,
  RejectOrderRequestSchema,
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
import { templateBadInputTargets } from './templates-bad-input.ts';
import { cardsOnFileBadInputTargets } from './cards-on-file-bad-input.ts';
import { userAdminBadInputTargets } from './admin-users-bad-input.ts';
import { approvalGroupAdminBadInputTargets } from './admin-approval-groups-bad-input.ts';

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
  /** The request URL for a generated path segment or query string (ids of the persona's own objects otherwise; lineId: a line of its cart; subjectBuyerId: buyer-on, whom an admin of its client manages). */
  readonly url: (value: string, own: { buyerId: string; sessionId: string; lineId: number; subjectBuyerId: string }) => string;
}

const fixed = (path: string) => () => path;
/** Dates of the right shape that do not exist. */
const impossibleDates = fc.constantFrom('2026-13-01', '2026-02-30', '2026-04-31', '2026-00-10', '0000-01-01', '2026-12-01T25:99:99', '2026-12-01T10:00:00+99:99', '2026-12-01T10:00:00.1.2Z');

/** Instants of the right shape outside what a timestamp column takes (year 0, year 10000 through an offset) or before 1970. */
const outOfRangeInstants = fc.oneof(
  fc.constantFrom('0000-01-01T00:00:00Z', '0000-01-01T00:00:00+01:00', '9999-12-31T23:59:59-23:59', '1969-12-31T23:59:59Z'),
  fc.integer({ min: 0, max: 1969 }).map((year) => `${String(year).padStart(4, '0')}-06-15T12:00:00Z`),
);
/** Valid buyer changes plus one member a buyer or admin must never set (mass assignment). */
const forbiddenMembers = ['clientId', 'ClientId', 'isAdmin', 'IsAdmin', 'isActive', 'logonName', 'passwordHash', 'buyerId', 'role', 'isApprover', 'firstPageType', 'defaultShipToId', 'price'];
const massAssignment = fc.tuple(fc.constantFrom(...forbiddenMembers), fc.jsonValue(), fc.boolean()).map(([member, value, asPatch]) =>
  asPatch ? [{ op: 'add', path: `/CultureCode`, value: 'fr-CA' }, { op: 'add', path: `/${member}`, value }] : { firstName: 'Olivia', [member]: value },
);

/** A valid search body with one field the service does not take, at its top or inside one of its blocks: refused, never ignored. */
const unknownSearchMembers = ['keyword', 'buyerId', 'ClientId', 'BuyerId', 'isAdmin', 'price', 'clientNo'];
const withUnknownSearchField = (base: Record<string, unknown>) =>
  fc.tuple(fc.constantFrom(...unknownSearchMembers), fc.jsonValue(), fc.constantFrom('body', 'Buyer', 'CCS', 'Client', 'SelectedFacetFilter')).map(([member, value, where]) => {
    if (where === 'body') return { ...base, [member]: value };
    if (where === 'SelectedFacetFilter') return { ...base, SelectedFacetFilter: [{ FacetId: 'brand', ValueId: 'x', [member]: value }] };
    return { ...base, [where]: { [where === 'Buyer' ? 'BuyerId' : 'ClientId']: null, [member]: value } };
  });

export const badInputTargets: BadInputTarget[] = [
  { name: 'authenticate', method: 'POST', persona: 'anonymous', part: 'json', schema: AuthenticateBodySchema, url: fixed('/svc/auth/api/buyer/authenticate') },
  { name: 'logout', method: 'POST', persona: 'anonymous', part: 'json', schema: LogoutBodySchema, url: fixed('/svc/auth/api/buyer/logout') },
  { name: 'console sign-in', method: 'POST', persona: 'anonymous', part: 'json', schema: ConsoleSignInBodySchema, url: fixed('/admin-api/session') },
  { name: 'console sign-out', method: 'POST', persona: 'admin', part: 'json', schema: EmptyBodySchema, url: fixed('/admin-api/session/sign-out') },
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
  { name: 'reject body', method: 'POST', persona: 'approver', part: 'json', schema: RejectOrderRequestSchema, url: (_, own) => `/svc/orders/approvers/${own.buyerId}/orders/1000/reject` },
  { name: 'approve body', method: 'POST', persona: 'approver', part: 'json', schema: EmptyBodySchema, url: (_, own) => `/svc/orders/approvers/${own.buyerId}/orders/1000/approve` },
  { name: 'cancel body', method: 'POST', persona: 'buyer', part: 'json', schema: EmptyBodySchema, url: (_, own) => `/svc/orders/buyers/${own.buyerId}/orders/1000/cancel` },
  { name: 'cancel buyer id', method: 'POST', persona: 'buyer', part: 'param', schema: CancelOrderParamsSchema.shape.buyerId, url: (value) => `/svc/orders/buyers/${encodeURIComponent(value)}/orders/1000/cancel` },
  { name: 'cancel order id', method: 'POST', persona: 'buyer', part: 'param', schema: CancelOrderParamsSchema.shape.orderId, url: (value, own) => `/svc/orders/buyers/${own.buyerId}/orders/${encodeURIComponent(value)}/cancel` },
  { name: 'approve approver id', method: 'POST', persona: 'approver', part: 'param', schema: ApprovalDecisionParamsSchema.shape.approverId, url: (value) => `/svc/orders/approvers/${encodeURIComponent(value)}/orders/1000/approve` },
  { name: 'reject order id', method: 'POST', persona: 'approver', part: 'param', schema: ApprovalDecisionParamsSchema.shape.orderId, url: (value, own) => `/svc/orders/approvers/${own.buyerId}/orders/${encodeURIComponent(value)}/reject` },
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
  // Issue 18: every other path (sign-in, account, buyers, clients, flags, catalogue, search input, cms, admin).
  { name: 'audit from', method: 'GET', persona: 'admin', part: 'query', schema: AuditQuerySchema.shape.from, values: fc.oneof(outOfRangeInstants, impossibleDates), url: (value) => `/admin-api/audit?from=${encodeURIComponent(value)}` },
  { name: 'audit to', method: 'GET', persona: 'admin', part: 'query', schema: AuditQuerySchema.shape.to, values: fc.oneof(outOfRangeInstants, impossibleDates), url: (value) => `/admin-api/audit?to=${encodeURIComponent(value)}` },
  { name: 'audit before', method: 'GET', persona: 'otherClientAdmin', part: 'query', schema: AuditQuerySchema.shape.before, url: (value) => `/admin-api/audit?before=${encodeURIComponent(value)}` },
  { name: 'audit limit', method: 'GET', persona: 'admin', part: 'query', schema: AuditQuerySchema.shape.limit, url: (value) => `/admin-api/audit?limit=${encodeURIComponent(value)}` },
  { name: 'audit entity', method: 'GET', persona: 'admin', part: 'query', schema: AuditQuerySchema.shape.entity, url: (value) => `/admin-api/audit?entity=${encodeURIComponent(value)}` },
  { name: 'flag change body', method: 'PUT', persona: 'admin', part: 'json', schema: AdminFlagChangeRequestSchema, url: fixed('/admin-api/flags/showContractIcon') },
  { name: 'flag change key', method: 'PUT', persona: 'admin', part: 'param', schema: z.enum(flagKeys as [string, ...string[]]), url: (value) => `/admin-api/flags/${encodeURIComponent(value)}` },
  { name: 'storefront flags branding', method: 'GET', persona: 'anonymous', part: 'query', schema: StorefrontFlagsQuerySchema.shape.branding, url: (value) => `/api/featureFlags?branding=${encodeURIComponent(value)}` },
  { name: 'buyer mass assignment', method: 'PATCH', persona: 'buyer', part: 'json', schema: BuyerPatchBodySchema, values: massAssignment, url: (_, own) => `/svc/buyers/buyers/${own.buyerId}` },
  { name: 'admin patches a buyer: mass assignment', method: 'PATCH', persona: 'admin', part: 'json', schema: BuyerPatchBodySchema, values: massAssignment, url: (_, own) => `/svc/buyers/buyers/${own.subjectBuyerId}` },
  { name: 'buyer includes', method: 'GET', persona: 'buyer', part: 'query', schema: BuyerQuerySchema.shape.includes, url: (value, own) => `/svc/buyers/buyers/${own.buyerId}?includes=${encodeURIComponent(value)}` },
  { name: 'generic buyer id', method: 'GET', persona: 'admin', part: 'param', schema: BuyerParamsSchema.shape.buyerId, url: (value) => `/svc/buyers/generic/buyers/${encodeURIComponent(value)}` },
  { name: 'approvers buyer id', method: 'GET', persona: 'buyer', part: 'param', schema: BuyerParamsSchema.shape.buyerId, url: (value) => `/svc/buyers/generic/approvers/${encodeURIComponent(value)}` },
  { name: 'session includes', method: 'GET', persona: 'buyer', part: 'query', schema: SessionQuerySchema.shape.includes, url: (value, own) => `/svc/buyers/buyers/${own.buyerId}/sessions/${own.sessionId}?includes=${encodeURIComponent(value)}` },
  { name: 'ship-tos maxFavorites', method: 'GET', persona: 'buyer', part: 'query', schema: ShipTosQuerySchema.shape.maxFavorites, url: (value, own) => `/svc/buyers/buyers/${own.buyerId}/sessions/${own.sessionId}/shiptos?maxFavorites=${encodeURIComponent(value)}` },
  { name: 'ship-tos IsCreateUser', method: 'GET', persona: 'buyer', part: 'query', schema: ShipTosQuerySchema.shape.IsCreateUser, url: (value, own) => `/svc/buyers/buyers/${own.buyerId}/sessions/${own.sessionId}/shiptos?IsCreateUser=${encodeURIComponent(value)}` },
  { name: 'client number', method: 'GET', persona: 'buyer', part: 'param', schema: ClientNoParams.shape.number, url: (value) => `/svc/buyers/clients/byNo/${encodeURIComponent(value)}` },
  { name: 'client branding id', method: 'GET', persona: 'otherClientBuyer', part: 'param', schema: BuyerParamsSchema.shape.buyerId, url: (value) => `/svc/buyers/clients/${encodeURIComponent(value)}/branding` },
  { name: 'punch-out module id', method: 'GET', persona: 'buyer', part: 'param', schema: BuyerParamsSchema.shape.buyerId, url: (value) => `/svc/buyers/generic/punchOutModule/${encodeURIComponent(value)}` },
  { name: 'client with settings ids', method: 'GET', persona: 'buyer', part: 'param', schema: ClientTrueParams.shape.clientId, url: (value, own) => `/api/client/True/${encodeURIComponent(value)}/${own.buyerId}` },
  { name: 'menu level', method: 'GET', persona: 'anonymous', part: 'param', schema: MenuParamsSchema.shape.level, url: (value) => `/api/menu/category/${encodeURIComponent(value)}/0` },
  { name: 'menu category id', method: 'GET', persona: 'anonymous', part: 'param', schema: MenuParamsSchema.shape.id, url: (value) => `/api/menu/category/2/${encodeURIComponent(value)}` },
  { name: 'suggest text', method: 'GET', persona: 'anonymous', part: 'query', schema: SuggestQuerySchema.shape.q, values: fc.oneof(fc.string({ minLength: 101, maxLength: 400 }), fc.constantFrom('', ' ', '\t\n')), url: (value) => `/svc/search/Search/suggest?language=en&q=${encodeURIComponent(value)}` },
  { name: 'suggest language', method: 'GET', persona: 'buyer', part: 'query', schema: SuggestQuerySchema.shape.language, url: (value) => `/svc/search/Search/suggest?q=pap&language=${encodeURIComponent(value)}` },
  // A parameter given twice arrives as an array, which no schema takes: the value is the parameter named again.
  { name: 'repeated query parameters', method: 'GET', persona: 'anonymous', part: 'query', schema: z.never(), values: fc.constantFrom('q=pap', 'language=fr', 'limit=3'), url: (value) => `/svc/search/Search/suggest?q=pap&language=en&limit=6&${value}` },
  { name: 'repeated audit parameters', method: 'GET', persona: 'admin', part: 'query', schema: z.never(), values: fc.constantFrom('limit=3', 'entity=buyer', 'before=10'), url: (value) => `/admin-api/audit?limit=5&entity=order&before=20&${value}` },
  { name: 'anonymous keyword search body', method: 'POST', persona: 'anonymous', part: 'json', schema: KeywordSearchBodySchema, url: fixed('/svc/search/Search/keyword') },
  { name: 'keyword search body: unknown field', method: 'POST', persona: 'buyer', part: 'json', schema: KeywordSearchBodySchema, values: withUnknownSearchField({ keyWord: 'paper', language: 'fr' }), url: fixed('/svc/search/Search/keyword') },
  { name: 'category search body: unknown field', method: 'POST', persona: 'anonymous', part: 'json', schema: CategorySearchBodySchema, values: withUnknownSearchField({ language: 'en', categoryId: 'paper' }), url: fixed('/svc/search/Search/category') },
  { name: 'product-details body: unknown field', method: 'POST', persona: 'buyer', part: 'json', schema: ProductDetailsRequestSchema, values: withUnknownSearchField({ language: 'en', productCodes: ['ABC123'] }), url: fixed('/svc/search/product-details') },
  { name: 'product list search body: unknown field', method: 'POST', persona: 'buyer', part: 'json', schema: ListingSearchBodySchema, values: withUnknownSearchField({ keyWord: '' }), url: fixed('/api/searchByProductList/00000000-0000-4000-8000-000000000000/0') },
  { name: 'recommendations body (visitor)', method: 'POST', persona: 'anonymous', part: 'json', schema: RecommendationsRequestSchema, url: fixed('/svc/search/Recommendations') },
  { name: 'catalogue warehouse', method: 'GET', persona: 'anonymous', part: 'param', schema: CatalogueParamsSchema.shape.b, url: (value) => `/api/catalogues/DON/${encodeURIComponent(value)}` },
  { name: 'breadcrumbs language', method: 'GET', persona: 'anonymous', part: 'param', schema: BreadcrumbsParamsSchema.shape.language, url: (value) => `/api/categories/00000000-0000-4000-8000-000000000000/${encodeURIComponent(value)}/breadcrumbs` },
  { name: 'promotion search page', method: 'POST', persona: 'anonymous', part: 'query', schema: SearchByPromotionQuerySchema.shape.pageno, url: (value) => `/api/searchByPromotionId/00000000-0000-4000-8000-000000000000?pageno=${encodeURIComponent(value)}` },
  { name: 'product list type', method: 'POST', persona: 'buyer', part: 'param', schema: ProductListParamsSchema.shape.b, url: (value) => `/api/searchByProductList/00000000-0000-4000-8000-000000000000/${encodeURIComponent(value)}` },
  { name: 'product list page size', method: 'POST', persona: 'buyer', part: 'param', schema: ProductListParamsSchema.shape.d, url: (value) => `/api/searchByProductList/00000000-0000-4000-8000-000000000000/0/1/${encodeURIComponent(value)}` },
  { name: 'compareProducts body (buyer)', method: 'POST', persona: 'buyer', part: 'json', schema: CompareProductsRequestSchema, url: fixed('/api/products/compareProducts') },
  { name: 'cms layout preview (buyer)', method: 'GET', persona: 'buyer', part: 'query', schema: CmsLayoutQuerySchema.shape.preview, url: (value) => `/svc/cms/cms/layout?preview=${encodeURIComponent(value)}` },
  { name: 'handoff sign-in body', method: 'POST', persona: 'anonymous', part: 'json', schema: AuthenticateBodySchema, values: fc.record({ BuyerId: fc.oneof(fc.uuid().map((id) => `${id}x`), fc.string({ maxLength: 40 }), fc.constant(null)), SessionId: fc.oneof(fc.string({ minLength: 201, maxLength: 260 }), fc.constant(''), fc.integer()), PostalCode: fc.oneof(fc.string({ minLength: 8, maxLength: 30 }), fc.integer(), fc.constant(null)) }, { requiredKeys: [] }), url: fixed('/svc/auth/api/buyer/authenticate') },
  { name: 'changePassword mass assignment', method: 'POST', persona: 'buyer', part: 'json', schema: ChangePasswordBodySchema, values: fc.constantFrom(...forbiddenMembers).map((member) => ({ currentPassword: 'not the password', newPassword: 'Another-password-2026', [member]: 'x' })), url: fixed('/api/changePassword') },
  { name: 'admin handoff buyer id (another client admin)', method: 'POST', persona: 'otherClientAdmin', part: 'param', schema: AdminHandoffParamsSchema.shape.buyerId, url: (value) => `/admin-api/buyers/${encodeURIComponent(value)}/handoff` },
  ...userAdminBadInputTargets,
  ...approvalGroupAdminBadInputTargets,
  ...templateBadInputTargets,
  ...cardsOnFileBadInputTargets,
  { name: 'read message id', method: 'POST', persona: 'buyer', part: 'param', schema: z.uuid(), url: (value) => `/api/dashboard/messages/${encodeURIComponent(value)}/read` },
  { name: 'read message body', method: 'POST', persona: 'buyer', part: 'json', schema: EmptyBodySchema, url: fixed('/api/dashboard/messages/00000000-0000-4000-8000-000000000000/read') },
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

/**
 * A URL whose numeric path segments are written in hexadecimal and whose numeric query values carry an exponent:
 * the same numbers to JavaScript's `Number()`, no number a person writes.
 */
export const withOddlyWrittenNumbers = (url: string): string => {
  const [path, query] = url.split('?');
  const hex = (path as string).replace(/\/(\d+)(?=\/|$)/g, (_, digits: string) => `/0x${Number(digits).toString(16)}`);
  return query === undefined ? hex : `${hex}?${query.replace(/=(-?\d+)(?=&|$)/g, '=$1e0')}`;
};
