import type { Operation } from './operations.ts';

/** Order templates (decision 023): designed paths under the order service; saving is orders/{id}/template (an order's or the cart's OrderId). */
export const templateOperations: readonly Operation[] = [
  { method: 'get', path: '/svc/orders/buyers/{buyerId}/templates', service: 'orders', summary: "The session buyer's order templates, newest first", designed: true, auth: 'buyer', responses: { 200: 'TemplatesResponse' }, refusals: [404] },
  { method: 'get', path: '/svc/orders/templates/{templateId}', service: 'orders', summary: "One of the buyer's templates, each product priced for the buyer today with the template's quantity", designed: true, auth: 'buyer', responses: { 200: 'TemplateDetail' }, refusals: [404] },
  { method: 'patch', path: '/svc/orders/templates/{templateId}', service: 'orders', summary: 'Rename a template (the name is all that changes)', designed: true, auth: 'buyer', responses: { 200: 'ResultResponse' }, refusals: [404, 409] },
  { method: 'delete', path: '/svc/orders/templates/{templateId}', service: 'orders', summary: 'Delete a template', designed: true, auth: 'buyer', responses: { 200: 'ResultResponse' }, refusals: [404] },
  { method: 'post', path: '/svc/orders/templates/{templateId}/add-to-cart', service: 'orders', summary: "A template's products into the cart under today's rules and prices", designed: true, auth: 'buyer', responses: { 200: 'ResultResponse' }, refusals: [404, 422] },
];
