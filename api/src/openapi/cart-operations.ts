import type { Operation } from './operations.ts';

/** Spec §7 'Storefront API': the cart and its custom prompts under /api. A visitor's line changes work on the GuestCartId cookie's cart. */
export const cartOperations: readonly Operation[] = [
  { method: 'get', path: '/api/cart/cartDetails', service: 'storefront', summary: "The open order (cart): CartInfo.Products, summary, prompts, delivery; a guest's cart without prices", auth: 'none', responses: { 200: ['CartResponse', 'GuestCartResponse'] }, duringPasswordChange: 'refused' },
  { method: 'post', path: '/api/cart/addtocart', service: 'storefront', summary: "Add products (callingLocation query); CartMessages and analytics; a guest's into the GuestCartId cookie's cart (at most 100 products)", auth: 'none', responses: { 200: ['AddToCartResponse', 'GuestAddToCartResponse'] }, refusals: [422], errors: { 422: ['AddToCartResponse', 'GuestAddToCartResponse'] }, duringPasswordChange: 'refused' },
  { method: 'post', path: '/api/cart/updateProduct/{id}', service: 'storefront', summary: "Change a line's quantity (a guest's line too)", auth: 'none', responses: { 200: 'CartSaveResponse' }, refusals: [404, 422], duringPasswordChange: 'refused' },
  { method: 'get', path: '/api/cart/removeProduct/{id}', service: 'storefront', summary: "Remove a line (a guest's too); refused (403) unless our page sent it (Sec-Fetch-Site same-origin, X-Requested-With, or our Origin): never to a link or image from another site", auth: 'none', responses: { 200: 'CartSaveResponse' }, refusals: [403, 404], duringPasswordChange: 'refused' },
  { method: 'post', path: '/api/cart/saveLineNote/{id}', service: 'storefront', summary: "Save a line's note", auth: 'buyer', responses: { 200: 'CartSaveResponse' }, refusals: [404] },
  { method: 'post', path: '/api/cart/clearOrder', service: 'storefront', summary: 'Empty the cart', auth: 'buyer', responses: { 200: 'CartSaveResponse' } },
  { method: 'post', path: '/api/cart/add-coupon-code', service: 'storefront', summary: 'Apply a coupon', auth: 'buyer', responses: { 200: 'CartSaveResponse' }, refusals: [422] },
  { method: 'post', path: '/api/cart/remove-coupon-code', service: 'storefront', summary: 'Remove the coupon', auth: 'buyer', responses: { 200: 'CartSaveResponse' }, refusals: [422] },
  { method: 'post', path: '/api/cart/drawer/quantity', service: 'storefront', summary: "Added-to-cart drawer quantity update: isSuccess and Messages (a guest sends clientNo '')", designed: true, auth: 'none', responses: { 200: 'DrawerQuantityUpdateResponse' }, refusals: [404, 422], duringPasswordChange: 'refused' },
  { method: 'post', path: '/api/orders/validateCustomPrompts', service: 'storefront', summary: "Validate the cart's custom prompts (optional orderId query): 400 with the invalid prompts", auth: 'buyer', responses: { 200: 'ValidateCustomPromptsResponse' }, refusals: [404], errors: { 400: ['ValidateCustomPromptsResponse', 'ErrorResponse'] } },
  { method: 'post', path: '/api/orders/ValidateAndSaveDetailCustomPrompt', service: 'storefront', summary: 'Validate and save one line-level custom prompt', auth: 'buyer', responses: { 200: 'CartSaveResponse' }, refusals: [404] },
];
