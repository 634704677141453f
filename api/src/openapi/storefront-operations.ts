import { DASHBOARD_MESSAGE_COUNT } from '@comptoir/core';
import type { Operation } from './operations.ts';

/** Spec §7 'Storefront API' under /api, as the spec writes the paths (the cart's calls: cart-operations.ts). */
export const storefrontOperations: readonly Operation[] = [
  { method: 'get', path: '/api/health', service: 'storefront', summary: 'Whether the api can read its database: the migration and product count, or 503', designed: true, auth: 'none', responses: { 200: 'HealthResponse' }, refusals: [503], errors: { 503: 'HealthResponse' } },
  { method: 'get', path: '/api/navigation/getDefaultPage', service: 'storefront', summary: 'The landing page of the session (by firstPageType), Accept-Language of language plus -CA', auth: 'none', responses: { 200: 'DefaultPageResponse' } },
  { method: 'get', path: '/api/budgetCalculator/budgetCalculatorModel', service: 'storefront', summary: "The buyer's budget for the current period", auth: 'buyer', responses: { 200: 'Budget' } },
  { method: 'get', path: '/api/dashboard/messages', service: 'storefront', summary: `The dashboard's messages: the buyer's own and their client's not yet read, newest first (at most ${DASHBOARD_MESSAGE_COUNT}), in the request's language`, designed: true, auth: 'buyer', responses: { 200: 'DashboardMessagesResponse' } },
  { method: 'get', path: '/api/client/True/{clientId}/{buyerId}', service: 'storefront', summary: "The session's client with its settings flags", auth: 'buyer', responses: { 200: 'Client' }, refusals: [404] },
  { method: 'get', path: '/api/buyer/accountActivationSteps', service: 'storefront', summary: 'Account activation steps, active step and status', auth: 'buyer', responses: { 200: 'AccountActivationStepsResponse' } },
  { method: 'post', path: '/api/changePassword', service: 'storefront', summary: 'Change the password; the session is rotated and a temporary password is no longer required to be changed (unless an admin acting for the buyer typed it). Attempts are counted (429 with Retry-After)', designed: true, auth: 'buyer', responses: { 200: 'ChangePasswordResponse' }, refusals: [422, 429], duringPasswordChange: 'open' },
  { method: 'get', path: '/api/featureFlags', service: 'storefront', summary: "The feature flags in force for the session's client, or a visitor's brand", designed: true, auth: 'none', responses: { 200: 'FeatureFlagsResponse' } },
  { method: 'get', path: '/api/menu/category/{level}/{id}', service: 'storefront', summary: 'Category menu level, language header', auth: 'none', responses: { 200: 'MenuCategoryResponse' }, refusals: [404] },
  { method: 'get', path: '/api/categories/{id}/{language}/breadcrumbs', service: 'storefront', summary: 'Breadcrumbs of a category', auth: 'none', responses: { 200: 'BreadcrumbsResponse' }, refusals: [404] },
  { method: 'post', path: '/api/products/compareProducts', service: 'storefront', summary: 'Compare two to four products', auth: 'none', responses: { 200: 'CompareProductsResponse' } },
  { method: 'get', path: '/api/orders/getAlternateProducts', service: 'storefront', summary: 'Alternate products of a product', auth: 'none', responses: { 200: 'AlternateProductsResponse' } },
  { method: 'post', path: '/api/searchByPromotionId/{promoId}', service: 'storefront', summary: "A promotion's products, with sort, pageno, filter and showhide", auth: 'none', responses: { 200: 'SearchResponse' }, refusals: [404] },
  { method: 'post', path: '/api/searchByProductList/{a}/{b}/{c}/{d}', service: 'storefront', summary: "A shopping list's, template's or flyer's products: list id, type (0 list, 1 template, 2 flyer), then page and page size, both optional", auth: 'buyer', responses: { 200: 'SearchResponse' }, refusals: [404] },
  { method: 'get', path: '/api/catalogues/{a}/{b}', service: 'storefront', summary: 'The top categories stocked at a warehouse (a: division code, b: warehouse number)', auth: 'none', responses: { 200: 'CatalogueResponse' }, refusals: [404] },
  { method: 'get', path: '/api/products/RemoveRestrictedProducts', service: 'storefront', summary: "Remove the restricted products from the session's cart, one message per product; refused (403) unless our page sent it (Sec-Fetch-Site same-origin, X-Requested-With, or our Origin)", auth: 'buyer', responses: { 200: 'RemoveRestrictedProductsResponse' }, refusals: [403] },
];
