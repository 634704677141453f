import type { Operation } from './operations.ts';

/** Spec §7 'Storefront API' under /api, as the spec writes the paths. */
export const storefrontOperations: readonly Operation[] = [
  { method: 'get', path: '/api/navigation/getDefaultPage', service: 'storefront', summary: 'The landing page of the session (by firstPageType), Accept-Language of language plus -CA', responses: { 200: 'DefaultPageResponse' } },
  { method: 'get', path: '/api/budgetCalculator/budgetCalculatorModel', service: 'storefront', summary: "The buyer's budget for the current period", responses: { 200: 'Budget' } },
  { method: 'get', path: '/api/client/True/{clientId}/{buyerId}', service: 'storefront', summary: "The session's client with its settings flags", responses: { 200: 'Client' } },
  { method: 'get', path: '/api/buyer/accountActivationSteps', service: 'storefront', summary: 'Account activation steps, active step and status', responses: { 200: 'AccountActivationStepsResponse' } },
  { method: 'post', path: '/api/changePassword', service: 'storefront', summary: 'Change the password; the session is rotated', designed: true, request: 'ChangePasswordRequest', responses: { 200: 'ResultResponse' } },
  { method: 'get', path: '/api/featureFlags', service: 'storefront', summary: "The feature flags in force for the session's client and brand", designed: true, responses: { 200: null } },
  { method: 'get', path: '/api/menu/category/{level}/{id}', service: 'storefront', summary: 'Category menu level, language header', responses: { 200: 'MenuCategoryResponse' } },
  { method: 'get', path: '/api/categories/{id}/{language}/breadcrumbs', service: 'storefront', summary: 'Breadcrumbs of a category', responses: { 200: 'BreadcrumbsResponse' } },
  { method: 'post', path: '/api/products/compareProducts', service: 'storefront', summary: 'Compare two to four products', request: 'CompareProductsRequest', responses: { 200: 'CompareProductsResponse' } },
  { method: 'get', path: '/api/orders/getAlternateProducts', service: 'storefront', summary: 'Alternate products of a product (query productCode)', responses: { 200: 'AlternateProductsResponse' } },
  { method: 'post', path: '/api/searchByPromotionId/{promoId}', service: 'storefront', summary: "A promotion's products, with sort, pageno, filter and showhide", request: 'SearchKeywordRequest', responses: { 200: 'SearchResponse' } },
  { method: 'get', path: '/api/cart/cartDetails', service: 'storefront', summary: 'The open order (cart): CartInfo.Products, summary, prompts, delivery', responses: { 200: 'CartResponse' } },
  { method: 'post', path: '/api/cart/addtocart', service: 'storefront', summary: 'Add products (callingLocation query); CartMessages and analytics', request: 'AddToCartRequest', responses: { 200: 'AddToCartResponse' }, errors: { 422: 'AddToCartResponse' } },
  { method: 'post', path: '/api/cart/updateProduct/{id}', service: 'storefront', summary: "Change a line's quantity", request: 'UpdateProductRequest', responses: { 200: 'CartSaveResponse' } },
  { method: 'get', path: '/api/cart/removeProduct/{id}', service: 'storefront', summary: 'Remove a line', responses: { 200: 'CartSaveResponse' } },
  { method: 'post', path: '/api/cart/saveLineNote/{id}', service: 'storefront', summary: "Save a line's note", request: 'SaveLineNoteRequest', responses: { 200: 'CartSaveResponse' } },
  { method: 'post', path: '/api/cart/clearOrder', service: 'storefront', summary: 'Empty the cart', responses: { 200: 'CartSaveResponse' } },
  { method: 'post', path: '/api/cart/add-coupon-code', service: 'storefront', summary: 'Apply a coupon', request: 'CouponRequest', responses: { 200: 'CartSaveResponse' } },
  { method: 'post', path: '/api/cart/remove-coupon-code', service: 'storefront', summary: 'Remove the coupon', request: 'CouponRequest', responses: { 200: 'CartSaveResponse' } },
  { method: 'post', path: '/api/cart/drawer/quantity', service: 'storefront', summary: 'Added-to-cart drawer quantity update: isSuccess and Messages', designed: true, request: 'DrawerQuantityUpdateRequest', responses: { 200: 'DrawerQuantityUpdateResponse' } },
  { method: 'post', path: '/api/orders/validateCustomPrompts', service: 'storefront', summary: "Validate the cart's custom prompts (optional orderId query)", responses: { 200: 'ValidateCustomPromptsResponse' }, errors: { 400: 'ValidateCustomPromptsResponse' } },
  { method: 'post', path: '/api/orders/ValidateAndSaveDetailCustomPrompt', service: 'storefront', summary: 'Validate and save one line-level custom prompt', request: 'ValidateAndSaveDetailCustomPromptRequest', responses: { 200: 'CartSaveResponse' } },
];
